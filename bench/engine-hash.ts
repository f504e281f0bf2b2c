/**
 * The engine's output fingerprint (issue 15): a SHA-256 over JSON.stringify(analyse(text, mode)) for
 * every mode, over all bench texts plus the 1 MB text, so a speed change can show it changed no output.
 * Run: npx tsx bench/engine-hash.ts [--without-language]
 * `--without-language` hashes each result without its `language` field (issue 18), which is the
 * output before that field was added: equal to the earlier hash, it shows no other field changed.
 */
import { createHash } from 'node:crypto';
import { analyse, ANALYSIS_MODES } from '../src/engine/analyse';
import { DEFAULT_DATA_DIR } from '../eval/data';
import { benchTexts, megabyteText } from './engine';

const texts = await benchTexts(DEFAULT_DATA_DIR);
const all = [...texts, megabyteText(texts)];
const withoutLanguage = process.argv.includes('--without-language');
const hash = createHash('sha256');
for (const text of all)
  for (const mode of ANALYSIS_MODES) {
    const result: object = analyse(text, mode);
    if (withoutLanguage && 'language' in result) delete (result as { language?: unknown }).language;
    hash.update(JSON.stringify(result));
    hash.update('\n');
  }
console.log(
  `${all.length} texts × ${ANALYSIS_MODES.length} modes${withoutLanguage ? ' without language' : ''}: ${hash.digest('hex')}`,
);
