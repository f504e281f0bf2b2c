/**
 * Local Spectral Meaning: a term's WordNet senses, grouped by part of speech, with the term's own
 * Spectral Binary reading (its average value, band and frequency) as the "spectral" part.
 */
import { emotionalBand } from '@engine/bands';
import type { Definition, DefinitionInput } from '../provider';
import { normaliseTerm, type Dictionary, type Lookup, type SenseGroup } from './wordnet/dictionary';
import { fmt, quoted } from './wording';

/** Senses listed per part of speech in the readable answer; `senses` carries all of them. */
const SHOWN_SENSES = 5;

function groupText(group: SenseGroup): string {
  const lemma = group.lemmas.length > 0 ? ` (${group.lemmas.join(', ')})` : '';
  const lines = group.glosses.slice(0, SHOWN_SENSES).map((gloss, i) => `${i + 1}. ${gloss}`);
  const more = group.glosses.length - SHOWN_SENSES;
  if (more > 0) lines.push(`… and ${more} more ${more === 1 ? 'sense' : 'senses'}.`);
  return `${group.partOfSpeech}${lemma}:\n${lines.join('\n')}`;
}

function spectralNote(input: DefinitionInput): string {
  const { analysis } = input;
  const band = emotionalBand(analysis.averageValue);
  return (
    `Spectral meaning: ${quoted(input.term.trim())} averages ${fmt(analysis.averageValue)} in Spectral Binary, ` +
    `the ${band.name} band (${band.keywords.join(', ')}), ${analysis.frequencyHz} Hz.`
  );
}

export function definitionFrom(input: DefinitionInput, lookup: Lookup): Definition {
  const term = input.term.trim();
  if (!lookup.primary) {
    return {
      definition: null,
      response:
        `No definition found for ${quoted(term)}. WordNet has no entry for it or for a base form of it; ` +
        `check the spelling, or try a single word such as “resonance”. ${spectralNote(input)}`,
      term,
      lemma: null,
      senses: [],
    };
  }
  const primaryGloss = lookup.primary.glosses[0] ?? '';
  // 'Melancholy!' is the entry 'melancholy' itself; only a phrase falls back to its key word.
  const headline =
    lookup.looked === normaliseTerm(term).replaceAll('_', ' ')
      ? `${quoted(term)}`
      : `${quoted(term)} has no entry of its own; its key word ${quoted(lookup.looked)}`;
  const lemmaNote =
    lookup.lemma && lookup.lemma !== lookup.looked ? ` (as a form of ${quoted(lookup.lemma)})` : '';
  const firstExample = lookup.primary.examples[0];
  const example = firstExample ? ` For example: “${firstExample}”.` : '';
  return {
    definition: primaryGloss,
    response: [
      `${headline}${lemmaNote}, most commonly as ${lookup.primary.partOfSpeech === 'adjective' || lookup.primary.partOfSpeech === 'adverb' ? 'an' : 'a'} ${lookup.primary.partOfSpeech}: ${primaryGloss}.${example}`,
      ...lookup.groups.map(groupText),
      spectralNote(input),
    ].join('\n\n'),
    term,
    lemma: lookup.lemma,
    senses: lookup.groups.map((group) => ({ partOfSpeech: group.partOfSpeech, glosses: group.glosses })),
  };
}

export async function defineLocally(dictionary: Dictionary, input: DefinitionInput): Promise<Definition> {
  return definitionFrom(input, await dictionary.define(input.term));
}
