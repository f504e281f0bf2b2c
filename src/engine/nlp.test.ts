import { describe, expect, it } from 'vitest';
import { parseText } from './nlp';

/** The words of a text in a negator's scope. */
const negated = (text: string) =>
  parseText(text)
    .tokens.filter((token) => token.negated)
    .map((token) => token.text);

describe('negation scope', () => {
  it("keeps wink-nlp's scope for 'not' and 'never'", () => {
    expect(negated('I am not happy at all.')).toEqual(['happy', 'at', 'all']);
    expect(negated('I never liked it, but I love it now.')).toEqual(['liked', 'it']);
  });

  it("gives 'nobody', 'nothing' and 'nowhere' the same scope, to the clause's end (issue 12)", () => {
    expect(negated('Honestly, nobody cares about my work.')).toEqual(['cares', 'about', 'my', 'work']);
    expect(negated('Nothing is wrong, but I am sad.')).toEqual(['is', 'wrong']);
    expect(negated('Nobody asked. I am happy.')).toEqual(['asked']);
    expect(negated('Everybody cares about it.')).toEqual([]);
  });
});

describe('tokens', () => {
  it('are the same whatever was read before (wink-nlp remembers the unknown words it has read)', () => {
    const text = "It's fun, but the code talk will fly right over everyone's head";
    const first = parseText(text).tokens.map((token) => token.text);
    expect(first.slice(-3)).toEqual(['everyone', "'s", 'head']);
    // wink-nlp tokenises "everyone's." as one word and remembered it: the same text then read
    // "everyone's" as one token, and its sentiment moved from 0.0855 to 0.0759.
    parseText("Disney may own its idea of Mickey Mouse, but not everyone's.");
    expect(parseText(text).tokens.map((token) => token.text)).toEqual(first);
  });
});
