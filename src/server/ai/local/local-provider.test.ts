import { describe, expect, it } from 'vitest';
import { analyse } from '@engine/analyse';
import { AXIS_KEYS } from '@engine/axes';
import { analysed as at, valuesOf } from '../../testing/ai-inputs';
import { createAiProvider } from '../create-provider';
import type { AnalysedText } from '../provider';
import { createLocalProvider } from './local-provider';
import { END_NOUNS } from './wording';

const ANGRY = at('The weather was fine today. You NEVER listen to me!!! I am so sick of this.');
const WARM = at(
  'Thank you so much for the lovely dinner last night. I really appreciate you and I loved seeing everyone together.',
);
const UNSURE = at('Maybe I should go, or maybe not. I am not sure what I want anymore.');
/** Either of its sentences carries the uncertainty; the engine's per-sentence reading picks one (issue 12). */
const UNSURE_QUOTE = /“(?:Maybe I should go, or maybe not\.|I am not sure what I want anymore\.)”/u;

const provider = createLocalProvider();

const AXIS_NAMES = {
  warmthDetachment: 'Warmth vs Detachment',
  certaintyAmbiguity: 'Certainty vs Ambiguity',
  intensityRestraint: 'Intensity vs Restraint',
  conflictCoherence: 'Conflict vs Coherence',
} as const;
/** The axis that leans furthest from the middle, as a reader of the numbers would name it. */
function strongest(input: AnalysedText) {
  const values = valuesOf(input);
  const key = AXIS_KEYS.reduce((best, axis) =>
    Math.abs(values[axis] - 0.5) > Math.abs(values[best] - 0.5) ? axis : best,
  );
  const noun = END_NOUNS[key][values[key] >= 0.5 ? 'high' : 'low'];
  return { noun, name: AXIS_NAMES[key], value: values[key].toFixed(2) };
}

describe('the local provider', () => {
  it('is what an unconfigured server gets', () => {
    const silent = { info() {}, warn() {} } as unknown as Parameters<typeof createAiProvider>[0]['logger'];
    expect(createAiProvider({ provider: 'local', timeoutMs: 20_000, logger: silent }).name).toBe('local');
  });

  it('plain feedback names the dominant tone and band and quotes the phrase that carries it', async () => {
    const reply = await provider.plainFeedback(ANGRY);
    expect(reply.source).toBe('local');
    // The shouted sentence carries the strongest note, not the calm one before it.
    expect(reply.feedback).toContain('“You NEVER listen to me!!!”');
    expect(reply.feedback).not.toContain('weather');
    const { noun, name, value } = strongest(ANGRY);
    expect(reply.feedback).toContain(`The strongest note is ${noun}: ${name} reads ${value}`);
    expect(reply.feedback).toContain(`${ANGRY.analysis.band} band`);
    expect(reply.feedback).toContain(`${ANGRY.analysis.wordCount}-word`);
    expect(reply.empathicResponse).toContain('You NEVER listen to me!!!');
    expect(reply.conversationalPrompt).toMatch(/\?$/u);
    expect(reply.aiInsights.some((insight) => insight.startsWith('Tension detected.'))).toBe(true);
    expect(reply.aiInsights.some((insight) => insight.includes(`${ANGRY.analysis.frequencyHz} Hz`))).toBe(
      true,
    );
    expect(reply.aiResponse).toContain(reply.conversationalPrompt);
  });

  it('reads a warm text as warm and an unsure one as unsure', async () => {
    const warm = await provider.plainFeedback(WARM);
    expect(warm.feedback).toContain('The strongest note is warmth');
    expect(warm.feedback).toContain('reads as positive');
    expect(warm.aiInsights.join(' ')).toContain('‘appreciate’');
    const unsure = await provider.plainFeedback(UNSURE);
    // Confusion sits at the ambiguous end of certainty and the conflicted end of coherence (issue 12).
    expect(unsure.feedback).toMatch(/The strongest note is (?:uncertainty|inner conflict)/u);
    expect(unsure.feedback).toMatch(UNSURE_QUOTE);
  });

  it('answers the same text with the same words, and different texts differently', async () => {
    const again = await createLocalProvider().plainFeedback(at(ANGRY.text));
    expect(again).toEqual(await provider.plainFeedback(ANGRY));
    const replies = await Promise.all([ANGRY, WARM, UNSURE].map((input) => provider.enhancedAnalysis(input)));
    expect(new Set(replies.map((reply) => reply.conversationalResponse)).size).toBe(3);
  });

  it('enhanced analysis gives the ToneLens reading, band, phrase and one question', async () => {
    const { conversationalResponse, source } = await provider.enhancedAnalysis(UNSURE);
    expect(source).toBe('local');
    expect(conversationalResponse).toContain(UNSURE.analysis.toneLensSummary);
    expect(conversationalResponse).toContain(`${UNSURE.analysis.band} band`);
    expect(conversationalResponse).toMatch(UNSURE_QUOTE);
    expect(conversationalResponse.match(/\?/gu)?.length).toBe(1);
  });

  it('rewrites an accusation into an I-statement and leaves a kind text alone', async () => {
    const harsh = await provider.alternativeWording(at('You never listen to me!!!'));
    expect(harsh.source).toBe('local');
    expect(harsh.alternativeText).toMatch(/^I feel unheard when you don't listen to me\./u);
    const kind = await provider.alternativeWording(WARM);
    expect(kind.alternativeText).toBe(WARM.text);
  });

  it('shapes the EchoRoom question by mode and quotes the reflection', async () => {
    const reflection = at('I keep replaying what she said, but I feel torn and exhausted.');
    const replies = await Promise.all(
      (['solo', 'message', 'thread'] as const).map((mode) =>
        provider.echoReply({ ...reflection, mode, original: null }),
      ),
    );
    const [solo, message, thread] = replies.map((reply) => reply.resonantReply);
    expect(solo).toMatch(/^Solo Echo, for what feels overwhelming inside/u);
    expect(message).toMatch(/^Message Echo, for decoding someone’s reaction/u);
    expect(thread).toMatch(/^Thread Return, for the loops between you and someone else/u);
    for (const reply of replies) {
      expect(reply.source).toBe('local');
      expect(reply.resonantReply).toContain(
        '“I keep replaying what she said, but I feel torn and exhausted.”',
      );
      const { noun, name, value } = strongest(reflection);
      expect(reply.resonantReply).toContain(`${noun} (${name} ${value}`);
    }
    const questions = replies.map((reply) => reply.resonantReply.split(/(?<=[.”])\s/u).at(-1));
    expect(new Set(questions).size).toBe(3);
  });

  it('in Message Echo, asks about their message when the analysed text is given', async () => {
    const reply = await provider.echoReply({
      ...at('I do not know how to read this.'),
      mode: 'message',
      original: at('Fine. Do whatever you want, I honestly do not care.'),
    });
    expect(reply.resonantReply).toContain('Their message, “Do whatever you want, I honestly do not care.”');
    expect(reply.resonantReply).toMatch(/“Do whatever you want, I honestly do not care\.”[^“]*\?$/u);
  });

  it('framed chat names the slider the user moved, from the original value to the new one', async () => {
    const original = ANGRY;
    for (const key of AXIS_KEYS) {
      const target = original.analysis[key] > 0.5 ? 0.1 : 0.9;
      const reply = await provider.framedReply({
        userMessage: at('What would change if it read like this?'),
        emotionalValues: { ...valuesOf(original), [key]: target },
        original,
        alternative: null,
        conversationHistory: [],
      });
      expect(reply.source).toBe('local');
      expect(reply.response).toContain(
        `You turned ${END_NOUNS[key].high} ${target > original.analysis[key] ? 'up' : 'down'} from ${original.analysis[key].toFixed(2)} to ${target.toFixed(2)}, so`,
      );
      expect(reply.response).toContain('On “What would change if it read like this?”:');
    }
  });

  it('framed chat offers a gentler wording of the phrase that holds warmth down', async () => {
    const original = at('You never listen, you only ever think about yourself. Whatever.');
    const reply = await provider.framedReply({
      userMessage: at('How could this sound warmer?'),
      emotionalValues: { ...valuesOf(original), warmthDetachment: 0.9 },
      original,
      alternative: at('It feels like you do not always hear me.'),
      conversationHistory: [],
    });
    expect(reply.response).toContain('You turned warmth up');
    expect(reply.response).toContain('One way to say it that moves in that direction:');
    expect(reply.response).toContain('The AI alternative reads');
  });

  it('framed chat with untouched sliders explains the axis the message asks about', async () => {
    const reply = await provider.framedReply({
      userMessage: at('Why does this feel so uncertain?'),
      emotionalValues: valuesOf(UNSURE),
      original: UNSURE,
      alternative: null,
      conversationHistory: [],
    });
    expect(reply.response).toContain('Your sliders still match the original reading.');
    expect(reply.response).toContain(
      `Certainty vs Ambiguity reads ${UNSURE.analysis.certaintyAmbiguity.toFixed(2)}`,
    );
  });

  it('reanalysis lists every adjusted value and what the adjusted reading would be', async () => {
    const adjusted = {
      warmthDetachment: 0.7,
      certaintyAmbiguity: 0.5,
      intensityRestraint: 0.3,
      conflictCoherence: 0.8,
    };
    const { response, source } = await provider.reanalyseAdjusted({
      original: ANGRY,
      adjustedValues: adjusted,
    });
    expect(source).toBe('local');
    expect(response).toContain(
      `Intensity vs Restraint ${ANGRY.analysis.intensityRestraint.toFixed(2)} → 0.30`,
    );
    expect(response).toContain(`Conflict vs Coherence ${ANGRY.analysis.conflictCoherence.toFixed(2)} → 0.80`);
    expect(response).toContain('Tone: warm and connected.');
    expect(response).toContain('The tension ToneLens found in the original would ease.');
    const same = await provider.reanalyseAdjusted({ original: ANGRY, adjustedValues: valuesOf(ANGRY) });
    expect(same.response).toMatch(/^The adjusted values match the original analysis/u);
  });

  it('defines a term from WordNet with its spectral reading', async () => {
    const result = await provider.defineTerm({ term: 'melancholy', analysis: analyse('melancholy', 'full') });
    expect(result.source).toBe('local');
    expect(result.definition).toBe('a feeling of thoughtful sadness');
    expect(result.response).toContain(
      `averages ${analyse('melancholy', 'full').averageValue.toFixed(2)} in Spectral Binary`,
    );
  });
});
