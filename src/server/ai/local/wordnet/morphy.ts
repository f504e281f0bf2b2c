/**
 * Lemmatisation for WordNet look-ups, after WordNet's own "morphy": a word's base forms for a
 * part of speech are its irregular forms from the exception lists (ran → run, mice → mouse), the
 * word itself, and the forms its regular endings give (running → runn/running, dishes → dish);
 * only forms present in WordNet's index count. Exception lists load once, on first use.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { PartOfSpeech, WordNet } from './wordnet';

/** WordNet's detachment rules: [ending, replacement], per part of speech. */
const RULES: Readonly<Record<PartOfSpeech, ReadonlyArray<[string, string]>>> = {
  noun: [
    ['s', ''],
    ['ses', 's'],
    ['xes', 'x'],
    ['zes', 'z'],
    ['ches', 'ch'],
    ['shes', 'sh'],
    ['men', 'man'],
    ['ies', 'y'],
  ],
  verb: [
    ['s', ''],
    ['ies', 'y'],
    ['es', 'e'],
    ['es', ''],
    ['ed', 'e'],
    ['ed', ''],
    ['ing', 'e'],
    ['ing', ''],
  ],
  adjective: [
    ['er', ''],
    ['est', ''],
    ['er', 'e'],
    ['est', 'e'],
  ],
  adverb: [],
};

const EXCEPTION_FILES: Readonly<Record<PartOfSpeech, string>> = {
  noun: 'noun.exc',
  verb: 'verb.exc',
  adjective: 'adj.exc',
  adverb: 'adv.exc',
};

type Exceptions = ReadonlyMap<string, readonly string[]>;

let exceptions: Promise<Readonly<Record<PartOfSpeech, Exceptions>>> | null = null;

async function loadExceptionFile(name: string): Promise<Exceptions> {
  const text = await readFile(fileURLToPath(new URL(`./exceptions/${name}`, import.meta.url)), 'utf8');
  const map = new Map<string, string[]>();
  for (const line of text.split('\n')) {
    const [inflected, ...bases] = line.trim().split(' ');
    if (inflected && bases.length > 0) map.set(inflected, bases);
  }
  return map;
}

function exceptionLists(): Promise<Readonly<Record<PartOfSpeech, Exceptions>>> {
  if (!exceptions) {
    const loading = Promise.all(
      (Object.keys(EXCEPTION_FILES) as PartOfSpeech[]).map(
        async (pos) => [pos, await loadExceptionFile(EXCEPTION_FILES[pos])] as const,
      ),
    ).then((entries) => Object.fromEntries(entries) as Record<PartOfSpeech, Exceptions>);
    loading.catch(() => {
      exceptions = null;
    });
    exceptions = loading;
  }
  return exceptions;
}

/** Candidate base forms of a word for one part of speech, most likely first (not yet checked). */
export async function candidateForms(word: string, pos: PartOfSpeech): Promise<string[]> {
  const forms: string[] = [];
  const add = (form: string) => {
    if (form.length > 0 && !forms.includes(form)) forms.push(form);
  };
  for (const base of (await exceptionLists())[pos].get(word) ?? []) add(base);
  add(word);
  for (const [ending, replacement] of RULES[pos]) {
    if (word.length > ending.length + 1 && word.endsWith(ending)) {
      const stem = word.slice(0, -ending.length) + replacement;
      add(stem);
      // 'stopped' → 'stopp' → 'stop': an undoubled consonant, which the exception lists mostly cover.
      if (replacement === '' && /([bdgklmnprtz])\1$/u.test(stem)) add(stem.slice(0, -1));
    }
  }
  return forms;
}

/** The word's base forms for one part of speech that WordNet knows, most likely first. */
export async function baseForms(wordnet: WordNet, word: string, pos: PartOfSpeech): Promise<string[]> {
  const found: string[] = [];
  for (const form of await candidateForms(word, pos)) {
    if (await wordnet.has(form, pos)) found.push(form);
  }
  return found;
}
