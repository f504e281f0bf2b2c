/**
 * `npm run eval [-- --data DIR] [-- --save-previous]`: prints the quality table (ToneLens vs
 * vader-sentiment on the dev portions of ../shared/eval, or DIR, beside the previous release's
 * figures of eval/previous-release.json) and writes it as Markdown to eval/results.md.
 * `--save-previous` stores this run's figures as the previous release (done once per release,
 * before the engine changes).
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { format } from 'prettier';
import { DEFAULT_DATA_DIR } from './data';
import { LANGUAGE_HEADING } from './language-heading';
import { evaluate, formatMarkdown, formatTable, POLE_GROUPS, type Previous } from './evaluate';

const at = process.argv.indexOf('--data');
const dataDir = at > -1 && process.argv[at + 1] ? path.resolve(process.argv[at + 1]!) : DEFAULT_DATA_DIR;
const started = performance.now();
const rows = await evaluate(dataDir);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
const previousFile = fileURLToPath(new URL('previous-release.json', import.meta.url));
if (process.argv.includes('--save-previous')) {
  const figures = Object.fromEntries(rows.map((row) => [row.key, Math.round(row.ours * 1000) / 1000]));
  await writeFile(previousFile, `${JSON.stringify(figures, null, 2)}\n`);
  console.log(`Saved this run's figures as the previous release in ${previousFile}`);
}
const previous = JSON.parse(await readFile(previousFile, 'utf8')) as Previous;
console.log(`ToneLens engine vs vader-sentiment 1.1.3, dev portions of ${dataDir} (${seconds} s)\n`);
console.log(formatTable(rows, previous));
const markdown = [
  '# Engine evaluation (dev portions)',
  '',
  `Written by \`npm run eval\` on ${path.basename(dataDir)}: Pearson r and F1 on the development splits;`,
  'held-out portions are checked independently. VADER columns: vader-sentiment 1.1.3 compound',
  '(abs(compound) for arousal and intensity; classes at ±0.05, so VADER never says reflective).',
  '"previous release": the same measures on the engine before issue 12 (eval/previous-release.json).',
  '',
  'Pole AUCs (issue 12): the chance that the axis scores a GoEmotions dev row with one label from the',
  'first group above one from the second:',
  '',
  ...POLE_GROUPS.map(({ axis, high, low }) => `- ${axis}: ${high.join(', ')} vs ${low.join(', ')}`),
  '',
  formatMarkdown(rows, previous),
  '',
].join('\n');
// The language section is eval/language.ts's (issue 18): kept as it is.
const resultsFile = fileURLToPath(new URL('results.md', import.meta.url));
const previousText = await readFile(resultsFile, 'utf8').catch(() => '');
const languageAt = previousText.indexOf(LANGUAGE_HEADING);
const languageSection = languageAt > -1 ? `\n${previousText.slice(languageAt)}` : '';
// Formatted like every other file, so `prettier --check .` (npm run lint) stays green.
await writeFile(resultsFile, await format(markdown + languageSection, { parser: 'markdown' }));
if (rows.some((row) => row.met === false)) process.exitCode = 1;
