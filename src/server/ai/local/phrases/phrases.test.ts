/**
 * The built-in AI in Spanish, French and German (issue 18): plain feedback and the enhanced
 * reading come in the asked language, with no English template text left, the user's words
 * quoted as written and the same numbers as the English reply; English is untouched.
 */
import { describe, expect, it } from 'vitest';
import { analyse } from '@engine/analyse';
import type { Language } from '@contract/auth';
import { createLocalProvider } from '../local-provider';
import { de } from './de';
import { es } from './es';
import { fr } from './fr';
import type { Phrases } from './types';

const TEXTS = {
  angry: 'The weather was fine today. You NEVER listen to me!!! I am so sick of this.',
  warm: 'Thank you so much for the lovely dinner last night. I really appreciate you and I loved seeing everyone together.',
  unsure: 'Maybe I should go, or maybe not. I am not sure what I want anymore.',
  flat: 'The meeting is on Tuesday at ten.',
  solo: 'I feel so alone lately and nothing seems to help me.',
};

/** Words of the English templates that no Spanish, French or German sentence uses ('Text' and 'Band' are German, 'tension' French). */
const ENGLISH =
  /\b(?:the|and|you|your|with|this|what|reads|toward|strongest|note|words|feeling|would|could|there|when|which|overall|detected|dimension|places|carried|most)\b/iu;

const provider = createLocalProvider();
const input = (text: string, language: Language) => ({ text, analysis: analyse(text, 'full'), language });

/** The reply with the user's quoted words and the brand names taken out: what is left is ours. */
function ownWords(p: Phrases, reply: string): string {
  const [open, close] = p.quote('\u0000').split('\u0000') as [string, string];
  const escape = (mark: string) => mark.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
  return reply
    .replace(new RegExp(`${escape(open)}.*?${escape(close)}`, 'gu'), ' ')
    .replace(/ToneLens|Spectral Binary|Solo Echo|Message Echo|Thread Return/gu, ' ');
}

describe.each([es, fr, de].map((p) => [p.language, p] as const))('the built-in AI in %s', (_, p) => {
  it.each(Object.entries(TEXTS))(
    'writes plain feedback on the %s text with no English template text',
    async (_, text) => {
      const reply = await provider.plainFeedback(input(text, p.language));
      expect(reply).toMatchObject({ language: p.language, source: 'local' });
      const all = [
        reply.feedback,
        reply.empathicResponse,
        reply.conversationalPrompt,
        reply.aiResponse,
        ...reply.aiInsights,
      ];
      for (const sentence of all) {
        expect(sentence.trim()).not.toBe('');
        expect(ownWords(p, sentence)).not.toMatch(ENGLISH);
      }
    },
  );

  it.each(Object.entries(TEXTS))(
    'writes the enhanced reading of the %s text with no English template text',
    async (_, text) => {
      const reply = await provider.enhancedAnalysis(input(text, p.language));
      expect(reply.language).toBe(p.language);
      expect(ownWords(p, reply.conversationalResponse)).not.toMatch(ENGLISH);
    },
  );

  it.each(['solo', 'message', 'thread'] as const)(
    'writes the %s EchoRoom reply with no English template text, about the analysed text too',
    async (mode) => {
      const texts = Object.values(TEXTS);
      const replies = new Set<string>();
      for (const [i, text] of texts.entries()) {
        const original = i % 2 === 0 ? input(texts[(i + 1) % texts.length]!, p.language) : null;
        const reply = await provider.echoReply({ ...input(text, p.language), mode, original });
        expect(reply).toMatchObject({ language: p.language, source: 'local' });
        expect(ownWords(p, reply.resonantReply)).not.toMatch(ENGLISH);
        expect(reply.resonantReply).toMatch(/\?$/u);
        replies.add(reply.resonantReply);
      }
      expect(replies.size).toBe(texts.length);
    },
  );

  it('writes the reanalysis with adjusted values with no English template text', async () => {
    const original = input(TEXTS.angry, p.language);
    const values = analyse(TEXTS.angry, 'full');
    const unchanged = await provider.reanalyseAdjusted({
      original,
      adjustedValues: values,
      language: p.language,
    });
    expect(unchanged.language).toBe(p.language);
    expect(ownWords(p, unchanged.response)).not.toMatch(ENGLISH);
    for (const adjustedValues of [
      { ...values, warmthDetachment: 0.9 },
      { ...values, intensityRestraint: 0.1, conflictCoherence: 0.9 },
      { ...values, certaintyAmbiguity: 0.1, warmthDetachment: 0.1 },
    ]) {
      const reply = await provider.reanalyseAdjusted({ original, adjustedValues, language: p.language });
      expect(reply.language).toBe(p.language);
      expect(ownWords(p, reply.response)).not.toMatch(ENGLISH);
      expect(reply.response).toContain('→');
      expect(reply.response).toMatch(/\?$/u);
    }
  });

  it('quotes the user’s sentence as written and gives the engine’s numbers in its own notation', async () => {
    const engine = analyse(TEXTS.angry, 'full');
    const reply = await provider.plainFeedback(input(TEXTS.angry, p.language));
    expect(reply.feedback).toContain(p.quote('You NEVER listen to me!!!'));
    expect(reply.feedback).toContain(engine.averageValue.toFixed(2).replace('.', ','));
    expect(reply.feedback).toContain(`${engine.frequencyHz}`);
    expect(reply.feedback).toContain(p.bands[engine.band].name);
    expect(reply.conversationalPrompt).toMatch(/\?$/u);
    // Same text, same words; another text, other words.
    const again = await provider.plainFeedback(input(TEXTS.angry, p.language));
    expect(again).toEqual(reply);
    const warm = await provider.plainFeedback(input(TEXTS.warm, p.language));
    expect(warm.feedback).not.toBe(reply.feedback);
  });
});

describe('the built-in AI in English', () => {
  it('answers as before when the language is English or not given, and says it is English', async () => {
    const given = await provider.plainFeedback(input(TEXTS.angry, 'en'));
    const { language: _, ...none } = input(TEXTS.angry, 'en');
    expect(await provider.plainFeedback(none)).toEqual(given);
    expect(given.language).toBe('en');
    expect(given.feedback).toContain('The strongest note is');
  });

  it('answers the framed chat as before when the language is English or not given', async () => {
    const values = analyse(TEXTS.angry, 'full');
    const ask = (language?: Language) =>
      provider.framedReply({
        userMessage: input('Why does it sound so cold?', 'en'),
        emotionalValues: values,
        original: input(TEXTS.angry, 'en'),
        alternative: null,
        conversationHistory: [],
        ...(language ? { language } : {}),
      });
    const given = await ask('en');
    expect(await ask()).toEqual(given);
    expect(given.language).toBe('en');
    expect(given.response).toMatch(
      /^Your sliders still match the original reading\. On “Why does it sound so cold\?”: It reads with distance because/u,
    );
  });
});
