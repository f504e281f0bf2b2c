import { describe, expect, it } from 'vitest';
import { analyse } from '@engine/analyse';
import { definitionFrom } from '../definition';
import { Dictionary, normaliseTerm } from './dictionary';
import { baseForms, candidateForms } from './morphy';
import { findLine, parseDataLine, parseGloss, WordNet } from './wordnet';

const wordnet = new WordNet();
const dictionary = new Dictionary(wordnet);
const define = async (term: string) =>
  definitionFrom({ term, analysis: analyse(term, 'full') }, await dictionary.define(term));

describe('WordNet definitions', () => {
  it.each([
    ['resonance', 'noun', 'a relationship of mutual understanding or trust and agreement between people'],
    ['ambivalence', 'noun', 'mixed feelings or emotions'],
    ['melancholy', 'noun', 'a feeling of thoughtful sadness'],
    ['melancholy', 'adjective', 'characterized by or causing or expressing sadness'],
  ] as const)('%s has the %s gloss “%s”', async (term, partOfSpeech, gloss) => {
    const result = await define(term);
    expect(result.lemma).toBe(term);
    expect(result.senses.find((sense) => sense.partOfSpeech === partOfSpeech)?.glosses).toContain(gloss);
    expect(result.definition).not.toBeNull();
    expect(result.response).toContain(result.definition!);
  });

  it('lemmatises: “running” finds the verb “run” as well as the noun and adjective “running”', async () => {
    const result = await define('running');
    expect(result.lemma).toBe('run');
    expect(result.senses.map((sense) => sense.partOfSpeech)).toEqual(['noun', 'verb', 'adjective']);
    const verb = result.senses.find((sense) => sense.partOfSpeech === 'verb')!;
    expect(verb.glosses[0]).toBe(
      "move fast by using one's feet, with one foot off the ground at any given time",
    );
    // All 41 verb senses of 'run' are there, not just the first few.
    expect(verb.glosses.length).toBeGreaterThan(40);
    expect(result.definition).toBe(verb.glosses[0]);
    expect(result.response).toContain('(as a form of “run”)');
  });

  it('answers an unknown term with a clear not-found answer, not an error', async () => {
    const result = await define('qwzx');
    expect(result).toMatchObject({ definition: null, lemma: null, senses: [], term: 'qwzx' });
    expect(result.response).toMatch(/^No definition found for “qwzx”\./u);
  });

  it('uses the exception lists for irregular forms', async () => {
    expect((await define('mice')).lemma).toBe('mouse');
    expect((await define('ran')).lemma).toBe('run');
    expect((await define('geese')).lemma).toBe('goose');
    expect(await candidateForms('dishes', 'noun')).toEqual(expect.arrayContaining(['dish']));
    expect(await baseForms(wordnet, 'stopped', 'verb')).toEqual(['stop']);
  });

  it('finds collocations and falls back to the key word of a phrase', async () => {
    expect((await define('Ice cream')).definition).toBe(
      'frozen dessert containing cream and sugar and flavoring',
    );
    const phrase = await define('a deep melancholy');
    expect(phrase.lemma).toBe('melancholy');
    expect(phrase.response).toContain('has no entry of its own; its key word “melancholy”');
  });

  it('treats capitals and punctuation around a word as the word itself', async () => {
    const result = await define('  Melancholy!  ');
    expect(result.definition).toBe('a feeling of thoughtful sadness');
    expect(result.response).toMatch(
      /^“Melancholy!”, most commonly as a noun: a feeling of thoughtful sadness\./u,
    );
    expect(result.response).not.toContain('has no entry of its own');
  });

  it('leads with the sense about feelings or relationships, and still gives the most common one', async () => {
    const resonance = await define('resonance');
    expect(resonance.definition).toBe(
      'a relationship of mutual understanding or trust and agreement between people',
    );
    expect(resonance.response).toMatch(
      /^“resonance”, as a noun about feelings and relationships: a relationship of mutual understanding/u,
    );
    expect(resonance.response).toContain(
      'Its most common sense: an excited state of a stable particle causing a sharp maximum',
    );
    // WordNet's order is kept in the full list.
    expect(resonance.senses[0]!.glosses[0]).toMatch(/^an excited state of a stable particle/u);
    expect((await define('hurt')).definition).toBe('cause emotional anguish or make miserable');
    // A word whose most common sense is already about feelings reads as before.
    expect((await define('ambivalence')).response).toMatch(/^“ambivalence”, most commonly as a noun: /u);
  });

  it('names the part of speech with the right article', async () => {
    expect((await define('happy')).response).toMatch(/^“happy”, most commonly as an adjective: /u);
    expect((await define('ambivalence')).response).toMatch(/^“ambivalence”, most commonly as a noun: /u);
  });

  it('shows an example only under the sense it illustrates', async () => {
    // script n.1 (a play's text) has no example; n.2 (handwriting) has "she recognized his handwriting".
    const script = await define('script');
    expect(script.definition).toBe(
      'a written version of a play or other dramatic composition; used in preparing for a performance',
    );
    expect(script.response).not.toContain('For example');
    const run = await define('run');
    expect(run.response).toContain("move fast by using one's feet");
  });

  it('says what the term means spectrally', async () => {
    const result = await define('ambivalence');
    const { averageValue, frequencyHz } = analyse('ambivalence', 'full');
    expect(result.response).toContain(`averages ${averageValue.toFixed(2)} in Spectral Binary`);
    expect(result.response).toContain(`${frequencyHz} Hz`);
  });
});

describe('WordNet file reading', () => {
  it('bisects a sorted index, including its first and last lines', () => {
    const index = Buffer.from('  1 licence line\n  2 more licence\nabc n 1\nabd n 1\nb n 1\nzz n 1\n');
    expect(findLine(index, 'abc')).toBe('abc n 1');
    expect(findLine(index, 'zz')).toBe('zz n 1');
    expect(findLine(index, 'b')).toBe('b n 1');
    expect(findLine(index, 'ab')).toBeNull();
    expect(findLine(index, 'zzz')).toBeNull();
    expect(findLine(index, '')).toBeNull();
  });

  it('parses data lines: words without adjective markers, the definition and its examples', () => {
    const synset = parseDataLine(
      '01234567 00 s 02 glad(p) 0 happy 1 001 & 01148283 a 0000 | showing pleasure; "a glad smile"; "so happy"  ',
    );
    expect(synset).toEqual({
      lexFile: 0,
      words: ['glad', 'happy'],
      definition: 'showing pleasure',
      examples: ['a glad smile', 'so happy'],
    });
    expect(parseGloss('a state; "ex"')).toEqual({ definition: 'a state', examples: ['ex'] });
  });

  it('normalises terms the way WordNet spells them', () => {
    expect(normaliseTerm('  “Ice   Cream”! ')).toBe('ice_cream');
    expect(normaliseTerm('well-being.')).toBe('well-being');
  });
});
