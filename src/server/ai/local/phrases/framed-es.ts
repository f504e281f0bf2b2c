/** The built-in AI's framed chat reply in Spanish (tú). See types.ts. */
import type { FramedPhrases } from './types';

export const framedEs: FramedPhrases = {
  sliders: {
    warmthDetachment: 'la calidez',
    certaintyAmbiguity: 'la certeza',
    intensityRestraint: 'la intensidad',
    conflictCoherence: 'la coherencia',
  },
  more: {
    'warmthDetachment:high': 'más calidez',
    'warmthDetachment:low': 'más distancia',
    'certaintyAmbiguity:high': 'más seguridad',
    'certaintyAmbiguity:low': 'más margen para la duda',
    'intensityRestraint:high': 'más intensidad',
    'intensityRestraint:low': 'más contención',
    'conflictCoherence:high': 'más coherencia',
    'conflictCoherence:low': 'más tensión interna',
  },
  sounds: {
    'warmthDetachment:high': 'cálido',
    'warmthDetachment:low': 'distante',
    'certaintyAmbiguity:high': 'seguro',
    'certaintyAmbiguity:low': 'inseguro',
    'intensityRestraint:high': 'intenso',
    'intensityRestraint:low': 'contenido',
    'conflictCoherence:high': 'coherente',
    'conflictCoherence:low': 'dividido',
  },
  moved: (slider, up, from, to, effect) =>
    `${up ? 'Subiste' : 'Bajaste'} ${slider} de ${from} a ${to}, así que ${effect}.`,
  holds: (quote, value, terms) =>
    `En tu texto, lo que lo mantiene en ${value} es ${quote}${terms ? `, sobre todo por ${terms}` : ''}.`,
  leansAlready: (quote) => `Tu texto ya va en esa dirección en ${quote}.`,
  oneWay: (quote) => `Una forma de decirlo que va en esa dirección: ${quote}`,
  hints: {
    'warmthDetachment:high':
      'Decir lo que valoras, o lo que esperas de la relación, lo llevaría en esa dirección.',
    'warmthDetachment:low':
      'Quedarte en los hechos y dejar fuera las palabras de sentimiento lo llevaría en esa dirección.',
    'certaintyAmbiguity:high':
      'Decir lo que sabes sin rodeos, sin «quizá» ni «supongo», lo llevaría en esa dirección.',
    'certaintyAmbiguity:low':
      'Dejar sitio a la duda («me pregunto si…», «puede que») lo llevaría en esa dirección.',
    'intensityRestraint:high':
      'Palabras más fuertes y más vivas para lo que sientes lo llevarían en esa dirección.',
    'intensityRestraint:low':
      'Menos intensificadores, mayúsculas y signos de exclamación lo llevarían en esa dirección.',
    'conflictCoherence:high':
      'Decir cómo se conectan las partes («porque», «así que») en lugar de enfrentarlas con un «pero» lo llevaría en esa dirección.',
    'conflictCoherence:low':
      'Dejar que los sentimientos encontrados convivan, sin resolverlos, lo llevaría en esa dirección.',
  },
  reworded: (quote) => `Reformulado así, podría quedar: ${quote}`,
  alternative: (value, closer) =>
    `La alternativa generada por IA marca ${value} en esta dimensión, ${closer ? 'más cerca de donde lo pusiste' : 'sin acercarse más a donde lo pusiste'}.`,
  unmoved: 'Tus controles siguen donde los dejó la lectura original.',
  asked: (count) => `Me haces ${count} preguntas.`,
  on: (quote, answer) => `Sobre ${quote}: ${answer}`,
  figure: (f) => `${f.name} marca ${f.value} (nivel ${f.level}, hacia ${f.end})`,
  hereIsOneWay: (more, quote) => `aquí tienes una forma de decirlo con ${more}: ${quote}`,
  noWording: (more, hint) => `no encontré una formulación que ToneLens lea con ${more}. ${hint}`,
  noLean: (figures) => `ninguna dimensión se inclina con fuerza en tu texto: ${figures}.`,
  source: (quote, terms) => ` Sobre todo viene de ${quote}${terms ? `, por ${terms}` : ''}.`,
  why: (sounds, figure, source) => `suena ${sounds} porque ${figure}.${source}`,
  otherWay: (figure, quote) =>
    `en realidad, ToneLens lo lee al revés: ${figure}.${quote ? ` La parte que aún podría sonar así es ${quote}.` : ''}`,
  deepDive: {
    warmthDetachment: {
      low: 'El texto guarda las distancias: apenas se cuela afecto o cuidado, y puede sonar frío o retraído.',
      medium: 'La calidez y la distancia están equilibradas: amable sin llegar a ser íntimo.',
      high: 'El texto tiende la mano: el cariño, la gratitud y la cercanía se notan con claridad.',
    },
    certaintyAmbiguity: {
      low: 'El texto duda y se pregunta: los «quizá», las preguntas y las vacilaciones dejan al lector sin saber bien qué quieres decir.',
      medium: 'Algunas afirmaciones son firmes y otras quedan abiertas: una postura meditada y flexible.',
      high: 'El texto es rotundo: afirma las cosas sin rodeos, a veces en términos absolutos.',
    },
    intensityRestraint: {
      low: 'El texto es sereno y medido: los sentimientos se contienen o se dicen en voz baja.',
      medium: 'Hay energía, pero bajo control.',
      high: 'El texto va cargado: palabras fuertes, énfasis e intensificadores suben la temperatura.',
    },
    conflictCoherence: {
      low: 'El texto tira en direcciones distintas: compiten objeciones, reproches o sentimientos encontrados.',
      medium: 'Casi todo encaja, con alguna nota discordante.',
      high: 'El texto va a una: sus partes coinciden y llevan a un sentimiento claro.',
    },
  },
  invitations: [
    '¿Hacia qué dimensión te gustaría mover este texto? Prueba con un control y vuelve a preguntar: te enseñaré qué palabras lo sujetan donde está.',
    'Si pudieras cambiar una sola cosa de cómo llega este texto, ¿cuál sería? Mueve ese control y vuelve a preguntar.',
  ],
  anotherAngle: (figure) => `Otro ángulo: ${figure}.`,
  comesFrom: (quote) => `Sobre todo viene de ${quote}.`,
  leaningInstead: (more, quote) => `Con ${more}, en cambio, podría quedar: ${quote}`,
  compared: (moves) => `Frente a la alternativa generada por IA, la lectura cambia así: ${moves}.`,
  oneSentence: (sentence, rewritten) =>
    `Si miramos una sola frase: ${sentence} podría convertirse en ${rewritten}`,
  nothingNew: (quote, replies) =>
    `No tengo nada nuevo que añadir sobre ${quote} aparte de ${replies === 1 ? 'mi última respuesta' : `mis últimas ${replies} respuestas`}. ` +
    'Si mueves un control o me preguntas por una frase concreta de tu texto, tendré algo nuevo que mirar.',
};
