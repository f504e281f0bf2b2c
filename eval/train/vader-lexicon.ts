/**
 * VADER's word valences (MIT, Hutto & Gilbert 2014) as the engine's lexicon: word → mean rating
 * (-4..4), keys lower-cased (VADER looks words up lower-cased, so a mixed-case key could never
 * match), sorted, one decimal as published.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

export async function readVaderLexicon(): Promise<Record<string, number>> {
  const require = createRequire(import.meta.url);
  const folder = path.dirname(require.resolve('vader-sentiment/package.json'));
  const text = await readFile(path.join(folder, 'vader_lexicon.txt'), 'utf8');
  const entries = new Map<string, number>();
  for (const line of text.split(/\r?\n/)) {
    const [word, mean] = line.split('\t');
    if (!word || mean === undefined) continue;
    const value = Number(mean);
    if (!Number.isFinite(value) || value === 0) continue;
    const key = word.toLowerCase();
    // When two spellings fold to one key, keep the one already in lower case.
    if (entries.has(key) && word !== key) continue;
    entries.set(key, Math.round(value * 100) / 100);
  }
  return Object.fromEntries([...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
