/** The built-in AI's Spanish (tú, as the interface). See types.ts. */
import type { Phrases } from './types';

export const es: Phrases = {
  language: 'es',
  quote: (text) => `«${text}»`,
  noQuote: 'esto',
  axes: {
    warmthDetachment: {
      name: 'Calidez frente a Distancia',
      ends: { high: 'Cálido/Cercano', low: 'Frío/Distante' },
      nouns: { high: 'la calidez', low: 'la distancia' },
    },
    certaintyAmbiguity: {
      name: 'Certeza frente a Ambigüedad',
      ends: { high: 'Seguro/Claro', low: 'Inseguro/Vago' },
      nouns: { high: 'la certeza', low: 'la incertidumbre' },
    },
    intensityRestraint: {
      name: 'Intensidad frente a Contención',
      ends: { high: 'Intenso/Expresivo', low: 'Contenido/Apagado' },
      nouns: { high: 'la intensidad', low: 'la contención' },
    },
    conflictCoherence: {
      name: 'Conflicto frente a Coherencia',
      ends: { high: 'Coherente/Unido', low: 'En conflicto/Mezclado' },
      nouns: { high: 'la coherencia', low: 'el conflicto interior' },
    },
  },
  levels: {
    'Very Low': 'muy bajo',
    Low: 'bajo',
    Moderate: 'moderado',
    High: 'alto',
    'Very High': 'muy alto',
  },
  bands: {
    Ignition: { name: 'Ignición', keywords: 'urgencia, chispa' },
    Vitality: { name: 'Vitalidad', keywords: 'optimismo, crecimiento' },
    Harmony: { name: 'Armonía', keywords: 'equilibrio, curiosidad' },
    Serenity: { name: 'Serenidad', keywords: 'calma, confianza' },
    Immersion: { name: 'Inmersión', keywords: 'profundidad, intensidad' },
    Zenith: { name: 'Cénit', keywords: 'filo, trascendencia' },
  },
  tones: {
    deep: (percent) => `un ${percent} % de tonos graves`,
    suspended: (percent) => `un ${percent} % de tonos suspendidos`,
    bright: (percent) => `un ${percent} % de tonos brillantes`,
  },
  sentiments: { positive: 'positivo', concerned: 'preocupado', reflective: 'reflexivo', neutral: 'neutro' },

  opening: (words, sentiment) =>
    `En conjunto, tu texto de ${words} ${words === 1 ? 'palabra' : 'palabras'} suena ${sentiment}.`,
  naming: (noun, f) =>
    `Lo que más se oye es ${noun}: ${f.name} marca ${f.value} (nivel ${f.level}, hacia ${f.end}).`,
  evenNaming: (figures) =>
    `Ninguna dimensión se inclina con fuerza; las cuatro quedan cerca del centro (${figures}).`,
  carried: (quote) => `Donde más se nota es en ${quote}.`,
  bandSentence: (s, tone) =>
    `Con un valor Spectral Binary de ${s.value}, cae en la banda ${s.band} (${s.keywords}; ${s.hz} Hz), con ${tone}.`,

  insightAxis: (f) => `${f.name}: ${f.value} (nivel ${f.level}, hacia ${f.end}).`,
  insightWords: (terms) => `Las palabras que más pesan: ${terms}.`,
  cues: { '!': 'los signos de exclamación', '?': 'los signos de interrogación' },
  insightSpectral: (s) =>
    `Spectral Binary: media de ${s.value}, banda ${s.band} (${s.keywords}), ${s.hz} Hz; ` +
    `${s.deep} % de tonos graves, ${s.suspended} % suspendidos y ${s.bright} % brillantes.`,
  tension: {
    solo: 'Hay tensión: Solo Echo puede ayudarte a ordenar lo que te desborda antes de actuar.',
    message: 'Hay tensión: Message Echo puede ayudarte a ver cómo podría recibirse este mensaje.',
    thread: 'Hay tensión: Thread Return puede ayudarte a ver el bucle al que vuelve esta conversación.',
    guided: 'Hay tensión: una reflexión guiada puede ayudarte a poner nombre a lo que sientes.',
  },
  noTension: 'No hay tensión: las cuatro dimensiones están dentro de su zona de calma.',

  readingIntro: 'Lectura de ToneLens.',
  spectrally: (band, keywords) => `En el espectro, tu texto se sitúa en la banda ${band} (${keywords}).`,
  invitations: {
    solo: 'Solo Echo es un lugar tranquilo para desenredar lo que te desborda antes de hacer nada.',
    message: 'Message Echo puede ayudarte a prever cómo llegará esto antes de enviarlo.',
    thread: 'Thread Return puede ayudarte a encontrar el bucle al que esto vuelve una y otra vez.',
  },
  guidedInvitation:
    'Aquí encaja una reflexión guiada: tómate un momento para decir qué es lo que más quieres que transmita este texto.',

  reflections: {
    'warmthDetachment:high': [
      'Cuando escribes {q}, el cariño se nota sin rodeos: estás tendiendo la mano a alguien.',
      'En {q} hay calidez de verdad; hay alguien, o algo, a quien te sientes cerca.',
    ],
    'warmthDetachment:low': [
      'Cuando escribes {q}, parece que guardas las distancias, quizá porque acercarte te ha costado caro últimamente.',
      '{q} mantiene a los demás a cierta distancia; suele pasar cuando nos sentimos invisibles o agotados.',
    ],
    'certaintyAmbiguity:high': [
      '{q} suena firme: sabes dónde estás en esto.',
      'Hay convicción en {q}; no dejas mucho espacio a la duda.',
    ],
    'certaintyAmbiguity:low': [
      '{q} suena a búsqueda: todavía no tienes claro qué es verdad o qué quieres.',
      'Dentro de {q} late una pregunta, y no pasa nada por no tener aún la respuesta.',
    ],
    'intensityRestraint:high': [
      '{q} va muy cargado: esto te importa, y la emoción está a flor de piel.',
      'La energía de {q} está muy alta; algo aquí te ha golpeado fuerte.',
    ],
    'intensityRestraint:low': [
      '{q} es sereno y medido; puede que la emoción esté contenida más que ausente.',
      'Dices {q} en voz baja, y a veces las palabras tranquilas guardan algo más grande.',
    ],
    'conflictCoherence:high': [
      '{q} se siente entero: lo que piensas y lo que sientes van en la misma dirección.',
      'Hay algo asentado en {q}; las partes de lo que sientes están de acuerdo entre sí.',
    ],
    'conflictCoherence:low': [
      '{q} tira en varias direcciones a la vez: una parte de ti quiere una cosa y otra parte, otra.',
      'En {q} compiten emociones distintas, y ese tira y afloja puede dejarte sin fuerzas.',
    ],
    even: [
      '{q} se lee sereno y estable: las emociones están ahí sin empujar hacia ningún lado.',
      'Hay equilibrio en {q}; nada se impone al resto.',
    ],
  },
  questions: {
    'warmthDetachment:high': [
      '¿A quién sientes más cerca mientras escribes esto, y qué te gustaría que supiera?',
      '¿Qué supondría dejar que la persona detrás de {s} oyera exactamente esto?',
    ],
    'warmthDetachment:low': [
      '¿Qué tendría que pasar para que te sintieras un poco más cerca de las personas de {s}?',
      '¿De qué te protege la distancia que hay en {s}?',
    ],
    'certaintyAmbiguity:high': [
      '¿De dónde viene tanta seguridad en {s}, y hay algo que todavía querrías comprobar?',
      'Si alguien lo viera de otra manera, ¿qué te gustaría entender de su punto de vista?',
    ],
    'certaintyAmbiguity:low': [
      'Si tuvieras que adivinar, ¿qué sabes ya sobre {s} que aún no has dicho?',
      '¿Qué te ayudaría a ver aunque sea un poco más claro lo que quieres aquí?',
    ],
    'intensityRestraint:high': [
      '¿Qué te está pidiendo ahora mismo la emoción que hay debajo de {s}?',
      'Si el fuego de {s} pudiera hablar con calma un momento, ¿qué diría que necesita?',
    ],
    'intensityRestraint:low': [
      'Si dejaras que la emoción de {s} sonara un poco más fuerte, ¿qué diría?',
      '¿Qué te estás guardando en {s}, y qué pasaría si lo dijeras claramente?',
    ],
    'conflictCoherence:high': [
      '¿Qué te ayudó a llegar a un sentimiento tan claro?',
      '¿Cómo te gustaría actuar a partir de la claridad de {s}?',
    ],
    'conflictCoherence:low': [
      '¿Cuál de los impulsos de {s} se parece más a ti ahora mismo?',
      'Si los dos lados de {s} pudieran ser verdad a la vez, ¿qué harías después?',
    ],
    even: [
      '¿Qué es lo que más te gustaría que alguien entendiera después de leer esto?',
      '¿Hay alguna emoción debajo de estas palabras que todavía no ha llegado al papel?',
    ],
  },
  soloQuestions: {
    'warmthDetachment:high': [
      '¿A quién o a qué te sientes más cerca mientras escribes esto?',
      '¿Qué supondría tratarte a ti con el mismo cariño que muestras en {s}?',
    ],
    'warmthDetachment:low': [
      '¿Qué tendría que pasar para que no cargaras con {s} en soledad?',
      '¿De qué te protege la distancia que hay en {s}?',
    ],
  },
};
