/**
 * The four ToneLens axes (spec §3, §9): warmthDetachment, certaintyAmbiguity,
 * intensityRestraint and conflictCoherence, each 0..1.
 *
 * Our exact reading of the spec's rule ("axis score = positive hits / (positive + negative hits),
 * 0.5 if none; each intensifier raises positive weight by 0.3; each negator raises negative
 * weight by 0.4"), with the prior of ADR 0002:
 * 1. A hit is a token whose lemma (or a pair of consecutive lemmas) is in one of the axis'
 *    two lexicons. It adds its weight (1, or the learned weight of src/engine/weights/axes.json)
 *    to its own pole. Learned entries extend the hand-written lexicons (intensity/restraint and
 *    certainty/ambiguity, fitted on EmoBank train); a learned '!' counts as an intensity hit.
 * 2. Intensifiers: each intensifier among the two words before a hit, in the same clause,
 *    raises that hit's weight by 0.3 ('very very kind' adds 1.6 to warmth).
 * 3. Negators: a hit inside a negator's scope (wink-nlp's negation flag: after not, n't, never,
 *    no … to the end of the clause) does not count for its own pole; it adds 0.4 × its weight
 *    (plus any intensifier boost) to the opposite pole. For a positive-pole word that is the
 *    spec's "negative weight"; the mirror for negative-pole words makes 'not unkind' mildly warm.
 * 4. score = (positive + 1) / (positive + negative + 2), rounded to 4 decimals; 0.5 when neither
 *    pole has weight. The prior of one unit per pole (ADR 0002) keeps a single weak hit from
 *    pinning the score to 0 or 1; with many hits the score tends to the spec's plain ratio.
 */
import { AXIS_POLES, INTENSIFIERS, LEXICONS, type AxisKey, type Pole } from './lexicons';
import { inflectionCandidates, type Token, type TokenWords, type WordForm, type WordTable } from './nlp';
import axisWeights from './weights/axes.json';

export interface AxesResult {
  warmthDetachment: number;
  certaintyAmbiguity: number;
  intensityRestraint: number;
  conflictCoherence: number;
}

export const AXIS_KEYS: readonly AxisKey[] = [
  'warmthDetachment',
  'certaintyAmbiguity',
  'intensityRestraint',
  'conflictCoherence',
];

/** Where each axis' positive pole total sits in poleTotals; the negative one follows it. */
const AXIS_SLOT: Readonly<Record<AxisKey, number>> = {
  warmthDetachment: 0,
  certaintyAmbiguity: 2,
  intensityRestraint: 4,
  conflictCoherence: 6,
};

export const NEUTRAL_AXES: Readonly<AxesResult> = {
  warmthDetachment: 0.5,
  certaintyAmbiguity: 0.5,
  intensityRestraint: 0.5,
  conflictCoherence: 0.5,
};

export const INTENSIFIER_BOOST = 0.3;
/** Weight each pole holds before any hit (ADR 0002). */
export const AXIS_PRIOR = 1;
export const NEGATED_WEIGHT = 0.4;
const INTENSIFIER_WINDOW = 2;

interface PoleEntry {
  axis: AxisKey;
  /** Where the axis' positive pole total sits in poleTotals (AXIS_SLOT), the negative one after it. */
  slot: number;
  positive: boolean;
  weight: number;
  /** Listed in a hand-written lexicon (not only learned). */
  hand: boolean;
}

/** Learned weights per pole: term (lemma, 'lemma lemma' or a cue such as '!') → weight. */
export type AxisWeights = Partial<Record<Pole, Record<string, number>>>;

/**
 * lemma or 'lemma lemma' → the poles it belongs to. A hand-written entry weighs 1 unless the
 * learned weights give it another weight; a learned term that no hand-written list holds extends
 * its pole, unless the axis' other pole lists it by hand (the hand-written reading wins).
 */
function buildIndex(learned: AxisWeights): Map<string, PoleEntry[]> {
  const index = new Map<string, PoleEntry[]>();
  const add = (term: string, entry: PoleEntry) => {
    const list = index.get(term) ?? [];
    list.push(entry);
    index.set(term, list);
  };
  for (const axis of AXIS_KEYS) {
    const { positive, negative } = AXIS_POLES[axis];
    for (const [pole, other, isPositive] of [
      [positive, negative, true],
      [negative, positive, false],
    ] as const) {
      const hand = new Set(LEXICONS[pole]);
      for (const entry of hand)
        add(entry, {
          axis,
          slot: AXIS_SLOT[axis],
          positive: isPositive,
          weight: learned[pole]?.[entry] ?? 1,
          hand: true,
        });
      const opposite = new Set(LEXICONS[other]);
      for (const [term, weight] of Object.entries(learned[pole] ?? {})) {
        if (hand.has(term) || opposite.has(term) || weight <= 0) continue;
        add(term, { axis, slot: AXIS_SLOT[axis], positive: isPositive, weight, hand: false });
      }
    }
  }
  return index;
}

export interface AxisHit {
  /** Token index of the hit's first token. */
  index: number;
  term: string;
  axis: AxisKey;
  /** The pole the hit counted for (after negation). */
  positive: boolean;
  weight: number;
}

/**
 * A text's lexicon lookups per token (createAxisScorer's prepareHits), opaque to callers. `single`
 * and `pair` hold each token's entry list by number (EntryLists), NO_ENTRIES for none.
 */
export interface PreparedHits {
  single: Int32Array;
  /** 1 where the single entry's term holds a space (poleTotalsOf then steps over the next token). */
  singleIsPair: Uint8Array;
  pair: Int32Array;
  intensifier: Uint8Array;
  /** PUNCTUATION or HITTABLE (a word or emoticon), 0 for a token the hits never look at. */
  roles: Uint8Array;
  /** 1 where the token is negated (Token.negated; parseText's column when read by word id). */
  negated: Uint8Array;
}

/** PreparedHits.roles: what poleTotalsOf reads instead of each token's kind (issue 15). */
const PUNCTUATION = 1;
const HITTABLE = 2;
export const HIT_ROLES = { PUNCTUATION, HITTABLE } as const;

/** PreparedHits' number for a token with no entries: EntryLists' list 0 holds none. */
export const NO_ENTRIES = 0;

/**
 * Every entry list of an index as flat arrays (issue 15): poleTotalsOf sums some 200,000 entries
 * twice for the 1 MB text, and following a pointer to each PoleEntry object, and from each token
 * to its list, cost more than the sums. List k's entries are [starts[k], starts[k + 1]); list 0
 * (NO_ENTRIES) is empty. Per entry, the pole total it adds its weight to outside a negator's scope
 * (`plainSlot`) and inside one (`negatedSlot`: the other pole, or -1 for a learned certainty entry,
 * which a negated word does not count for; walkHits' rules), and its weight.
 */
interface EntryLists {
  numbers: ReadonlyMap<PoleEntry[], number>;
  starts: Int32Array;
  plainSlot: Int8Array;
  negatedSlot: Int8Array;
  weight: Float64Array;
}

function entryLists(index: ReadonlyMap<string, PoleEntry[]>): EntryLists {
  const numbers = new Map<PoleEntry[], number>();
  const starts = [0, 0];
  const plainSlot: number[] = [];
  const negatedSlot: number[] = [];
  const weight: number[] = [];
  for (const entries of index.values()) {
    if (numbers.has(entries)) continue;
    numbers.set(entries, starts.length - 1);
    for (const entry of entries) {
      plainSlot.push(entry.slot + (entry.positive ? 0 : 1));
      negatedSlot.push(
        entry.axis === 'certaintyAmbiguity' && !entry.hand ? -1 : entry.slot + (entry.positive ? 1 : 0),
      );
      weight.push(entry.weight);
    }
    starts.push(plainSlot.length);
  }
  return {
    numbers,
    starts: Int32Array.from(starts),
    plainSlot: Int8Array.from(plainSlot),
    negatedSlot: Int8Array.from(negatedSlot),
    weight: Float64Array.from(weight),
  };
}

export interface AxisScorer {
  axisHits(tokens: readonly Token[]): AxisHit[];
  scoreAxes(tokens: readonly Token[]): AxesResult;
  /** Hit weight per pole: [positive, negative] of each axis in AXIS_KEYS order. */
  poleTotals(tokens: readonly Token[]): Float64Array;
  /** Every token's lookups once, for poleTotalsOf. */
  prepareHits(tokens: readonly Token[]): PreparedHits;
  /** prepareHits(tokens) from the tokens' word ids (parseText's ParsedText.words): the same lookups, no token read. */
  prepareHitsOfWords(words: TokenWords): PreparedHits;
  /** poleTotals(tokens.slice(from, to)) from prepareHits(tokens), written into `into` when given. */
  poleTotalsOf(prepared: PreparedHits, from: number, to: number, into?: Float64Array): Float64Array;
}

/** A scorer over the hand-written lexicons with the given learned weights (training tries several). */
export function createAxisScorer(learned: AxisWeights, prior = AXIS_PRIOR): AxisScorer {
  const INDEX = buildIndex(learned);
  // First words of two-word entries: only these start a pair lookup (saves a string per token).
  const PAIR_HEADS = new Set(
    [...INDEX.keys()].filter((term) => term.includes(' ')).map((term) => term.split(' ')[0]!),
  );
  // Two-word entries by first word, then the rest (issue 15): looking a pair up no longer builds
  // and hashes a 'first second' string for every token that could start one.
  const PAIRS = new Map<string, Map<string, PoleEntry[]>>();
  for (const [term, entries] of INDEX) {
    const space = term.indexOf(' ');
    if (space === -1) continue;
    const head = term.slice(0, space);
    let tails = PAIRS.get(head);
    if (!tails) PAIRS.set(head, (tails = new Map()));
    tails.set(term.slice(space + 1), entries);
  }
  /**
   * INDEX.get(`${first} ${second}`): when `first` holds no space, an entry 'first second' can only
   * be split at first's end, so the two-level lookup finds exactly the same entry.
   */
  const pairEntries = (first: string, second: string): PoleEntry[] | undefined =>
    first.includes(' ') ? INDEX.get(`${first} ${second}`) : PAIRS.get(first)?.get(second);
  // Inflection fallbacks per word form; pure, so a bounded memo is safe.
  const fallback = new Map<string, string | null>();
  const baseOf = (normal: string): string | null => {
    let base = fallback.get(normal);
    if (base === undefined) {
      base = inflectionCandidates(normal).find((candidate) => INDEX.has(candidate)) ?? null;
      if (fallback.size > 50_000) fallback.clear();
      fallback.set(normal, base);
    }
    return base;
  };

  const LISTS = entryLists(INDEX);
  /** The number of an entry list of INDEX in LISTS, NO_ENTRIES for none. */
  const listOf = (entries: PoleEntry[] | undefined): number =>
    entries === undefined ? NO_ENTRIES : LISTS.numbers.get(entries)!;

  const preparedHits = (n: number, negated: Uint8Array = new Uint8Array(n)): PreparedHits => ({
    single: new Int32Array(n),
    singleIsPair: new Uint8Array(n),
    pair: new Int32Array(n),
    intensifier: new Uint8Array(n),
    roles: new Uint8Array(n),
    negated,
  });

  /**
   * The lookups a word decides alone, written to slot `at` of `into` (slots start empty): the
   * entries of the word itself (a cue for punctuation; for a word or emoticon its lemma, form,
   * then an inflection's base), whether their term is a pair, and whether it is an intensifier.
   * Returns whether the word can start a two-word entry.
   */
  function writeWordHits(word: WordForm, into: PreparedHits, at: number): boolean {
    if (word.kind === 'punctuation') {
      // A cue: poleTotalsOf never steps over the token after it.
      into.single[at] = listOf(INDEX.get(word.text));
      into.roles[at] = PUNCTUATION;
      return false;
    }
    if (word.kind !== 'word' && word.kind !== 'emoticon') return false;
    into.roles[at] = HITTABLE;
    let term = word.lemma;
    let entries = INDEX.get(word.lemma) ?? (word.normal !== word.lemma ? INDEX.get(word.normal) : undefined);
    if (!entries) {
      const base = baseOf(word.normal);
      if (base !== null) {
        entries = INDEX.get(base);
        term = base;
      }
    }
    into.single[at] = listOf(entries);
    if (term.includes(' ')) into.singleIsPair[at] = 1;
    if (INTENSIFIERS.has(word.lemma) || INTENSIFIERS.has(word.normal)) into.intensifier[at] = 1;
    return PAIR_HEADS.has(word.lemma) || PAIR_HEADS.has(word.normal);
  }

  /** The entries of the pair a pair head starts with the token after it, when that is a word. */
  const pairAfter = (token: WordForm, next: WordForm | undefined): PoleEntry[] | undefined =>
    next && next.kind === 'word'
      ? (pairEntries(token.lemma, next.lemma) ?? pairEntries(token.normal, next.normal))
      : undefined;

  /**
   * Each token's lexicon lookups, done once per text (issue 15): its word's (writeWordHits) and
   * the entries of the pair it starts with the token after it. The per-sentence pass walks ranges of it.
   */
  function prepareHits(tokens: readonly Token[]): PreparedHits {
    const prepared = preparedHits(tokens.length);
    for (let i = 0; i < tokens.length; i++) {
      const token = tokens[i]!;
      if (writeWordHits(token, prepared, i)) prepared.pair[i] = listOf(pairAfter(token, tokens[i + 1]));
      prepared.negated[i] = token.negated ? 1 : 0;
    }
    return prepared;
  }

  // Each word's writeWordHits by word id, for the word table they were worked out for (ADR 0027).
  let hitsTable: WordTable | null = null;
  let wordHits = preparedHits(0);
  /** How many of the table's words wordHits holds. */
  let known = 0;
  /** 1 where the word can start a two-word entry (writeWordHits' answer); `pair` of wordHits stays empty. */
  let pairHeads = new Uint8Array(0);

  function hitsOfWords(table: WordTable): PreparedHits {
    const { words } = table;
    if (table !== hitsTable) {
      hitsTable = table;
      wordHits = preparedHits(0);
      known = 0;
      pairHeads = new Uint8Array(0);
    }
    if (known === words.length) return wordHits;
    if (pairHeads.length < words.length) {
      const size = Math.max(1024, 2 * pairHeads.length, words.length);
      // Words have no negation of their own (a token has): no column to grow.
      const grown = preparedHits(size, wordHits.negated);
      grown.single.set(wordHits.single);
      grown.singleIsPair.set(wordHits.singleIsPair);
      grown.intensifier.set(wordHits.intensifier);
      grown.roles.set(wordHits.roles);
      const heads = new Uint8Array(size);
      heads.set(pairHeads);
      wordHits = grown;
      pairHeads = heads;
    }
    for (; known < words.length; known++)
      if (writeWordHits(words[known]!, wordHits, known)) pairHeads[known] = 1;
    return wordHits;
  }

  function prepareHitsOfWords(words: TokenWords): PreparedHits {
    const facts = hitsOfWords(words.table);
    const { ids } = words;
    const forms = words.table.words;
    const count = ids.length;
    const prepared = preparedHits(count, words.negated);
    for (let i = 0; i < count; i++) {
      const id = ids[i]!;
      prepared.single[i] = facts.single[id]!;
      prepared.singleIsPair[i] = facts.singleIsPair[id]!;
      prepared.intensifier[i] = facts.intensifier[id]!;
      prepared.roles[i] = facts.roles[id]!;
      if (pairHeads[id] === 1)
        prepared.pair[i] = listOf(pairAfter(forms[id]!, i + 1 < count ? forms[ids[i + 1]!] : undefined));
    }
    return prepared;
  }

  /**
   * Walks the tokens and reports every hit to onHit in text order (term as matched, the pole it
   * counts for after negation, its weight). axisHits collects them; scoreAxes only sums them,
   * with no object per hit.
   */
  function walkHits(
    tokens: readonly Token[],
    onHit: (index: number, term: string, axis: AxisKey, positive: boolean, weight: number) => void,
  ): void {
    // Token indexes of the intensifiers since the last punctuation, newest last.
    const recentIntensifiers: number[] = [];
    for (let i = 0; i < tokens.length; i++) {
      const token = tokens[i]!;
      if (token.kind === 'punctuation') {
        // A cue such as '!' may itself be a learned entry; it is never negated or intensified.
        const cue = INDEX.get(token.text);
        if (cue) for (const entry of cue) onHit(i, token.text, entry.axis, entry.positive, entry.weight);
        recentIntensifiers.length = 0;
        continue;
      }
      if (token.kind !== 'word' && token.kind !== 'emoticon') continue;
      const next = tokens[i + 1];
      let term = token.lemma;
      let entries: PoleEntry[] | undefined;
      if (next && next.kind === 'word' && (PAIR_HEADS.has(token.lemma) || PAIR_HEADS.has(token.normal))) {
        // The matched term is only built for a hit: most pair heads start none.
        entries = pairEntries(token.lemma, next.lemma);
        if (entries) term = `${token.lemma} ${next.lemma}`;
        else {
          entries = pairEntries(token.normal, next.normal);
          if (entries) term = `${token.normal} ${next.normal}`;
        }
      }
      if (!entries) {
        entries =
          INDEX.get(token.lemma) ?? (token.normal !== token.lemma ? INDEX.get(token.normal) : undefined);
        if (!entries) {
          const base = baseOf(token.normal);
          if (base !== null) {
            entries = INDEX.get(base);
            term = base;
          }
        }
      }

      if (entries) {
        let near = 0;
        for (const at of recentIntensifiers) if (i - at <= INTENSIFIER_WINDOW) near++;
        const boost = near * INTENSIFIER_BOOST;
        for (const entry of entries) {
          // A negated word of doubt or certainty ('not sure') reads the other way; a negated word
          // the dominance data merely put on the certainty axis ('not happy') says nothing of doubt.
          if (token.negated && entry.axis === 'certaintyAmbiguity' && !entry.hand) continue;
          if (token.negated)
            onHit(i, term, entry.axis, !entry.positive, NEGATED_WEIGHT * entry.weight + boost);
          else onHit(i, term, entry.axis, entry.positive, entry.weight + boost);
        }
        if (term.includes(' ')) i++;
      }
      if (INTENSIFIERS.has(token.lemma) || INTENSIFIERS.has(token.normal)) recentIntensifiers.push(i);
    }
  }

  function axisHits(tokens: readonly Token[]): AxisHit[] {
    const hits: AxisHit[] = [];
    walkHits(tokens, (index, term, axis, positive, weight) =>
      hits.push({ index, term, axis, positive, weight }),
    );
    return hits;
  }

  /**
   * poleTotals(tokens.slice(from, to)) from prepareHits(tokens): walkHits' rules over the range as
   * if it were the whole text (a pair is only read inside it), adding each hit's weight where it
   * counts, in the same order, so the same sums. Written out rather than walkHits with a callback:
   * the whole text and every sentence go through here.
   */
  function poleTotalsOf(prepared: PreparedHits, from: number, to: number, into?: Float64Array): Float64Array {
    // Positive and negative weight per axis, in AXIS_KEYS order.
    const totals = into ? into.fill(0) : new Float64Array(8);
    // The last two intensifiers since the last punctuation: token indexes only grow, so these are
    // the only ones that can be within INTENSIFIER_WINDOW of a later hit.
    let lastIntensifier = -1 - INTENSIFIER_WINDOW;
    let intensifierBefore = -1 - INTENSIFIER_WINDOW;
    const { roles, single, pair: pairs } = prepared;
    const { starts, plainSlot, negatedSlot, weight } = LISTS;
    for (let i = from; i < to; i++) {
      const role = roles[i]!;
      if (role === PUNCTUATION) {
        // A cue such as '!' may itself be a learned entry; it is never negated or intensified.
        const cue = single[i]!;
        for (let e = starts[cue]!; e < starts[cue + 1]!; e++) totals[plainSlot[e]!]! += weight[e]!;
        lastIntensifier = intensifierBefore = -1 - INTENSIFIER_WINDOW;
        continue;
      }
      if (role !== HITTABLE) continue;
      const isIntensifier = prepared.intensifier[i] === 1;
      let pair = false;
      let entries = NO_ENTRIES;
      if (i + 1 < to) {
        entries = pairs[i]!;
        pair = entries !== NO_ENTRIES;
      }
      if (entries === NO_ENTRIES) entries = single[i]!;

      if (entries !== NO_ENTRIES) {
        let near = 0;
        if (i - intensifierBefore <= INTENSIFIER_WINDOW) near++;
        if (i - lastIntensifier <= INTENSIFIER_WINDOW) near++;
        const boost = near * INTENSIFIER_BOOST;
        const negated = prepared.negated[i] === 1;
        const end = starts[entries + 1]!;
        // As in walkHits: a negated hit counts for the other pole, a learned certainty word not at
        // all (negatedSlot -1).
        if (negated) {
          for (let e = starts[entries]!; e < end; e++) {
            const slot = negatedSlot[e]!;
            if (slot >= 0) totals[slot]! += NEGATED_WEIGHT * weight[e]! + boost;
          }
        } else for (let e = starts[entries]!; e < end; e++) totals[plainSlot[e]!]! += weight[e]! + boost;
        if (pair || prepared.singleIsPair[i] === 1) i++;
      }
      // After a pair, i is its second word's index (as in walkHits).
      if (isIntensifier) {
        intensifierBefore = lastIntensifier;
        lastIntensifier = i;
      }
    }
    return totals;
  }

  function poleTotals(tokens: readonly Token[]): Float64Array {
    // Positive and negative weight per axis, in AXIS_KEYS order.
    const totals = new Float64Array(8);
    walkHits(tokens, (_index, _term, axis, positive, weight) => {
      totals[AXIS_SLOT[axis] + (positive ? 0 : 1)]! += weight;
    });
    return totals;
  }

  function scoreAxes(tokens: readonly Token[]): AxesResult {
    return ratioScores(poleTotals(tokens), prior);
  }

  return { axisHits, scoreAxes, poleTotals, prepareHits, prepareHitsOfWords, poleTotalsOf };
}

/** The keyword ratio of each axis from its pole totals (rule 4 above). */
export function ratioScores(totals: Float64Array, prior = AXIS_PRIOR): AxesResult {
  return {
    warmthDetachment: ratioAt(totals, AXIS_SLOT.warmthDetachment, prior),
    certaintyAmbiguity: ratioAt(totals, AXIS_SLOT.certaintyAmbiguity, prior),
    intensityRestraint: ratioAt(totals, AXIS_SLOT.intensityRestraint, prior),
    conflictCoherence: ratioAt(totals, AXIS_SLOT.conflictCoherence, prior),
  };
}

/**
 * The keyword ratio of the axis whose pole totals start at `slot` (AXIS_KEYS[slot / 2]), as
 * ratioScores gives it, for the per-sentence pass that wants the numbers without the object.
 */
export function ratioAt(totals: Float64Array, slot: number, prior = AXIS_PRIOR): number {
  const positive = totals[slot]!;
  const negative = totals[slot + 1]!;
  return positive + negative > 0 ? round4((positive + prior) / (positive + negative + 2 * prior)) : 0.5;
}

const round4 = (value: number): number => Math.round(value * 10_000) / 10_000;

const shipped = createAxisScorer((axisWeights as { poles?: AxisWeights }).poles ?? {});

/** Every lexicon hit in the tokens with the weight it contributes, in text order. */
export function axisHits(tokens: readonly Token[]): AxisHit[] {
  return shipped.axisHits(tokens);
}

/** The spec §9 keyword ratio of each axis of a tokenised text (one signal of the axis models, ADR 0004). */
export function keywordAxes(tokens: readonly Token[]): AxesResult {
  return shipped.scoreAxes(tokens);
}

/** The shipped keyword scorer (hand-written lexicons with the learned entries of weights/axes.json). */
export const keywordScorer: AxisScorer = shipped;
