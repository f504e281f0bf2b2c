/**
 * The parts of wink-nlp 2.4's internals and of its English model the engine builds on
 * (wink-reader.ts, wink-raw.ts), typed from their sources: wink-nlp ships no typings for them.
 */

/** A reader's lexeme cache (src/cache.js). */
export interface WinkCache {
  add(text: string, category: number): number;
  lookup(text: string): number[] | null;
  intrinsicSize(): number;
  currentSize(): number;
  value(index: number): string;
  normal(index: number): number;
  nox(slot: number): number;
  property(index: number, name: string): unknown;
}

/** The model's core (wink-eng-lite-web-model's `core()`) that the cache and the tokenizer are built from. */
export interface WinkCore {
  /** The tokenizer's regexes: `ltc` the category detectors, [regex source, flags, category] in the order it tries them. */
  trex: { ltc: Array<[string, string, number]>; rtc: unknown; helpers: Record<string, [string, string]> };
  /** `hash`: token category name → number. */
  tcat: { hash: Record<string, number> };
  preserve: unknown;
}

/** A model's automata with what turns their matches into the document's data (load-*-model.js). */
export interface WinkStep {
  machines: unknown[];
  transformers: unknown[];
  setter: (found: unknown, rdd: unknown, ...rest: unknown[]) => void;
}

/** The part of the model (wink-eng-lite-web-model) read here. */
export interface WinkModel {
  core(): WinkCore;
  sbd(): WinkStep;
  negation(): WinkStep;
  /** The custom-entity machines (a JSON string) and their transformers. */
  metaCER(): unknown;
  addons: unknown;
}
