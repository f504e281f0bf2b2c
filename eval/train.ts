/**
 * `npm run train [-- --data DIR] [-- --out DIR]`: rebuilds the engine's weights in
 * src/engine/weights from training rows only (EmoBank train, GoEmotions train) and VADER's
 * lexicon. Deterministic: a re-run writes the same bytes.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_DATA_DIR, readEmoBank, readGoEmotions, type GoEmotionsGroup } from './data';
import { readVaderLexicon } from './train/vader-lexicon';
import type { SentimentClass } from '../src/engine/modes';

const GROUP_CLASS: Readonly<Record<GoEmotionsGroup, SentimentClass>> = {
  positive: 'positive',
  negative: 'concerned',
  ambiguous: 'reflective',
  neutral: 'neutral',
};

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(name);
  return at > -1 && process.argv[at + 1] ? path.resolve(process.argv[at + 1]!) : fallback;
}

async function main(): Promise<void> {
  const started = performance.now();
  const dataDir = option('--data', DEFAULT_DATA_DIR);
  const outDir = option('--out', fileURLToPath(new URL('../src/engine/weights', import.meta.url)));
  await mkdir(outDir, { recursive: true });
  // The lexicon goes first: the engine reads it when its modules load, below.
  const lexicon = await readVaderLexicon();
  await writeFile(
    path.join(outDir, 'lexicon.json'),
    JSON.stringify({ source: 'VADER lexicon (MIT), Hutto & Gilbert 2014', valences: lexicon }) + '\n',
  );
  const { trainAll } = await import('./train/fit');
  const emobank = (await readEmoBank(dataDir)).filter((row) => row.split === 'train');
  const goemotions = (await readGoEmotions(dataDir, 'train'))
    .filter((row) => row.groups.length === 1)
    .map((row) => ({ text: row.text, label: GROUP_CLASS[row.groups[0]!] }));
  const emotions = (await readGoEmotions(dataDir, 'train'))
    .filter((row) => row.labels.length === 1)
    .map((row) => ({ text: row.text, emotion: row.labels[0]! }));
  console.log(`training on ${emobank.length} EmoBank and ${goemotions.length} GoEmotions train rows`);
  const files = trainAll({ emobank, goemotions, emotions });
  for (const [name, text] of Object.entries(files)) {
    await writeFile(path.join(outDir, name), text);
    console.log(`  ${name}: ${(Buffer.byteLength(text) / 1024).toFixed(0)} KB`);
  }
  console.log(`done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

await main();
