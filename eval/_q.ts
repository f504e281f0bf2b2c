import { readLanguage } from '../src/engine/language';
import { benchTexts, megabyteText } from '../bench/engine';
import { DEFAULT_DATA_DIR } from './data';
const texts = await benchTexts(DEFAULT_DATA_DIR);
for (let r = 0; r < 3; r++) { const t0 = performance.now(); for (const t of texts) readLanguage(t); console.log('bench texts µs/text', ((performance.now()-t0)*1000/texts.length).toFixed(2)); }
const big = megabyteText(texts);
for (let r = 0; r < 5; r++) { const t0 = performance.now(); readLanguage(big); console.log('1MB ms', (performance.now()-t0).toFixed(3)); }
