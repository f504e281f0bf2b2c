/** The built-in AI's German (du, as the interface). See types.ts. */
import type { Phrases } from './types';

/** German puts a no-break space before % and units. */
const NBSP = '\u00a0';

export const de: Phrases = {
  language: 'de',
  quote: (text) => `„${text}“`,
  noQuote: 'das',
  axes: {
    warmthDetachment: {
      name: 'Wärme oder Distanz',
      ends: { high: 'Warm/Verbunden', low: 'Kalt/Distanziert' },
      nouns: { high: 'Wärme', low: 'Distanz' },
    },
    certaintyAmbiguity: {
      name: 'Gewissheit oder Mehrdeutigkeit',
      ends: { high: 'Sicher/Klar', low: 'Unsicher/Vage' },
      nouns: { high: 'Gewissheit', low: 'Unsicherheit' },
    },
    intensityRestraint: {
      name: 'Intensität oder Zurückhaltung',
      ends: { high: 'Intensiv/Ausdrucksstark', low: 'Zurückhaltend/Gedämpft' },
      nouns: { high: 'Intensität', low: 'Zurückhaltung' },
    },
    conflictCoherence: {
      name: 'Konflikt oder Stimmigkeit',
      ends: { high: 'Stimmig/Geschlossen', low: 'Zerrissen/Gemischt' },
      nouns: { high: 'Stimmigkeit', low: 'innerer Zwiespalt' },
    },
  },
  levels: {
    'Very Low': 'sehr niedrig',
    Low: 'niedrig',
    Moderate: 'mittel',
    High: 'hoch',
    'Very High': 'sehr hoch',
  },
  bands: {
    Ignition: { name: 'Zündung', keywords: 'Dringlichkeit, Funke' },
    Vitality: { name: 'Vitalität', keywords: 'Optimismus, Wachstum' },
    Harmony: { name: 'Harmonie', keywords: 'Gleichgewicht, Neugier' },
    Serenity: { name: 'Gelassenheit', keywords: 'Ruhe, Vertrauen' },
    Immersion: { name: 'Versenkung', keywords: 'Tiefe, Intensität' },
    Zenith: { name: 'Zenit', keywords: 'Grenze, Transzendenz' },
  },
  tones: {
    deep: (percent) => `zu ${percent}${NBSP}% aus tiefen Tönen`,
    suspended: (percent) => `zu ${percent}${NBSP}% aus schwebenden Tönen`,
    bright: (percent) => `zu ${percent}${NBSP}% aus hellen Tönen`,
  },
  sentiments: { positive: 'positiv', concerned: 'besorgt', reflective: 'nachdenklich', neutral: 'neutral' },

  opening: (words, sentiment) =>
    `Insgesamt wirkt dein Text mit ${words} ${words === 1 ? 'Wort' : 'Wörtern'} ${sentiment}.`,
  naming: (noun, f) =>
    `Am deutlichsten klingt ${noun} an: ${f.name} liegt bei ${f.value} (${f.level}, Richtung ${f.end}).`,
  evenNaming: (figures) =>
    `Keine Dimension schlägt deutlich aus; alle vier liegen nahe der Mitte (${figures}).`,
  carried: (quote) => `Am stärksten spürt man es in ${quote}.`,
  bandSentence: (s, tone) =>
    `Mit einem Spectral-Binary-Wert von ${s.value} liegt er im Band ${s.band} (${s.keywords}; ${s.hz}${NBSP}Hz) und besteht ${tone}.`,

  insightAxis: (f) => `${f.name}: ${f.value} (${f.level}, Richtung ${f.end}).`,
  insightWords: (terms) => `Die Wörter mit dem meisten Gewicht: ${terms}.`,
  cues: { '!': 'die Ausrufezeichen', '?': 'die Fragezeichen' },
  insightSpectral: (s) =>
    `Spectral Binary: Mittelwert ${s.value}, Band ${s.band} (${s.keywords}), ${s.hz}${NBSP}Hz; ` +
    `${s.deep}${NBSP}% tief, ${s.suspended}${NBSP}% schwebend, ${s.bright}${NBSP}% hell.`,
  tension: {
    solo: 'Spannung erkannt: Solo Echo hilft dir, zu sortieren, was dich überwältigt, bevor du handelst.',
    message: 'Spannung erkannt: Message Echo hilft dir abzuschätzen, wie diese Nachricht ankommen könnte.',
    thread:
      'Spannung erkannt: Thread Return hilft dir, die Schleife zu finden, in die dieses Gespräch immer wieder gerät.',
    guided: 'Spannung erkannt: Eine geführte Reflexion kann dir helfen, in Worte zu fassen, was du fühlst.',
  },
  noTension: 'Keine Spannung erkannt: Alle vier Dimensionen liegen in ihrem ruhigen Bereich.',

  readingIntro: 'ToneLens-Lesart.',
  spectrally: (band, keywords) => `Im Spektrum liegt dein Text im Band ${band} (${keywords}).`,
  invitations: {
    solo: 'Solo Echo ist ein ruhiger Ort, um zu entwirren, was dich überwältigt, bevor du etwas tust.',
    message: 'Message Echo kann dir helfen einzuschätzen, wie das ankommt, bevor du es abschickst.',
    thread: 'Thread Return kann dir helfen, die Schleife zu finden, zu der das immer wieder zurückkehrt.',
  },
  guidedInvitation:
    'Hier passt eine geführte Reflexion: Nimm dir einen Moment und sag, was dieser Text vor allem ausdrücken soll.',

  reflections: {
    'warmthDetachment:high': [
      'Wenn du {q} schreibst, ist die Zuneigung deutlich zu spüren: Du gehst auf jemanden zu.',
      'In {q} steckt echte Wärme; da ist jemand, oder etwas, dem du dich nah fühlst.',
    ],
    'warmthDetachment:low': [
      'Wenn du {q} schreibst, klingt es, als würdest du Abstand halten, vielleicht weil Nähe dich zuletzt viel gekostet hat.',
      '{q} hält andere auf Armlänge; das passiert oft, wenn wir uns übersehen oder erschöpft fühlen.',
    ],
    'certaintyAmbiguity:high': [
      '{q} klingt entschieden: Du weißt, wo du stehst.',
      'In {q} liegt Überzeugung; viel Raum für Zweifel lässt du nicht.',
    ],
    'certaintyAmbiguity:low': [
      '{q} klingt nach Suchen: Noch ist nicht klar, was stimmt oder was du willst.',
      'In {q} steckt eine Frage, und es ist in Ordnung, die Antwort noch nicht zu kennen.',
    ],
    'intensityRestraint:high': [
      '{q} ist stark aufgeladen: Das ist dir wichtig, und das Gefühl liegt dicht unter der Oberfläche.',
      'Die Energie in {q} ist hoch; etwas hat dich hier hart getroffen.',
    ],
    'intensityRestraint:low': [
      '{q} ist ruhig und bedacht; das Gefühl ist vielleicht eher zurückgehalten als abwesend.',
      'Du sagst {q} leise, und manchmal steckt in ruhigen Worten etwas Größeres.',
    ],
    'conflictCoherence:high': [
      '{q} wirkt aus einem Guss: Gedanken und Gefühle zeigen in dieselbe Richtung.',
      'In {q} liegt etwas Gefestigtes; was du fühlst, passt zusammen.',
    ],
    'conflictCoherence:low': [
      '{q} zieht in mehrere Richtungen zugleich: Ein Teil von dir will das eine, ein anderer etwas anderes.',
      'In {q} ringen verschiedene Gefühle miteinander, und dieses Hin und Her kann erschöpfen.',
    ],
    even: [
      '{q} liest sich ruhig und ausgeglichen: Die Gefühle sind da, ohne in eine Richtung zu drängen.',
      'In {q} liegt Gleichgewicht; nichts übertönt den Rest.',
    ],
  },
  questions: {
    'warmthDetachment:high': [
      'Wem fühlst du dich beim Schreiben am nächsten, und was soll diese Person wissen?',
      'Was würde es bedeuten, die Person hinter {s} genau das hören zu lassen?',
    ],
    'warmthDetachment:low': [
      'Was müsste geschehen, damit du dich den Menschen in {s} ein wenig näher fühlst?',
      'Wovor schützt dich die Distanz in {s}?',
    ],
    'certaintyAmbiguity:high': [
      'Woher kommt deine Gewissheit bei {s}, und gibt es einen Teil, den du noch prüfen möchtest?',
      'Wenn jemand das anders sähe, was würdest du an seiner Sicht verstehen wollen?',
    ],
    'certaintyAmbiguity:low': [
      'Wenn du raten müsstest: Was weißt du über {s} schon, das du noch nicht gesagt hast?',
      'Was würde dir helfen, ein kleines bisschen klarer zu sehen, was du hier willst?',
    ],
    'intensityRestraint:high': [
      'Worum bittet dich das Gefühl unter {s} gerade jetzt?',
      'Wenn die Hitze in {s} einen Moment lang ruhig sprechen könnte, was würde sie sagen, dass sie braucht?',
    ],
    'intensityRestraint:low': [
      'Wenn du das Gefühl in {s} etwas lauter werden ließest, was würde es sagen?',
      'Was hältst du in {s} zurück, und was würde passieren, wenn du es offen aussprichst?',
    ],
    'conflictCoherence:high': [
      'Was hat dir geholfen, zu einem so klaren Gefühl zu kommen?',
      'Wie möchtest du aus der Klarheit in {s} heraus handeln?',
    ],
    'conflictCoherence:low': [
      'Welcher der Impulse in {s} fühlt sich gerade am meisten nach dir an?',
      'Wenn beide Seiten von {s} wahr sein dürften, was würdest du als Nächstes tun?',
    ],
    even: [
      'Was soll jemand nach dem Lesen vor allem verstehen?',
      'Gibt es unter diesen Worten ein Gefühl, das noch nicht aufs Papier gefunden hat?',
    ],
  },
  soloQuestions: {
    'warmthDetachment:high': [
      'Wem oder was fühlst du dich beim Schreiben am nächsten?',
      'Wie wäre es, dir selbst dieselbe Fürsorge zu schenken, die du in {s} zeigst?',
    ],
    'warmthDetachment:low': [
      'Was müsste geschehen, damit du mit {s} ein wenig weniger allein bist?',
      'Wovor schützt dich die Distanz in {s}?',
    ],
  },
};
