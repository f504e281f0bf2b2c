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

/** WordNet's topics for feelings and relationships: noun.feeling, noun.relation, verb.emotion. */
const FEELING_FILES: ReadonlySet<number> = new Set([12, 24, 37]);

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
  const { primary } = lookup;
  // 'Melancholy!' is the entry 'melancholy' itself; only a phrase falls back to its key word.
  const headline =
    lookup.looked === normaliseTerm(term).replaceAll('_', ' ')
      ? `${quoted(term)}`
      : `${quoted(term)} has no entry of its own; its key word ${quoted(lookup.looked)}`;
  const lemmaNote =
    lookup.lemma && lookup.lemma !== lookup.looked ? ` (as a form of ${quoted(lookup.lemma)})` : '';
  const partOfSpeech = `${/^[aeiou]/u.test(primary.partOfSpeech) ? 'an' : 'a'} ${primary.partOfSpeech}`;
  // ToneLens is for reflecting on feelings: when the most common sense is about something else
  // ('resonance': a particle's excited state), the sense about feelings or relationships leads
  // ('rapport'), and the most common one follows; `senses` keeps WordNet's order either way.
  const feelingSense = primary.lexFiles.findIndex((file) => FEELING_FILES.has(file));
  const chosen = feelingSense > 0 ? feelingSense : 0;
  const gloss = primary.glosses[chosen] ?? '';
  const firstExample = primary.examples[chosen];
  const example = firstExample ? ` For example: “${firstExample}”.` : '';
  const opening =
    chosen === 0
      ? `${headline}${lemmaNote}, most commonly as ${partOfSpeech}: ${gloss}.${example}`
      : `${headline}${lemmaNote}, as ${partOfSpeech} about feelings and relationships: ${gloss}.${example} Its most common sense: ${primary.glosses[0] ?? ''}.`;
  return {
    definition: gloss,
    response: [opening, ...lookup.groups.map(groupText), spectralNote(input)].join('\n\n'),
    term,
    lemma: lookup.lemma,
    senses: lookup.groups.map((group) => ({ partOfSpeech: group.partOfSpeech, glosses: group.glosses })),
  };
}

export async function defineLocally(dictionary: Dictionary, input: DefinitionInput): Promise<Definition> {
  return definitionFrom(input, await dictionary.define(input.term));
}
