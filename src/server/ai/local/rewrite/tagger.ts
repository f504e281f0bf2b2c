/**
 * The rewriter's own part-of-speech tagger: wink-nlp with its tagging step, which the engine's
 * parse leaves out for speed. Rewriting needs to know a verb from an adjective ('so tired' vs
 * 'so I left') and a past form's lemma ('showed' → 'show'); the tone numbers still come from the
 * engine alone.
 */
import type { Token, TokenKind } from '@engine/nlp';
import { createWinkReader } from '@engine/wink-reader';
import { locateTokens, type Span } from '../locate';

// Tokens that depend on the sentence alone, not on what was rewritten before (wink-reader.ts).
const reader = createWinkReader(['sbd', 'negation', 'pos']);
const its = reader.current().its;

const KINDS: ReadonlySet<string> = new Set(['word', 'number', 'punctuation', 'emoji', 'emoticon', 'symbol']);

export interface Word extends Token {
  span: Span | null;
}

/** Tokens of a sentence with part of speech, lemma, negation scope and place in the sentence. */
export function tagWords(sentence: string): Word[] {
  if (sentence.trim() === '') return [];
  const doc = reader.current().readDoc(sentence);
  const all = doc.tokens();
  const texts = all.out() as string[];
  const normals = all.out(its.normal) as string[];
  // wink-nlp types its.lemma with an extra addons parameter that out() supplies itself.
  const lemmas = all.out(its.lemma as never) as string[];
  const tags = all.out(its.pos) as string[];
  const types = all.out(its.type) as string[];
  const negations = all.out(its.negationFlag) as unknown as boolean[];
  const tokens: Token[] = texts.map((text, i) => {
    const type = types[i] ?? 'other';
    return {
      text,
      normal: normals[i] ?? '',
      lemma: (lemmas[i] ?? normals[i] ?? '').toLowerCase(),
      pos: tags[i] ?? 'X',
      kind: (KINDS.has(type) ? type : 'other') as TokenKind,
      negated: negations[i] === true,
      sentence: 0,
    };
  });
  const spans = locateTokens(sentence, tokens);
  return tokens.map((token, i) => ({ ...token, span: spans[i] ?? null }));
}
