/**
 * `npx tsx eval/language.ts [--data DIR]` (issue 18): how the engine's "reads English" check
 * (src/engine/language.ts) does. False alarms: every English text of ../shared/eval (VADER's four
 * sets, EmoBank, GoEmotions train and dev) that it calls another language. Hits: the samples of
 * eval/language-samples.ts it names correctly. Prints the table and writes it as the "Language"
 * section at the end of eval/results.md (npm run eval keeps that section).
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { format } from 'prettier';
import { LANGUAGE_CAP, readLanguage } from '../src/engine/language';
import { DEFAULT_DATA_DIR, readEmoBank, readGoEmotions, readVaderSet, VADER_SETS } from './data';
import { LANGUAGE_HEADING } from './language-heading';
import { NON_ENGLISH_SAMPLES } from './language-samples';

const at = process.argv.indexOf('--data');
const dataDir = at > -1 && process.argv[at + 1] ? path.resolve(process.argv[at + 1]!) : DEFAULT_DATA_DIR;

const sets: [string, string[]][] = [];
for (const name of VADER_SETS)
  sets.push([`vader/${name}`, (await readVaderSet(dataDir, name)).map((row) => row.text)]);
sets.push(['emobank', (await readEmoBank(dataDir)).map((row) => row.text)]);
for (const split of ['train', 'dev'] as const)
  sets.push([`goemotions/${split}`, (await readGoEmotions(dataDir, split)).map((row) => row.text)]);

const pct = (part: number, whole: number) => `${((100 * part) / whole).toFixed(3)} %`;
const lines: string[] = [];
const falseAlarms: string[] = [];
let total = 0;
let totalLong = 0;
let wrong = 0;
let wrongLong = 0;
for (const [name, texts] of sets) {
  let misses = 0;
  let long = 0;
  let missesLong = 0;
  for (const text of texts) {
    const reading = readLanguage(text);
    if (text.length > 100) long++;
    if (reading.readsEnglish) continue;
    misses++;
    if (text.length > 100) missesLong++;
    falseAlarms.push(`${reading.detected}: ${JSON.stringify(text)}`);
  }
  total += texts.length;
  totalLong += long;
  wrong += misses;
  wrongLong += missesLong;
  lines.push(
    `| English, ${name} | ${texts.length} | ${misses} (${pct(misses, texts.length)}) | ${long} | ${missesLong} |`,
  );
}
// Timed on a second pass, once the first has warmed the code up.
const started = performance.now();
for (const [, texts] of sets) for (const text of texts) readLanguage(text);
const englishMicros = ((performance.now() - started) * 1000) / total;
lines.push(
  `| **English, all sets** | ${total} | ${wrong} (${pct(wrong, total)}) | ${totalLong} | ${wrongLong} |`,
);

const hitLines: string[] = [];
let samples = 0;
let hits = 0;
for (const [lang, texts] of Object.entries(NON_ENGLISH_SAMPLES)) {
  const found = texts.filter((text) => readLanguage(text).detected === lang).length;
  const wrongLang = texts.filter((text) => {
    const { detected } = readLanguage(text);
    return detected !== null && detected !== lang;
  }).length;
  samples += texts.length;
  hits += found;
  hitLines.push(
    `| ${lang} | ${texts.length} | ${found} (${Math.round((100 * found) / texts.length)} %) | ${wrongLang} |`,
  );
}
hitLines.push(`| **all** | ${samples} | ${hits} (${Math.round((100 * hits) / samples)} %) | |`);

// A megabyte of English and of Spanish: only the first LANGUAGE_CAP characters are read.
const english = sets.flatMap(([, texts]) => texts).join('\n');
const spanish = (NON_ENGLISH_SAMPLES.es ?? []).join(' ');
const timeOf = (text: string) => {
  readLanguage(text);
  const from = performance.now();
  for (let i = 0; i < 20; i++) readLanguage(text);
  return (performance.now() - from) / 20;
};
const megabyte = (text: string) => text.repeat(Math.ceil(2 ** 20 / text.length)).slice(0, 2 ** 20);
const englishMs = timeOf(megabyte(english));
const spanishMs = timeOf(megabyte(spanish));

const section = [
  LANGUAGE_HEADING,
  '',
  'Written by `npx tsx eval/language.ts`. "Not English" on an English text is a false alarm; the',
  'samples are journal-like texts written for this check (eval/language-samples.ts). The thresholds',
  'of src/engine/language.ts were chosen on these same texts: both are development figures.',
  '',
  '| texts | n | called not English | n over 100 characters | of those, called not English |',
  '| --- | ---: | ---: | ---: | ---: |',
  ...lines,
  '',
  '| samples | n | language named correctly | named another language |',
  '| --- | ---: | ---: | ---: |',
  ...hitLines,
  '',
  `Time: ${englishMicros.toFixed(1)} µs a text over the English sets; a 1 MB text (first ${LANGUAGE_CAP} characters read):`,
  `${englishMs.toFixed(2)} ms English, ${spanishMs.toFixed(2)} ms Spanish.`,
  '',
].join('\n');
console.log(section);
if (falseAlarms.length > 0) console.log(`False alarms:\n${falseAlarms.join('\n')}`);

const resultsFile = fileURLToPath(new URL('results.md', import.meta.url));
const current = await readFile(resultsFile, 'utf8');
const sectionAt = current.indexOf(LANGUAGE_HEADING);
const before = (sectionAt > -1 ? current.slice(0, sectionAt) : current).trimEnd();
await writeFile(resultsFile, await format(`${before}\n\n${section}`, { parser: 'markdown' }));
