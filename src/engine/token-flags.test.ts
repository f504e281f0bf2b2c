import { describe, expect, it } from 'vitest';
import { HIT_ROLES } from './axes';
import { parseText, type ParsedText, type Token } from './nlp';
import { isOneSentence, prepareLookups, sentenceTones, tokenCount } from './sentences';
import {
  lexiconValenceOfPrepared,
  lexiconValenceOfRange,
  tokenValences,
  valencesOfRange,
  VALENCE_FLAGS,
} from './valence';

// Awkward for the flags (issue 15): 'kind' before 'of' within a sentence and at a sentence's end
// before 'Of', links whose scheme wink-nlp splits off before an emoticon-like '://', 'but' in
// several cases, runs of '!' and '?', capitals, negators, emoji, a mention, a number, and
// punctuation right after words.
const TEXTS = [
  'I was kind of sad but KIND OF glad!!! It was the kind. Of course not?? Why?? Why not!',
  'See http://zorblax and https://quibble :) or ftp://x.y :( but never HTTP :) ok?!?',
  "BUT it's fine, but but... I'm NOT happy!!!! 💜 @ana 42 :-) nobody cares; kind.of",
];

/** Each flag's meaning read from the token's fields, as the rules read them before the flags. */
function expectedFlags(token: Token): number {
  const { UPPER, NEGATOR, WORD_LIKE, WORD, EMOTICON, KIND, OF, BUT, LINK_SCHEME, EXCLAMATION, QUESTION } =
    VALENCE_FLAGS;
  const wordLike = token.kind !== 'punctuation' && token.kind !== 'symbol';
  return (
    (wordLike ? WORD_LIKE : 0) |
    (token.kind === 'word' ? WORD : 0) |
    (token.kind === 'emoticon' ? EMOTICON : 0) |
    (token.normal === 'kind' ? KIND : 0) |
    (token.normal === 'of' ? OF : 0) |
    (token.normal === 'but' ? BUT : 0) |
    (/^https?$|^ftp$/.test(token.normal) ? LINK_SCHEME : 0) |
    (token.text === '!' ? EXCLAMATION : 0) |
    (token.text === '?' ? QUESTION : 0) |
    (wordLike && /[A-Z]/.test(token.text) && !/[a-z]/.test(token.text) ? UPPER : 0) |
    // The negators among the texts' words (valence.ts lists more).
    (wordLike && ['not', 'never', 'nobody'].includes(token.normal) ? NEGATOR : 0)
  );
}

describe('per-token flags (issue 15)', () => {
  it('stand for the token fields the valence rules and the axis hits read, by word id and by string', () => {
    for (const text of TEXTS) {
      const parsed = parseText(text);
      for (const lookups of [prepareLookups(parsed), prepareLookups({ ...parsed, words: undefined })]) {
        parsed.tokens.forEach((token, i) => {
          expect([token.text, lookups.valence.flags[i]]).toEqual([token.text, expectedFlags(token)]);
          const role =
            token.kind === 'punctuation'
              ? HIT_ROLES.PUNCTUATION
              : token.kind === 'word' || token.kind === 'emoticon'
                ? HIT_ROLES.HITTABLE
                : 0;
          expect([token.text, lookups.axes.hits.roles[i]]).toEqual([token.text, role]);
        });
      }
    }
  });

  it("are read beside parseText's columns, which hold each token's sentence and negation flag", () => {
    let negatedTokens = 0;
    // 'nobody' negates through parseText's own step after wink-nlp's (extendNegation).
    for (const text of [...TEXTS, 'Honestly, nobody cares about my work.\nNothing is wrong but I am sad']) {
      const { tokens, words } = parseText(text);
      expect([...words!.sentences]).toEqual(tokens.map((token) => token.sentence));
      expect([...words!.negated]).toEqual(tokens.map((token) => (token.negated ? 1 : 0)));
      negatedTokens += words!.negated.filter((flag) => flag === 1).length;
    }
    expect(negatedTokens).toBeGreaterThan(5);
  });

  it('give every range the valence the token fields give it', () => {
    let sentences = 0;
    for (const text of TEXTS) {
      const parsed = parseText(text);
      const { tokens } = parsed;
      const lookups = prepareLookups(parsed);
      const valences = new Float64Array(tokens.length);
      // The whole text, then each sentence, as analyse and sentenceTones read them.
      const ranges: Array<[number, number]> = [[0, tokens.length]];
      for (let first = 0; first < tokens.length;) {
        let last = first;
        while (last + 1 < tokens.length && tokens[last + 1]!.sentence === tokens[first]!.sentence) last++;
        ranges.push([first, last + 1]);
        first = last + 1;
      }
      sentences += ranges.length - 1;
      for (const [from, to] of ranges) {
        valencesOfRange(lookups.valence, from, to, valences);
        const slice = tokens.slice(from, to);
        expect([...valences.subarray(from, to)]).toEqual(tokenValences(slice));
        expect(lexiconValenceOfPrepared(lookups.valence, from, to, valences)).toEqual(
          lexiconValenceOfRange(tokens, from, to, valences),
        );
      }
    }
    expect(sentences).toBeGreaterThan(6);
  });
});

describe('sentenceTones by word id (issue 15)', () => {
  it('gives the sentences it gives from the tokens alone, blank lines and all', () => {
    const text =
      'First line.\n\n\nSecond one, kind of sad!\r\n \t\nThird?? Yes.\n\u00a0\nNobody cares.\n\n' +
      TEXTS.join('\n');
    const parsed = parseText(text);
    const byId = sentenceTones(text, parsed);
    expect(byId).toEqual(sentenceTones(text, { ...parsed, words: undefined }));
    // Blank lines are tokens of their own that start no sentence.
    expect(parsed.tokens.some((token) => token.text.trim() === '')).toBe(true);
    expect(byId.every(({ start, end }) => text.slice(start, end).trim() === text.slice(start, end))).toBe(
      true,
    );
    expect(byId.length).toBeGreaterThan(8);
  });
});

describe('the analysis on the columns alone (ADR 0033)', () => {
  /** The parsed text with its columns and no tokens: reading one throws. */
  const columnsOnly = (parsed: ParsedText): ParsedText => ({
    get tokens(): never {
      throw new Error('a token object was read');
    },
    sentenceCount: parsed.sentenceCount,
    words: parsed.words,
  });

  it('reads no token object when parseText gave the columns, and reads what the tokens give', () => {
    const text = 'First line.\n\nSecond one, kind of sad!\r\n \t\nNobody cares. ' + TEXTS.join('\n');
    const parsed = parseText(text);
    const columns = columnsOnly(parsed);
    const byTokens: ParsedText = { tokens: parsed.tokens, sentenceCount: parsed.sentenceCount };
    expect(tokenCount(columns)).toBe(tokenCount(byTokens));
    expect(isOneSentence(columns)).toBe(false);
    expect(isOneSentence(byTokens)).toBe(false);
    expect(prepareLookups(columns)).toEqual(prepareLookups(parsed));
    expect(sentenceTones(text, columns)).toEqual(sentenceTones(text, byTokens));
    expect(isOneSentence(columnsOnly(parseText('One sentence, kind of sad.')))).toBe(true);
  });

  it('builds the tokens once, when first read, and a copy of the parsed text keeps them', () => {
    const parsed = parseText('I am not happy. Nobody cares!');
    const tokens = parsed.tokens;
    expect(parsed.tokens).toBe(tokens);
    expect({ ...parsed }.tokens).toBe(tokens);
    expect(tokens.map((token) => [token.text, token.sentence, token.negated])).toEqual([
      ['I', 0, false],
      ['am', 0, false],
      ['not', 0, false],
      ['happy', 0, true],
      ['.', 0, false],
      ['Nobody', 1, false],
      ['cares', 1, true],
      ['!', 1, false],
    ]);
  });
});
