/**
 * `npm run eval [-- --data DIR]`: prints the quality table (ToneLens vs vader-sentiment on the dev
 * portions of ../shared/eval, or DIR) and writes it as Markdown to eval/results.md.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { format } from 'prettier';
import { DEFAULT_DATA_DIR } from './data';
import { evaluate, formatMarkdown, formatTable } from './evaluate';

const at = process.argv.indexOf('--data');
const dataDir = at > -1 && process.argv[at + 1] ? path.resolve(process.argv[at + 1]!) : DEFAULT_DATA_DIR;
const started = performance.now();
const rows = await evaluate(dataDir);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`ToneLens engine vs vader-sentiment 1.1.3, dev portions of ${dataDir} (${seconds} s)\n`);
console.log(formatTable(rows));
const markdown = [
  '# Engine evaluation (dev portions)',
  '',
  `Written by \`npm run eval\` on ${path.basename(dataDir)}: Pearson r and F1 on the development splits;`,
  'held-out portions are checked independently. VADER columns: vader-sentiment 1.1.3 compound',
  '(abs(compound) for arousal; classes at ±0.05, so VADER never says reflective).',
  '',
  formatMarkdown(rows),
  '',
].join('\n');
// Formatted like every other file, so `prettier --check .` (npm run lint) stays green.
await writeFile(
  fileURLToPath(new URL('results.md', import.meta.url)),
  await format(markdown, { parser: 'markdown' }),
);
if (rows.some((row) => row.met === false)) process.exitCode = 1;
