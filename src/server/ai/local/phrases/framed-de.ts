/** The built-in AI's framed chat reply in German (du). See types.ts. */
import type { FramedPhrases } from './types';

export const framedDe: FramedPhrases = {
  sliders: {
    warmthDetachment: 'die Wärme',
    certaintyAmbiguity: 'die Gewissheit',
    intensityRestraint: 'die Intensität',
    conflictCoherence: 'die Stimmigkeit',
  },
  // After 'mit', so in the dative.
  more: {
    'warmthDetachment:high': 'mehr Wärme',
    'warmthDetachment:low': 'mehr Distanz',
    'certaintyAmbiguity:high': 'mehr Gewissheit',
    'certaintyAmbiguity:low': 'mehr Raum für Zweifel',
    'intensityRestraint:high': 'mehr Intensität',
    'intensityRestraint:low': 'mehr Zurückhaltung',
    'conflictCoherence:high': 'mehr Stimmigkeit',
    'conflictCoherence:low': 'mehr innerer Spannung',
  },
  sounds: {
    'warmthDetachment:high': 'warm',
    'warmthDetachment:low': 'distanziert',
    'certaintyAmbiguity:high': 'sicher',
    'certaintyAmbiguity:low': 'unsicher',
    'intensityRestraint:high': 'intensiv',
    'intensityRestraint:low': 'zurückhaltend',
    'conflictCoherence:high': 'stimmig',
    'conflictCoherence:low': 'zerrissen',
  },
  moved: (slider, up, from, to, effect) =>
    `Du hast ${slider} von ${from} auf ${to} ${up ? 'erhöht' : 'gesenkt'}, also ${effect}.`,
  holds: (quote, value, terms) =>
    `In deinem Text hält ${quote} den Wert bei ${value}${terms ? `, vor allem durch ${terms}` : ''}.`,
  leansAlready: (quote) => `Mit ${quote} geht dein Text schon in diese Richtung.`,
  oneWay: (quote) => `So könntest du es sagen, damit es in diese Richtung geht: ${quote}`,
  hints: {
    'warmthDetachment:high':
      'Zu sagen, was du schätzt oder was du dir zwischen euch wünschst, würde den Text dorthin bringen.',
    'warmthDetachment:low':
      'Bei den Fakten zu bleiben und Gefühlswörter wegzulassen, würde den Text dorthin bringen.',
    'certaintyAmbiguity:high':
      'Klar zu sagen, was du weißt, ohne „vielleicht“ oder „ich glaube“, würde den Text dorthin bringen.',
    'certaintyAmbiguity:low':
      'Raum für Zweifel zu lassen („ich frage mich, ob …“, „vielleicht“), würde den Text dorthin bringen.',
    'intensityRestraint:high': 'Stärkere, lebendigere Worte für das Gefühl würden den Text dorthin bringen.',
    'intensityRestraint:low':
      'Weniger Verstärkerwörter, Großbuchstaben und Ausrufezeichen würden den Text dorthin bringen.',
    'conflictCoherence:high':
      'Zu sagen, wie die Teile zusammenhängen („weil“, „deshalb“), statt sie mit „aber“ gegeneinanderzustellen, würde den Text dorthin bringen.',
    'conflictCoherence:low':
      'Die widerstreitenden Gefühle ungelöst nebeneinander stehen zu lassen, würde den Text dorthin bringen.',
  },
  reworded: (quote) => `So umformuliert, könnte es lauten: ${quote}`,
  alternative: (value, closer) =>
    `Die von der KI erzeugte Alternative liegt in dieser Dimension bei ${value} und damit ${closer ? 'näher an' : 'nicht näher an'} deinem eingestellten Wert.`,
  unmoved: 'Deine Regler stehen noch auf der ursprünglichen Lesart.',
  asked: (count) => `Du hast ${count} Fragen gestellt.`,
  on: (quote, answer) => `Zu ${quote}: ${answer}`,
  figure: (f) => `${f.name} liegt bei ${f.value} (${f.level}, Richtung ${f.end})`,
  hereIsOneWay: (more, quote) => `So könntest du es mit ${more} sagen: ${quote}`,
  noWording: (more, hint) => `Ich habe keine Formulierung gefunden, die ToneLens mit ${more} liest. ${hint}`,
  noLean: (figures) => `Keine Dimension schlägt in deinem Text deutlich aus: ${figures}.`,
  source: (quote, terms) => ` Das kommt vor allem von ${quote}${terms ? `, besonders durch ${terms}` : ''}.`,
  why: (sounds, figure, source) => `Dein Text klingt ${sounds}, denn ${figure}.${source}`,
  otherWay: (figure, quote) =>
    `ToneLens liest deinen Text eigentlich andersherum: ${figure}.${quote ? ` Am ehesten könnte noch ${quote} so klingen.` : ''}`,
  deepDive: {
    warmthDetachment: {
      low: 'Der Text hält Abstand: Zuneigung oder Fürsorge kommen kaum durch, und er kann kühl oder verschlossen wirken.',
      medium: 'Wärme und Distanz halten sich die Waage: freundlich, ohne vertraulich zu werden.',
      high: 'Der Text geht auf andere zu: Fürsorge, Dankbarkeit und Nähe sind deutlich spürbar.',
    },
    certaintyAmbiguity: {
      low: 'Der Text tastet sich vor: „vielleicht“, Fragen und Zweifel lassen offen, was eigentlich gemeint ist.',
      medium: 'Manche Aussagen sind fest, andere bleiben offen: eine überlegte, bewegliche Haltung.',
      high: 'Der Text ist entschieden: Aussagen stehen klar im Raum, manchmal absolut.',
    },
    intensityRestraint: {
      low: 'Der Text ist ruhig und bedacht: Gefühle werden zurückgehalten oder leise ausgesprochen.',
      medium: 'Energie ist da, aber unter Kontrolle.',
      high: 'Der Text ist aufgeladen: Starke Worte, Betonungen und Verstärker treiben die Temperatur hoch.',
    },
    conflictCoherence: {
      low: 'Der Text zieht in verschiedene Richtungen: Einwände, Vorwürfe oder gemischte Gefühle konkurrieren miteinander.',
      medium: 'Überwiegend stimmig, mit ein paar widerstreitenden Tönen.',
      high: 'Der Text ist aus einem Guss: Seine Teile stimmen überein und führen zu einem klaren Gefühl.',
    },
  },
  invitations: [
    'In welche Richtung soll sich dieser Text bewegen? Probier einen Regler aus und frag noch einmal, dann zeige ich dir, welche Wörter ihn dort halten, wo er ist.',
    'Wenn du eine Sache daran ändern könntest, wie dieser Text ankommt, welche wäre es? Beweg diesen Regler und frag noch einmal.',
  ],
  anotherAngle: (figure) => `Ein anderer Blickwinkel: ${figure}.`,
  comesFrom: (quote) => `Das kommt vor allem von ${quote}.`,
  leaningInstead: (more, quote) => `Mit ${more} könnte es dagegen so lauten: ${quote}`,
  compared: (moves) =>
    `Im Vergleich zur von der KI erzeugten Alternative verschiebt sich die Lesart so: ${moves}.`,
  oneSentence: (sentence, rewritten) =>
    `Ein einzelner Satz für sich genommen: Aus ${sentence} könnte ${rewritten} werden.`,
  nothingNew: (quote, replies) =>
    `Zu ${quote} habe ich über ${replies === 1 ? 'meine letzte Antwort' : `meine letzten ${replies} Antworten`} hinaus nichts Neues zu sagen. ` +
    'Wenn du einen Regler bewegst oder nach einer bestimmten Stelle deines Textes fragst, habe ich etwas Neues, das ich mir ansehen kann.',
};
