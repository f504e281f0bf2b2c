/**
 * Term definitions from WordNet: every sense of a term, grouped by part of speech, after
 * lemmatisation ('running' is the noun 'running', the verb 'run' and the adjective 'running').
 * A phrase WordNet does not list falls back to its last word WordNet knows ('deep melancholy' →
 * 'melancholy'), the head of most English noun phrases. Results are cached per term.
 */
import { baseForms } from './morphy';
import { PARTS_OF_SPEECH, WordNet, type PartOfSpeech } from './wordnet';

export interface SenseGroup {
  partOfSpeech: PartOfSpeech;
  /** The lemmas the senses belong to ('run' for the verb senses of 'running'). */
  lemmas: string[];
  glosses: string[];
  /** The first usage example of each gloss, aligned with `glosses` (null when the sense has none). */
  examples: Array<string | null>;
  /** Each gloss's lexicographer file (see Synset), aligned with `glosses`. */
  lexFiles: number[];
}

export interface Lookup {
  /** The words actually looked up: the term, or the word of the phrase that WordNet knows. */
  looked: string;
  /** The lemma of the most common reading, or null when nothing was found. */
  lemma: string | null;
  /** Sense groups in the order noun, verb, adjective, adverb. */
  groups: SenseGroup[];
  /** The group of the most common reading first (most senses seen in WordNet's tagged corpus). */
  primary: SenseGroup | null;
}

const CACHE_SIZE = 256;
const STOPWORDS = new Set([
  'a',
  'an',
  'the',
  'of',
  'to',
  'in',
  'on',
  'and',
  'or',
  'for',
  'with',
  'my',
  'your',
  'is',
]);

/** 'Deep  Melancholy!' → 'deep_melancholy', WordNet's spelling of collocations. */
export function normaliseTerm(term: string): string {
  return term
    .trim()
    .toLowerCase()
    .replace(/[’‘]/gu, "'")
    .replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}.]+$/gu, '')
    .replace(/\.$/u, '')
    .replace(/\s+/gu, '_');
}

export class Dictionary {
  private readonly cache = new Map<string, Lookup>();

  constructor(private readonly wordnet: WordNet = new WordNet()) {}

  private async groupsOf(form: string): Promise<Array<SenseGroup & { tagged: number }>> {
    const groups: Array<SenseGroup & { tagged: number }> = [];
    for (const pos of PARTS_OF_SPEECH) {
      const lemmas = await baseForms(this.wordnet, form, pos);
      if (lemmas.length === 0) continue;
      const group = {
        partOfSpeech: pos,
        lemmas,
        glosses: [] as string[],
        examples: [] as Array<string | null>,
        lexFiles: [] as number[],
        tagged: 0,
      };
      for (const lemma of lemmas) {
        const entry = await this.wordnet.lookup(lemma, pos);
        if (!entry) continue;
        group.tagged = Math.max(group.tagged, entry.taggedSenses + entry.offsets.length / 1000);
        for (const synset of await this.wordnet.synsetsAt(pos, entry.offsets)) {
          if (synset.definition && !group.glosses.includes(synset.definition)) {
            group.glosses.push(synset.definition);
            // Aligned with the gloss, so an example is never shown under another sense's definition.
            group.examples.push(synset.examples[0] ?? null);
            group.lexFiles.push(synset.lexFile);
          }
        }
      }
      if (group.glosses.length > 0) groups.push(group);
    }
    return groups;
  }

  async define(term: string): Promise<Lookup> {
    const key = normaliseTerm(term);
    const cached = this.cache.get(key);
    if (cached) {
      this.cache.delete(key);
      this.cache.set(key, cached);
      return cached;
    }
    const result = await this.lookUp(key);
    this.cache.set(key, result);
    if (this.cache.size > CACHE_SIZE) {
      const oldest = this.cache.keys().next().value;
      if (oldest !== undefined) this.cache.delete(oldest);
    }
    return result;
  }

  private async lookUp(key: string): Promise<Lookup> {
    const none: Lookup = { looked: key.replaceAll('_', ' '), lemma: null, groups: [], primary: null };
    if (key === '') return none;
    let looked = key;
    let groups = await this.groupsOf(key);
    if (groups.length === 0 && key.includes('_')) {
      const words = key.split('_').filter((word) => word.length > 1 && !STOPWORDS.has(word));
      for (const word of words.reverse()) {
        groups = await this.groupsOf(word);
        if (groups.length > 0) {
          looked = word;
          break;
        }
      }
    }
    if (groups.length === 0) return none;
    const primary = groups.reduce((best, group) => (group.tagged > best.tagged ? group : best));
    const strip = ({ tagged: _tagged, ...group }: SenseGroup & { tagged: number }): SenseGroup => ({
      ...group,
      lemmas: group.lemmas.map((lemma) => lemma.replaceAll('_', ' ')),
    });
    return {
      looked: looked.replaceAll('_', ' '),
      lemma: (primary.lemmas[0] ?? looked).replaceAll('_', ' '),
      groups: groups.map(strip),
      primary: strip(primary),
    };
  }
}
