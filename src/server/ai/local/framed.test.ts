/**
 * The framed chat's conversation rules (issue 13): every question in the latest message is
 * answered, "how could I say it …" gets a concrete rewording of the original, no reply repeats
 * an earlier one (AI Response with no new message gives a new angle, then says there is nothing
 * new), slider moves are described in the direction they were moved, and Reanalyse offers a
 * wording the engine reads the way the sliders were moved.
 */
import { describe, expect, it } from 'vitest';
import { analyse } from '@engine/analyse';
import { AXIS_KEYS } from '@engine/axes';
import type { ChatMessage } from '@contract/framed';
import { analysed as at, chatMessage as message, valuesOf } from '../../testing/ai-inputs';
import { questionsIn } from './conversation';
import { createLocalProvider } from './local-provider';
import { END_NOUNS } from './wording';

const provider = createLocalProvider();
const HOSTILE = at("Fine, do whatever you want. I don't care anymore. You always decide without asking me.");
const TWO_QUESTIONS = 'Why does my message sound so cold?\nAnd how could I say it more kindly?';

/** The quoted passages of a reply. */
const quotes = (reply: string): string[] => [...reply.matchAll(/“([^”]+)”/gu)].map((match) => match[1]!);

async function ask(text: string, history: ChatMessage[], values = valuesOf(HOSTILE), original = HOSTILE) {
  const { response } = await provider.framedReply({
    userMessage: at(text),
    emotionalValues: values,
    original,
    alternative: null,
    conversationHistory: history,
  });
  return response;
}

describe('framed chat: answering what was asked', () => {
  it('finds every question in a message, one per line or sentence', () => {
    expect(questionsIn(TWO_QUESTIONS).map((question) => question.kind)).toEqual(['why', 'reword']);
    expect(questionsIn('Thanks. Is it too harsh? What should I say instead?')).toHaveLength(2);
    expect(questionsIn('I just wanted to vent.')).toHaveLength(0);
    expect(questionsIn('How would this land\nwith them?')).toEqual([
      { text: 'How would this land with them?', kind: 'other', axis: null },
    ]);
  });

  it('answers both questions of a two-line message, the second with a concrete rewording', async () => {
    const reply = await ask(TWO_QUESTIONS, []);
    expect(reply).toContain('You asked 2 things.');
    expect(reply).toContain('On “Why does my message sound so cold?”: It reads with distance because');
    expect(reply).toContain(
      'On “And how could I say it more kindly?”: Here is one way to say it with more warmth:',
    );
    // The rewording is of the user's own text: it keeps its words and differs from it.
    const rewording = quotes(reply).at(-1)!;
    expect(rewording).not.toBe(HOSTILE.text);
    expect(rewording).toContain('decide without asking me');
    expect(analyse(rewording, 'tonelens').warmthDetachment).toBeGreaterThan(
      HOSTILE.analysis.warmthDetachment,
    );
  });

  it('rewords toward what the question asks for (calmer, surer)', async () => {
    const calmer = quotes(await ask('How could I say it more calmly?', [])).at(-1)!;
    expect(analyse(calmer, 'tonelens').intensityRestraint).toBeLessThan(HOSTILE.analysis.intensityRestraint);
    const unsure = at('Maybe we could go, I guess, if you want to?');
    const surer = quotes(await ask('How can I word it more confidently?', [], valuesOf(unsure), unsure)).at(
      -1,
    )!;
    expect(analyse(surer, 'tonelens').certaintyAmbiguity).toBeGreaterThan(unsure.analysis.certaintyAmbiguity);
  });
});

describe('framed chat: never the same reply twice', () => {
  it('AI Response with no new message gives a new angle each time, then says there is nothing new', async () => {
    const values = valuesOf(HOSTILE);
    const history: ChatMessage[] = [message('user', TWO_QUESTIONS, values)];
    const replies: string[] = [];
    for (let press = 0; press < 6; press++) {
      const reply = await ask(TWO_QUESTIONS, [...history]);
      replies.push(reply);
      history.push(message('ai', reply, values));
    }
    expect(new Set(replies).size).toBe(replies.length);
    expect(replies[1]).toMatch(/^Another angle: /u);
    expect(replies.at(-1)).toMatch(
      /^I have nothing new to add on “Why does my message sound so cold\? And how/u,
    );
  });

  it('a new message after earlier replies is answered afresh, still never word for word again', async () => {
    const values = valuesOf(HOSTILE);
    const first = await ask('Is it too harsh?', []);
    const history = [message('user', 'Is it too harsh?', values), message('ai', first, values)];
    const second = await ask('Is it too harsh?', [...history, message('user', 'Is it too harsh?', values)]);
    expect(second).not.toBe(first);
  });
});

describe('framed chat: slider moves in the direction they were moved', () => {
  it('describes every single-slider move as up or down, with from and to values', async () => {
    const original = at('The weather was fine today. I am not sure what you meant by that.');
    for (const key of AXIS_KEYS) {
      for (const delta of [0.3, -0.3]) {
        const from = original.analysis[key];
        const to = Math.min(1, Math.max(0, from + delta));
        if (Math.abs(to - from) < 0.1) continue;
        const reply = await ask('What would change?', [], { ...valuesOf(original), [key]: to }, original);
        const way = to > from ? 'up' : 'down';
        const other = to > from ? 'down' : 'up';
        expect(reply).toContain(
          `You turned ${END_NOUNS[key].high} ${way} from ${from.toFixed(2)} to ${to.toFixed(2)}, so`,
        );
        expect(reply).not.toContain(`${END_NOUNS[key].high} ${other}`);
      }
    }
  });

  it("warmth turned down reads as cooler, never as 'low detachment'", async () => {
    const warm = at('Thank you so much, I really appreciate you and everything you did for us.');
    const reply = await ask('What do you think?', [], { ...valuesOf(warm), warmthDetachment: 0.3 }, warm);
    expect(reply).toContain(
      `You turned warmth down from ${warm.analysis.warmthDetachment.toFixed(2)} to 0.30, so the text would read cooler and more distant.`,
    );
    expect(reply).not.toMatch(/low detachment/iu);
  });
});

describe('Reanalyse', () => {
  it('explains the change and offers a version the engine reads the way the slider moved', async () => {
    for (const key of AXIS_KEYS) {
      const from = HOSTILE.analysis[key];
      const to = from > 0.5 ? from - 0.3 : from + 0.3;
      const { response } = await provider.reanalyseAdjusted({
        original: HOSTILE,
        adjustedValues: { ...valuesOf(HOSTILE), [key]: to },
      });
      expect(response).toContain(`You turned`.toLowerCase());
      const version = /A version of your text that ToneLens reads that way: “([^”]+)”/u.exec(response)?.[1];
      expect(version, response).toBeDefined();
      const after = analyse(version!, 'tonelens')[key];
      if (to > from) expect(after, key).toBeGreaterThan(from);
      else expect(after, key).toBeLessThan(from);
    }
  });
});
