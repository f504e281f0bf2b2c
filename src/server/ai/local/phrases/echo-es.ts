/** The built-in AI's EchoRoom replies in Spanish (tú). See types.ts. */
import type { EchoPhrases, LeanFigures } from './types';

const lean = ({ noun, figure, band, keywords }: LeanFigures): string =>
  noun && figure
    ? `se inclina hacia ${noun} (${figure.name} ${figure.value}, nivel ${figure.level}) y cae en la banda ${band} (${keywords})`
    : `queda cerca del centro en las cuatro dimensiones, en la banda ${band} (${keywords})`;

export const echoEs: EchoPhrases = {
  intros: {
    solo: 'Solo Echo, para lo que te desborda por dentro:',
    message: 'Message Echo, para descifrar la reacción de otra persona:',
    thread: 'Thread Return, para los bucles entre tú y otra persona:',
  },
  yours: (figures) => `tu reflexión ${lean(figures)}.`,
  original: (mode, quote, figures) =>
    `${mode === 'message' ? 'El mensaje de la otra persona' : 'El texto que analizaste'}, ${quote}, ${lean(figures)}.`,
  focus: {
    solo: {
      'intensityRestraint:high': 'Por dentro, {s} suena a una emoción fuerte y difícil de sostener.',
      'conflictCoherence:low': 'Por dentro, {s} suena a dos impulsos a la vez.',
      'certaintyAmbiguity:low': 'Por dentro, {s} suena a una mente que todavía busca suelo firme.',
      'warmthDetachment:low': 'Por dentro, {s} suena a alguien que carga con esto sin compañía.',
      'warmthDetachment:high': 'Por dentro, {s} suena a un cariño que busca salir hacia los demás.',
      default: 'Por dentro, {s} suena a algo que todavía estás ordenando.',
    },
    message: {
      'intensityRestraint:high':
        'A quien lo lea, {s} puede llegarle acalorado, y quizá responda al enfado más que al fondo.',
      'conflictCoherence:low':
        'A quien lo lea, {s} puede llegarle confuso, sin saber bien a qué parte responder.',
      'certaintyAmbiguity:low':
        'A quien lo lea, {s} puede llegarle poco claro, y quizá rellene los huecos por su cuenta.',
      'warmthDetachment:low':
        'A quien lo lea, {s} puede llegarle frío o despectivo, aunque no sea lo que querías decir.',
      'warmthDetachment:high': 'A quien lo lea, {s} puede llegarle cálido, como una invitación a acercarse.',
      default:
        'A quien lo lea, {s} puede llegarle bastante neutro, así que las palabras exactas pesarán más.',
    },
    thread: {
      'intensityRestraint:high':
        'Como parte de un patrón, {s} suena a un momento que ya ha estallado antes y que suele ir a más cuando vuelve.',
      'conflictCoherence:low':
        'Como parte de un patrón, {s} vuelve una y otra vez a la misma tensión sin resolver.',
      'certaintyAmbiguity:low': 'Como parte de un patrón, {s} regresa siempre a la misma pregunta abierta.',
      'warmthDetachment:low':
        'Como parte de un patrón, {s} suena a algo que aleja un poco más a los dos cada vez que se repite.',
      'warmthDetachment:high':
        'Como parte de un patrón, {s} muestra el cariño al que la relación siempre regresa.',
      default: 'Como parte de un patrón, quizá valga la pena fijarse en {s} la próxima vez que aparezca.',
    },
  },
  questions: {
    solo: {
      'intensityRestraint:high': [
        'Si la emoción detrás de {s} tuviera un botón de volumen, ¿cómo sería bajarlo un punto?',
        '¿Qué es lo que más fuerte suena en {s}, y qué necesita de ti hoy?',
      ],
      'conflictCoherence:low': [
        '¿Qué parte de ti habla más alto en {s}, y qué quiere contarte la más callada?',
      ],
      'certaintyAmbiguity:low': [
        'Debajo de la incertidumbre de {s}, ¿qué es lo único que sí sabes?',
        '¿Cuál es el paso más pequeño que podrías dar sin tenerlo todo resuelto?',
      ],
      'warmthDetachment:low': ['¿A quién te gustaría, si a alguien, dejarle ver todo lo que cargas en {s}?'],
      'warmthDetachment:high': ['¿Cómo sería tratarte a ti con el mismo cariño que muestras en {s}?'],
      default: [
        '¿Qué es lo que más te desborda ahora mismo, y qué pedacito podrías soltar hoy?',
        'Si le pusieras nombre al peso de {s}, ¿cómo lo llamarías?',
      ],
    },
    message: {
      'intensityRestraint:high': [
        '¿Qué crees que le estaba pasando justo antes de reaccionar con tanta fuerza?',
        '¿Qué podría estar protegiendo, por su lado, la fuerza de {s}?',
      ],
      'conflictCoherence:low': [
        '¿Qué parte de su reacción te desconcierta más, y de qué dos maneras distintas podrías leerla?',
      ],
      'certaintyAmbiguity:low': [
        'Si pudieras hacerle una sola pregunta para aclarar qué quiso decir con {s}, ¿cuál sería?',
      ],
      'warmthDetachment:low': [
        'La frialdad que oyes en {s}, ¿podría ser distancia, o quizá cansancio o preocupación por su parte?',
      ],
      'warmthDetachment:high': [
        '¿Qué hay en {s} que te dice que le importas, y deja ver tu respuesta que te has dado cuenta?',
      ],
      default: [
        '¿Qué podía estar sintiendo al escribir {s}, y qué de sus palabras te hace leerlo así?',
        'Si leyeras {s} despacio, con su voz, ¿qué oirías que se te escapó la primera vez?',
      ],
    },
    thread: {
      'intensityRestraint:high': [
        'Cuando este bucle se calienta, ¿qué se suele decir justo antes?',
        '¿Qué pasaría si uno de los dos hiciera una pausa en {s} en lugar de contestar enseguida?',
      ],
      'conflictCoherence:low': [
        '¿A qué parte de esto regresan siempre los dos, y qué necesita cada uno de ella?',
      ],
      'certaintyAmbiguity:low': ['¿Qué pregunta sigue sin respuesta entre los dos en {s}?'],
      'warmthDetachment:low': [
        '¿Qué tendría que hacer distinto uno de los dos para que este bucle acabara en un lugar más cálido?',
      ],
      'warmthDetachment:high': [
        '¿Cómo podría el cariño de {s} convertirse en el lugar al que regresar, en vez de la discusión?',
      ],
      default: ['¿Cuándo se ha llegado antes a este punto, y qué suele pasar justo antes?'],
    },
  },
};
