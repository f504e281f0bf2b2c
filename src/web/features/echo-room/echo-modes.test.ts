import { describe, expect, it } from 'vitest';
import { EchoSaveRequest } from '@contract/echo-room';
import { suggestionFor } from '@engine/voice';
import { canReflect, ECHO_MODE_INFO, savePayload, suggestedMode } from './echo-modes';

describe('suggestedMode', () => {
  it('reads the mode from each of the engine’s suggestions', () => {
    const axes = (w: number, c: number, i: number, k: number) => ({
      warmthDetachment: w,
      certaintyAmbiguity: c,
      intensityRestraint: i,
      conflictCoherence: k,
    });
    const about = 'My sister and I argued again.';
    expect(suggestedMode(suggestionFor(about, axes(0.5, 0.5, 0.9, 0.1)).text)).toBe('solo');
    expect(suggestedMode(suggestionFor(about, axes(0.1, 0.1, 0.5, 0.5)).text)).toBe('message');
    expect(suggestedMode(suggestionFor(about, axes(0.95, 0.05, 0.5, 0.5)).text)).toBe('thread');
    expect(suggestedMode(suggestionFor(about, axes(0.5, 0.5, 0.5, 0.35)).text)).toBeNull();
    // A solo text never points to a relational mode (issue 12 "One voice").
    expect(suggestedMode(suggestionFor('I am leaving the job.', axes(0.95, 0.05, 0.5, 0.5)).text)).toBeNull();
  });

  it('points to none without a suggestion', () => {
    expect(suggestedMode(null)).toBeNull();
    expect(suggestedMode('')).toBeNull();
  });
});

describe('canReflect', () => {
  it('needs non-blank text and a reflection mode', () => {
    expect(canReflect('I feel it', 'solo')).toBe(true);
    expect(canReflect('   \n', 'solo')).toBe(false);
    expect(canReflect('I feel it', null)).toBe(false);
    expect(canReflect('melancholy', 'spectral')).toBe(false);
  });
});

describe('savePayload', () => {
  it('is the spec’s payload and passes the contract', () => {
    const now = new Date('2025-06-13T10:00:00.000Z');
    const payload = savePayload(
      { mode: 'thread', reflection: 'We loop.', reply: 'An echo.', originalText: 'Text', analysisId: 'a1' },
      now,
    );
    expect(payload).toEqual({
      analysisId: 'a1',
      echoMode: 'thread',
      originalText: 'Text',
      resonantReply: 'An echo.',
      userReflection: 'We loop.',
      emotionalInsights: null,
      spectralResonance: '{"echoMode":"thread","timestamp":"2025-06-13T10:00:00.000Z"}',
    });
    expect(EchoSaveRequest.parse(payload)).toEqual(payload);
  });

  it('sends the language the reply is written in with it, and none without a reply', () => {
    const draft = {
      mode: 'solo' as const,
      reflection: 'Todo pesa.',
      reply: '¿Qué pesa más?',
      replyLanguage: 'es' as const,
      originalText: '',
      analysisId: null,
    };
    expect(savePayload(draft)).toMatchObject({ resonantReply: '¿Qué pesa más?', replyLanguage: 'es' });
    expect(savePayload({ ...draft, reply: '' })).not.toHaveProperty('replyLanguage');
    expect(EchoSaveRequest.parse(savePayload(draft)).replyLanguage).toBe('es');
  });

  it('names every mode as the spec does', () => {
    expect(Object.values(ECHO_MODE_INFO).map((info) => info.label)).toEqual([
      'Solo Echo',
      'Message Echo',
      'Thread Return',
      'Spectral Meaning',
    ]);
  });
});
