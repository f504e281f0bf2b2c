/**
 * The figures behind the README's claim that the built-in alternative wording moves harsh text
 * toward warmth and coherence: the engine's mean warmthDetachment and conflictCoherence over
 * HARSH_MESSAGES before and after rewriting. rewrite.test.ts asserts the same numbers; this
 * module prints them: `npx tsx src/server/ai/local/rewrite/harsh-figures.ts` (add `--each` for
 * one line per message).
 */
import { pathToFileURL } from 'node:url';
import { analyse } from '@engine/analyse';
import { HARSH_MESSAGES } from './harsh-messages';
import { rewriteText } from './rewrite';

export interface AxisPair {
  warmthDetachment: number;
  conflictCoherence: number;
}

export interface MessageFigures {
  message: string;
  alternative: string;
  before: AxisPair;
  after: AxisPair;
}

export interface HarshFigures {
  count: number;
  before: AxisPair;
  after: AxisPair;
  each: MessageFigures[];
}

const axes = (text: string): AxisPair => {
  const { warmthDetachment, conflictCoherence } = analyse(text, 'tonelens');
  return { warmthDetachment, conflictCoherence };
};

const meanOf = (pairs: readonly AxisPair[]): AxisPair => ({
  warmthDetachment: pairs.reduce((sum, pair) => sum + pair.warmthDetachment, 0) / pairs.length,
  conflictCoherence: pairs.reduce((sum, pair) => sum + pair.conflictCoherence, 0) / pairs.length,
});

export function harshFigures(messages: readonly string[] = HARSH_MESSAGES): HarshFigures {
  const each = messages.map((message) => {
    const alternative = rewriteText(message).text;
    return { message, alternative, before: axes(message), after: axes(alternative) };
  });
  return {
    count: each.length,
    before: meanOf(each.map((item) => item.before)),
    after: meanOf(each.map((item) => item.after)),
    each,
  };
}

function report(figures: HarshFigures, perMessage: boolean): string {
  const f = (value: number) => value.toFixed(3);
  const lines: string[] = [];
  if (perMessage) {
    for (const item of figures.each) {
      lines.push(
        `warmth ${f(item.before.warmthDetachment)} → ${f(item.after.warmthDetachment)}, coherence ${f(item.before.conflictCoherence)} → ${f(item.after.conflictCoherence)}`,
        `  before: ${item.message}`,
        `  after:  ${item.alternative}`,
      );
    }
    lines.push('');
  }
  const row = (name: string, key: keyof AxisPair) =>
    `| ${name} | ${f(figures.before[key])} | ${f(figures.after[key])} | +${f(figures.after[key] - figures.before[key])} |`;
  lines.push(
    `Alternative wording over ${figures.count} harsh messages (mean of the engine's scores, 0..1):`,
    '',
    '| axis | before | after | change |',
    '| --- | --- | --- | --- |',
    row('warmthDetachment', 'warmthDetachment'),
    row('conflictCoherence', 'conflictCoherence'),
  );
  return lines.join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(report(harshFigures(), process.argv.includes('--each')));
}
