/**
 * The shape of a language's phrase table for the built-in AI (issue 18). English keeps its own
 * templates (feedback.ts, reflections.ts, wording.ts) so its output stays byte-identical; each
 * other language writes its replies from one of these tables. The tables are whole sentences
 * with slots, not words to glue together, so each language can order and agree them as a native
 * speaker would. The quoted user text is always inserted as written.
 */
import type { Language } from '@contract/auth';
import type { BandName, ToneCategory } from '@engine/bands';
import type { DimensionBand } from '@engine/dimensions';
import type { LevelLabel } from '@engine/dimensions';
import type { AxisKey } from '@engine/lexicons';
import type { TextAnalysis } from '../../provider';
import type { Direction } from '../reading';
import type { Lean } from '../reflections';

export type OtherLanguage = Exclude<Language, 'en'>;
export type EchoModeName = 'solo' | 'message' | 'thread';

export interface AxisWords {
  /** The dimension's name as the interface shows it. */
  name: string;
  /** The end labels, as the interface shows them. */
  ends: Readonly<Record<Direction, string>>;
  /** What the end is called inside a sentence ('la calidez', 'la distance', 'Wärme'). */
  nouns: Readonly<Record<Direction, string>>;
}

/** The figure of one axis: its name, value (already formatted), level and end label. */
export interface Figure {
  name: string;
  value: string;
  level: string;
  end: string;
}

export interface SpectralFigures {
  value: string;
  band: string;
  keywords: string;
  hz: number;
  deep: number;
  suspended: number;
  bright: number;
}

export interface Phrases {
  language: OtherLanguage;
  /** Typographic quotes of the language around the user's own words. */
  quote(text: string): string;
  /** What stands for the quote when a text has no sentence to quote. */
  noQuote: string;
  axes: Readonly<Record<AxisKey, AxisWords>>;
  levels: Readonly<Record<LevelLabel, string>>;
  bands: Readonly<Record<BandName, { name: string; keywords: string }>>;
  /** A tone category with its percentage, e.g. '45 % de tonos graves'. */
  tones: Readonly<Record<ToneCategory, (percent: number) => string>>;
  sentiments: Readonly<Record<TextAnalysis['sentimentClassification'], string>>;

  /** The feedback's first sentence. */
  opening(words: number, sentiment: string): string;
  /** The strongest lean, named. */
  naming(noun: string, figure: Figure): string;
  /** No axis leans: all four figures ('Calidez frente a Distancia 0,52, …'). */
  evenNaming(figures: string): string;
  /** The phrase that carries the lean (already quoted). */
  carried(quote: string): string;
  bandSentence(figures: SpectralFigures, tone: string): string;

  insightAxis(figure: Figure): string;
  insightWords(terms: string): string;
  /** Punctuation cues the lexicons count ('the exclamation marks'). */
  cues: Readonly<Record<'!' | '?', string>>;
  insightSpectral(figures: SpectralFigures): string;
  tension: Readonly<Record<EchoModeName | 'guided', string>>;
  noTension: string;

  /** The enhanced reading's opening, before the naming sentence. */
  readingIntro: string;
  spectrally(band: string, keywords: string): string;
  invitations: Readonly<Record<EchoModeName, string>>;
  guidedInvitation: string;

  /** {q}: the quoted phrase; {s}: its short form. */
  reflections: Readonly<Record<Lean, readonly string[]>>;
  questions: Readonly<Record<Lean, readonly string[]>>;
  /** Questions for a text about no one else, where the general ones assume other people. */
  soloQuestions: Readonly<Partial<Record<Lean, readonly string[]>>>;
}

/** The EchoRoom reply's leans: the dominant axis' end, or 'default' (see ../echo.ts). */
export type EchoLeanName =
  | 'intensityRestraint:high'
  | 'conflictCoherence:low'
  | 'certaintyAmbiguity:low'
  | 'warmthDetachment:low'
  | 'warmthDetachment:high'
  | 'default';

/** How a reflection (or the text it is about) leans, as the end of a sentence. */
export interface LeanFigures {
  /** The end it leans toward, as a noun; null when no axis leans. */
  noun: string | null;
  figure: Figure | null;
  band: string;
  keywords: string;
}

export interface EchoPhrases {
  intros: Readonly<Record<EchoModeName, string>>;
  /** 'Your reflection leans toward …, in the … band.' */
  yours(lean: LeanFigures): string;
  /** 'Their message, “…”, leans toward …' (message) or 'The text you analysed, “…”, …'. */
  original(mode: EchoModeName, quote: string, lean: LeanFigures): string;
  /** What each mode looks at; {s} is the quoted phrase. */
  focus: Readonly<Record<EchoModeName, Readonly<Record<EchoLeanName, string>>>>;
  /** One open question per mode and lean; {s} is the short quoted phrase. */
  questions: Readonly<Record<EchoModeName, Readonly<Record<EchoLeanName, readonly string[]>>>>;
}

/** One end of one dimension: 'warmthDetachment:high'. */
export type AxisEnd = `${AxisKey}:${Direction}`;

/**
 * The framed chat's reply (issue 18), sentence by sentence as ../framed.ts composes the English
 * one. Quotes arrive already quoted; numbers already formatted. Spanish and French answers after
 * 'On “…”:' start in lower case, German ones in capitals, as each language writes after a colon.
 */
export interface FramedPhrases {
  /** The dimension a slider moves, as the object of 'turned … up': 'la calidez', 'die Wärme'. */
  sliders: Readonly<Record<AxisKey, string>>;
  /** 'more warmth' after 'with': 'más calidez', 'plus de chaleur', 'mehr Wärme'. */
  more: Readonly<Record<AxisEnd, string>>;
  /** What a text sounds like at that end: 'distante', 'distant', 'distanziert'. */
  sounds: Readonly<Record<AxisEnd, string>>;
  /** 'You turned warmth up from 0.40 to 0.80, so …' (effect: the reanalysis' effect clause). */
  moved(slider: string, up: boolean, from: string, to: string, effect: string): string;
  /** 'In your text, “…” is what holds it at 0.32, through ‘a’ and ‘b’.' */
  holds(quote: string, value: string, terms: string | null): string;
  leansAlready(quote: string): string;
  oneWay(quote: string): string;
  /** What would carry the text toward that end, as a whole sentence. */
  hints: Readonly<Record<AxisEnd, string>>;
  reworded(quote: string): string;
  alternative(value: string, closer: boolean): string;
  unmoved: string;
  asked(count: number): string;
  on(quote: string, answer: string): string;
  /** 'Warmth vs Detachment reads 0.21 (Low, toward Cold/Detached)', without a full stop. */
  figure(f: Figure): string;
  hereIsOneWay(more: string, quote: string): string;
  noWording(more: string, hint: string): string;
  noLean(figures: string): string;
  /** ' Most of it comes from “…”, through …' with its leading space. */
  source(quote: string, terms: string | null): string;
  why(sounds: string, figure: string, source: string): string;
  otherWay(figure: string, quote: string | null): string;
  /** The deep-dive sentence of each dimension at each band (the engine's readings). */
  deepDive: Readonly<Record<AxisKey, Readonly<Record<DimensionBand, string>>>>;
  /** The closing invitations when nothing was moved or asked; one is chosen by seed. */
  invitations: readonly string[];
  anotherAngle(figure: string): string;
  comesFrom(quote: string): string;
  leaningInstead(more: string, quote: string): string;
  compared(moves: string): string;
  oneSentence(sentence: string, rewritten: string): string;
  nothingNew(quote: string, replies: number): string;
}
