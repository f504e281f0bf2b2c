/**
 * `npm run eval:ai [-- --data DIR] [--save-previous]`: runs the built-in alternative wording over
 * the hostile-message set (eval/ai-set.ts), prints the figures side by side with the previous
 * release (eval/ai-previous-release.json) and five before/after pairs, and writes the table to
 * eval/ai-results.md. `--save-previous` stores this run's figures as the previous release (done
 * once, before the rewrite was rebuilt).
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { format } from 'prettier';
import { rewriteText } from '../src/server/ai/local/rewrite/rewrite';
import { measure, compound, type AiFigures } from './ai-metrics';
import { hostileSet } from './ai-set';
import { DEFAULT_DATA_DIR } from './data';

const here = path.dirname(fileURLToPath(import.meta.url));
const previousFile = path.join(here, 'ai-previous-release.json');
const at = process.argv.indexOf('--data');
const dataDir = at > -1 && process.argv[at + 1] ? path.resolve(process.argv[at + 1]!) : DEFAULT_DATA_DIR;

const set = await hostileSet(dataDir);
const pairs = set.map((message) => ({ before: message.text, after: rewriteText(message.text).text }));
const figures = measure(pairs);

if (process.argv.includes('--save-previous')) {
  await writeFile(previousFile, `${JSON.stringify(figures, null, 2)}\n`);
  console.log(`Saved ${figures.count} messages' figures as the previous release in ${previousFile}`);
}
const previous = JSON.parse(await readFile(previousFile, 'utf8')) as AiFigures;

const pct = (value: number) => `${(value * 100).toFixed(1)} %`;
const num = (value: number) => value.toFixed(3);
const ROWS: ReadonlyArray<[string, string, (f: AiFigures) => string]> = [
  ['messages', '≥ 200', (f) => String(f.count)],
  ['rewritten (not returned unchanged)', '≥ 98 %', (f) => pct(f.rewritten)],
  ['kinder by vader (compound +0.05 or more)', '≥ 80 %', (f) => pct(f.kinder)],
  [
    'mean vader compound, before → after',
    '',
    (f) => `${num(f.meanCompoundBefore)} → ${num(f.meanCompoundAfter)}`,
  ],
  ['mean compound gain', '≥ 0.4', (f) => num(f.meanCompoundGain)],
  ['content words kept', '≥ 60 %', (f) => pct(f.contentKept)],
  [
    'rewrites still with absolutes (of messages with them)',
    '≤ 10 %',
    (f) => `${pct(f.absolutesLeft)} of ${f.withAbsolutes}`,
  ],
  ['rewrites with profanity or insults', '0 %', (f) => pct(f.insultsLeft)],
  ['rewrites with ALL-CAPS shouting', '0 %', (f) => pct(f.shoutingLeft)],
  ['rewrites with sarcasm markers', '0 %', (f) => pct(f.sarcasmLeft)],
  ['rewrites with a doubled word', '0 %', (f) => pct(f.doubledWords)],
  ['rewrites with a sentence starting lower-case', '0 %', (f) => pct(f.badCapitalisation)],
  ['rewrites not ending with a full stop, ? or !', '0 %', (f) => pct(f.badEnding)],
];

const header = ['measure', 'target', 'previous release', 'this build'];
const table = [header, ...ROWS.map(([name, target, get]) => [name, target, get(previous), get(figures)])];
const widths = header.map((_, col) => Math.max(...table.map((row) => row[col]!.length)));
const line = (row: readonly string[]) => row.map((cell, col) => cell.padEnd(widths[col]!)).join('  ');

// Five pairs from our own messages and the GoEmotions sample, spread over the set.
const ownStart = set.findIndex((message) => message.source === 'own');
const examples = [ownStart, ownStart + 1, 4, 24, ownStart + 8].map((i) => pairs[i]!);

console.log(`Alternative wording over ${figures.count} hostile messages, judged by vader-sentiment 1.1.3\n`);
console.log(table.map(line).join('\n'));
console.log('\nBefore → after:');
for (const pair of examples) {
  console.log(`\n  before (${num(compound(pair.before))}): ${pair.before}`);
  console.log(`  after  (${num(compound(pair.after))}): ${pair.after}`);
}
if (process.argv.includes('--each'))
  for (const pair of pairs)
    console.log(`\n${num(compound(pair.after) - compound(pair.before))}\n  ${pair.before}\n  ${pair.after}`);

const cell = (text: string) => text.replace(/\|/gu, '\\|');
const markdown = [
  '# Alternative wording over hostile messages',
  '',
  `Written by \`npm run eval:ai\`: the built-in provider's rewrite over ${figures.count} hostile messages`,
  '(GoEmotions train/dev rows labelled only anger, annoyance, disapproval or disgust, plus our own),',
  'judged by vader-sentiment 1.1.3. A held-out set is checked independently.',
  '',
  `| ${header.join(' | ')} |`,
  `| ${header.map(() => '---').join(' | ')} |`,
  ...table.slice(1).map((row) => `| ${row.map(cell).join(' | ')} |`),
  '',
  '## Before and after',
  '',
  ...examples.flatMap((pair) => [`- “${pair.before}”`, `  → “${pair.after}”`]),
  '',
].join('\n');
await writeFile(path.join(here, 'ai-results.md'), await format(markdown, { parser: 'markdown' }));
