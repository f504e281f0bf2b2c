/**
 * Writes one of everything a user can keep, through the API, with `text` in every free-text
 * field: an analysis (and its journal entry and alternative wording), an EchoRoom reflection,
 * a framed conversation and a signature entry. Used by the tests that follow a piece of text
 * through storage (NUL characters) and out of it again (account deletion).
 */
import { expect } from 'vitest';
import type { TestApp, TestUser } from './harness';

const values = {
  warmthDetachment: 0.5,
  certaintyAmbiguity: 0.5,
  intensityRestraint: 0.5,
  conflictCoherence: 0.5,
};

export async function writeEverything(
  t: TestApp,
  as: TestUser,
  text: string,
): Promise<{ analysisId: string }> {
  const created = async (method: 'POST', url: string, body: unknown) => {
    const response = await t.request(method, url, { as, body });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(201);
    return response.json() as { id: string };
  };
  const { id: analysisId } = await created('POST', '/api/analyse', { inputText: text, mode: 'full' });
  const alternative = await t.request('POST', '/api/generate-alternative', {
    as,
    body: { inputText: text, analysisId },
  });
  expect(alternative.statusCode, alternative.body).toBe(200);
  await created('POST', '/api/echo-room/save', {
    analysisId,
    echoMode: 'solo',
    originalText: text,
    resonantReply: text,
    userReflection: text,
    emotionalInsights: null,
    spectralResonance: JSON.stringify({ echoMode: 'solo', timestamp: new Date().toISOString(), note: text }),
  });
  const timestamp = new Date().toISOString();
  await created('POST', '/api/framed-conversations', {
    originalText: text,
    aiGeneratedText: text,
    emotionalValues: values,
    conversation: [{ id: 'm1', type: 'user', content: text, timestamp, emotionalValues: values }],
    timestamp,
  });
  await created('POST', '/api/signature', { spectralValue: 0.42, originalText: text });
  return { analysisId };
}
