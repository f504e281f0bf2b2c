/**
 * The reanalysis with adjusted values in Spanish, French and German (issue 18): which values
 * moved and how far, whether tension would be detected, what the biggest move does to how the
 * text reads, a version of the text reworded that way (the user's language of writing, quoted as
 * the engine wrote it) and one question. Leaner than the English one (../framed.ts): the
 * engine's English summary and per-phrase advice are left out rather than half translated.
 */
import { tensionDetected } from '@engine/dimensions';
import { suggestionFor } from '@engine/voice';
import type { AxisKey } from '@engine/lexicons';
import type { EmotionalValues } from '@contract/common';
import { shifts, type Shift } from '../framed';
import type { Direction, Reading } from '../reading';
import { rewordToward } from '../reword';
import type { OtherLanguage, Phrases } from './types';

type Effects = Readonly<Record<`${AxisKey}:${Direction}`, string>>;

interface ReanalysisPhrases {
  unchanged: string;
  intro(list: string): string;
  tension: Readonly<Record<'still' | 'now' | 'eases' | 'none', string>>;
  /** The biggest move: dimension name, from, to, whether up, and what it does. */
  biggest(name: string, from: string, to: string, up: boolean, effect: string): string;
  effects: Effects;
  reworded(quote: string): string;
  question: string;
}

const NNBSP = '\u202f';

const TABLES: Readonly<Record<OtherLanguage, ReanalysisPhrases>> = {
  es: {
    unchanged:
      'Los valores ajustados coinciden con el análisis original. Mueve un control para explorar cómo se sentiría otra lectura de este texto.',
    intro: (list) => `Releyendo tu texto con los valores ajustados: ${list}.`,
    tension: {
      still: 'Seguiría habiendo tensión.',
      now: 'Ahora aparecería tensión.',
      eases: 'La tensión que ToneLens encontró en el original se suavizaría.',
      none: 'No habría tensión.',
    },
    biggest: (name, from, to, up, effect) =>
      `El cambio más grande está en ${name}: ${up ? 'subiste' : 'bajaste'} el valor de ${from} a ${to}, así que ${effect}.`,
    effects: {
      'warmthDetachment:high': 'el texto sonaría más cálido y cercano',
      'warmthDetachment:low': 'el texto sonaría más frío y distante',
      'certaintyAmbiguity:high': 'el texto sonaría más seguro y asentado',
      'certaintyAmbiguity:low': 'el texto dejaría más espacio a la duda',
      'intensityRestraint:high': 'el texto llevaría más fuego y urgencia',
      'intensityRestraint:low': 'el texto sonaría más sereno y medido',
      'conflictCoherence:high': 'las partes del texto encajarían mejor entre sí',
      'conflictCoherence:low': 'el texto dejaría ver más su tensión interna',
    },
    reworded: (quote) => `Una versión de tu texto que ToneLens leería así: ${quote}`,
    question: '¿Esa lectura ajustada se parece a cómo esperabas que llegara este texto?',
  },
  fr: {
    unchanged: `Les valeurs ajustées correspondent à l’analyse d’origine. Déplacez un curseur pour explorer ce que donnerait une autre lecture de ce texte.`,
    intro: (list) => `Votre texte relu avec les valeurs ajustées${NNBSP}: ${list}.`,
    tension: {
      still: 'Une tension serait toujours détectée.',
      now: 'Une tension serait alors détectée.',
      eases: 'La tension que ToneLens a trouvée dans l’original s’apaiserait.',
      none: 'Aucune tension ne serait détectée.',
    },
    biggest: (name, from, to, up, effect) =>
      `Le plus grand changement porte sur ${name}${NNBSP}: vous avez ${up ? 'monté' : 'baissé'} la valeur de ${from} à ${to}, donc ${effect}.`,
    effects: {
      'warmthDetachment:high': 'le texte paraîtrait plus chaleureux et plus proche',
      'warmthDetachment:low': 'le texte paraîtrait plus froid et plus distant',
      'certaintyAmbiguity:high': 'le texte paraîtrait plus sûr et plus posé',
      'certaintyAmbiguity:low': 'le texte laisserait plus de place au doute',
      'intensityRestraint:high': 'le texte porterait plus de feu et d’urgence',
      'intensityRestraint:low': 'le texte paraîtrait plus calme et plus mesuré',
      'conflictCoherence:high': 'les parties du texte tiendraient mieux ensemble',
      'conflictCoherence:low': 'le texte laisserait voir davantage sa tension intérieure',
    },
    reworded: (quote) => `Une version de votre texte que ToneLens lirait ainsi${NNBSP}: ${quote}`,
    question: `Cette lecture ajustée correspond-elle à la façon dont vous espériez que ce texte soit reçu${NNBSP}?`,
  },
  de: {
    unchanged:
      'Die angepassten Werte entsprechen der ursprünglichen Analyse. Bewege einen Regler, um zu erkunden, wie sich eine andere Lesart dieses Textes anfühlen würde.',
    intro: (list) => `Dein Text, neu gelesen mit den angepassten Werten: ${list}.`,
    tension: {
      still: 'Es würde weiterhin Spannung erkannt.',
      now: 'Es würde dann Spannung erkannt.',
      eases: 'Die Spannung, die ToneLens im Original gefunden hat, würde nachlassen.',
      none: 'Es würde keine Spannung erkannt.',
    },
    biggest: (name, from, to, up, effect) =>
      `Die größte Änderung betrifft ${name}: Du hast den Wert von ${from} auf ${to} ${up ? 'erhöht' : 'gesenkt'}, also ${effect}.`,
    effects: {
      'warmthDetachment:high': 'würde der Text wärmer und verbundener klingen',
      'warmthDetachment:low': 'würde der Text kühler und distanzierter klingen',
      'certaintyAmbiguity:high': 'würde der Text sicherer und gefestigter klingen',
      'certaintyAmbiguity:low': 'ließe der Text mehr Raum für Zweifel',
      'intensityRestraint:high': 'hätte der Text mehr Hitze und Dringlichkeit',
      'intensityRestraint:low': 'würde der Text ruhiger und bedachter klingen',
      'conflictCoherence:high': 'würden die Teile des Textes besser zusammenpassen',
      'conflictCoherence:low': 'würde der Text mehr von seiner inneren Spannung zeigen',
    },
    reworded: (quote) => `Eine Fassung deines Textes, die ToneLens so lesen würde: ${quote}`,
    question: 'Passt diese angepasste Lesart dazu, wie dein Text ankommen sollte?',
  },
};

/** What a move toward an end does to how the text reads, as the clause after 'so' (the chat uses it too). */
export const moveEffect = (language: OtherLanguage, key: AxisKey, direction: Direction): string =>
  TABLES[language].effects[`${key}:${direction}`];

const number = (value: number): string => value.toFixed(2).replace('.', ',');

function change(p: Phrases, shift: Shift): string {
  return (
    `${p.axes[shift.key].name} ${number(shift.from.value)} → ${number(shift.to.value)} ` +
    `(${p.levels[shift.from.level]} → ${p.levels[shift.to.level]})`
  );
}

export function reanalysisIn(p: Phrases, original: Reading, adjusted: EmotionalValues): string {
  const r = TABLES[p.language];
  const changed = shifts(original.analysis, adjusted).filter((shift) => Math.abs(shift.delta) >= 0.01);
  if (changed.length === 0) return r.unchanged;
  const wasTense = original.analysis.tensionDetected;
  const isTense = tensionDetected(adjusted);
  const mode = suggestionFor(original.text, adjusted).mode;
  const tension = isTense
    ? `${r.tension[wasTense ? 'still' : 'now']}${mode !== 'none' ? ` ${p.tension[mode].replace(/^[^:]*:\s*/u, '')}` : ''}`
    : wasTense
      ? r.tension.eases
      : r.tension.none;
  const biggest = changed[0]!;
  const reworded = rewordToward(original.text, biggest.key, biggest.direction);
  const effect = r.effects[`${biggest.key}:${biggest.direction}`];
  const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
  return [
    // French sets a narrow no-break space before a semicolon too.
    r.intro(changed.map((shift) => change(p, shift)).join(p.language === 'fr' ? `${NNBSP}; ` : '; ')),
    tension,
    r.biggest(
      p.axes[biggest.key].name,
      number(biggest.from.value),
      number(biggest.to.value),
      biggest.direction === 'high',
      effect,
    ),
    reworded ? r.reworded(p.quote(reworded)) : '',
    r.question,
  ]
    .filter(Boolean)
    .map(capital)
    .join(' ');
}
