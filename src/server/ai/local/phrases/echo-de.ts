/** The built-in AI's EchoRoom replies in German (du). See types.ts. */
import type { EchoPhrases, LeanFigures } from './types';

const lean = ({ noun, figure, band, keywords }: LeanFigures): string =>
  noun && figure
    ? `neigt in Richtung ${noun} (${figure.name} ${figure.value}, ${figure.level}) und liegt im Band ${band} (${keywords})`
    : `liegt bei allen vier Dimensionen nahe der Mitte, im Band ${band} (${keywords})`;

export const echoDe: EchoPhrases = {
  intros: {
    solo: 'Solo Echo, für das, was dich innerlich überwältigt:',
    message: 'Message Echo, um die Reaktion eines anderen Menschen zu entschlüsseln:',
    thread: 'Thread Return, für die Schleifen zwischen dir und jemand anderem:',
  },
  // A whole sentence after a colon starts with a capital in German.
  yours: (figures) => `Deine Reflexion ${lean(figures)}.`,
  original: (mode, quote, figures) =>
    `${mode === 'message' ? 'Die Nachricht der anderen Person' : 'Der Text, den du analysiert hast'}, ${quote}, ${lean(figures)}.`,
  focus: {
    solo: {
      'intensityRestraint:high':
        'Von innen klingt {s} nach einem Gefühl, das laut ist und sich schwer halten lässt.',
      'conflictCoherence:low': 'Von innen klingt {s} nach zwei Kräften in dir, die gleichzeitig ziehen.',
      'certaintyAmbiguity:low': 'Von innen klingt {s} nach einem Kopf, der noch festen Boden sucht.',
      'warmthDetachment:low': 'Von innen klingt {s} danach, dass du das ganz allein trägst.',
      'warmthDetachment:high': 'Von innen klingt {s} nach Fürsorge, die nach außen reicht.',
      default: 'Von innen klingt {s} nach etwas, das du gerade noch sortierst.',
    },
    message: {
      'intensityRestraint:high':
        'Bei der Person, die es liest, kann {s} hitzig ankommen, und sie antwortet vielleicht eher auf die Hitze als auf den Punkt.',
      'conflictCoherence:low':
        'Bei der Person, die es liest, kann {s} widersprüchlich ankommen, sodass sie nicht weiß, worauf sie antworten soll.',
      'certaintyAmbiguity:low':
        'Bei der Person, die es liest, kann {s} unklar ankommen, und sie füllt die Lücken vielleicht selbst.',
      'warmthDetachment:low':
        'Bei der Person, die es liest, kann {s} kühl oder abweisend ankommen, auch wenn du es nicht so meinst.',
      'warmthDetachment:high':
        'Bei der Person, die es liest, kann {s} warm ankommen, wie eine Einladung, näherzukommen.',
      default:
        'Bei der Person, die es liest, kommt {s} vermutlich recht neutral an, also tragen die genauen Worte viel.',
    },
    thread: {
      'intensityRestraint:high':
        'Als Teil eines Musters klingt {s} nach einem Moment, der schon einmal aufgeflammt ist und sich beim nächsten Mal hochschaukelt.',
      'conflictCoherence:low': 'Als Teil eines Musters kreist {s} um dieselbe ungelöste Spannung.',
      'certaintyAmbiguity:low':
        'Als Teil eines Musters kehrt {s} immer wieder zur selben offenen Frage zurück.',
      'warmthDetachment:low':
        'Als Teil eines Musters klingt {s} nach etwas, das euch bei jeder Wiederholung ein Stück weiter auseinanderbringt.',
      'warmthDetachment:high':
        'Als Teil eines Musters zeigt {s} die Zuneigung, zu der ihr immer wieder zurückfindet.',
      default: 'Als Teil eines Musters lohnt es sich, auf {s} zu achten, wenn es das nächste Mal auftaucht.',
    },
  },
  questions: {
    solo: {
      'intensityRestraint:high': [
        'Wenn das Gefühl hinter {s} einen Lautstärkeregler hätte, wie sähe es aus, ihn eine Stufe herunterzudrehen?',
        'Was ist das Lauteste an dem, was du in {s} fühlst, und was braucht es heute von dir?',
      ],
      'conflictCoherence:low': [
        'Welcher Teil von dir spricht in {s} am lautesten, und was möchte dir der leisere sagen?',
      ],
      'certaintyAmbiguity:low': [
        'Was ist unter der Unsicherheit in {s} das eine, das du sicher weißt?',
        'Was ist der kleinste nächste Schritt, den du gehen kannst, ohne schon alles geklärt zu haben?',
      ],
      'warmthDetachment:low': ['Wem würdest du, wenn überhaupt, zeigen wollen, wie viel du in {s} trägst?'],
      'warmthDetachment:high': [
        'Wie wäre es, dir selbst dieselbe Fürsorge zu schenken, die du in {s} zeigst?',
      ],
      default: [
        'Was überwältigt dich gerade am meisten, und welches kleine Stück davon könntest du heute ablegen?',
        'Wenn du dem Gewicht in {s} einen Namen gäbst, wie würdest du es nennen?',
      ],
    },
    message: {
      'intensityRestraint:high': [
        'Was, glaubst du, ging in der Person vor, kurz bevor sie so heftig reagiert hat?',
        'Was könnte die Wucht in {s} auf ihrer Seite schützen?',
      ],
      'conflictCoherence:low': [
        'Welcher Teil ihrer Reaktion verwirrt dich am meisten, und wie könntest du ihn auf zwei verschiedene Arten lesen?',
      ],
      'certaintyAmbiguity:low': [
        'Wenn du der Person eine einzige Frage stellen könntest, um zu klären, was {s} heißen sollte, welche wäre es?',
      ],
      'warmthDetachment:low': [
        'Könnte die Kühle, die du in {s} hörst, Distanz sein, oder vielleicht Müdigkeit oder Sorge auf ihrer Seite?',
      ],
      'warmthDetachment:high': [
        'Woran merkst du in {s}, dass du der Person wichtig bist, und zeigt deine Antwort, dass du es bemerkt hast?',
      ],
      default: [
        'Was könnte die Person gefühlt haben, als sie {s} schrieb, und was an ihren Worten lässt dich es so lesen?',
        'Wenn du {s} langsam mit der Stimme der anderen Person liest, was hörst du, das dir beim ersten Mal entgangen ist?',
      ],
    },
    thread: {
      'intensityRestraint:high': [
        'Wenn diese Schleife heiß läuft, was wird meist kurz davor gesagt?',
        'Was würde passieren, wenn einer von euch bei {s} innehielte, statt sofort zu antworten?',
      ],
      'conflictCoherence:low': [
        'Zu welchem Teil davon kehrt ihr beide immer wieder zurück, und was braucht jeder von euch daraus?',
      ],
      'certaintyAmbiguity:low': ['Welche Frage bleibt in {s} zwischen euch immer wieder unbeantwortet?'],
      'warmthDetachment:low': [
        'Was müsste einer von euch anders machen, damit diese Schleife an einem wärmeren Ort endet?',
      ],
      'warmthDetachment:high': [
        'Wie könnte die Zuneigung in {s} zu dem Ort werden, an den ihr zurückkehrt, statt zum Streit?',
      ],
      default: ['Wann wart ihr schon einmal an diesem Punkt, und was passiert meist kurz davor?'],
    },
  },
};
