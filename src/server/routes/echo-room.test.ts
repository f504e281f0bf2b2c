import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EchoReflection, EchoReflectionList } from '@contract/echo-room';
import {
  createTestApp,
  expectForeignOriginRefused,
  expectGuarded,
  expectInvalid,
  expectMalformedJson,
  expectTooLarge,
  type TestApp,
  type TestUser,
} from '../testing/harness';

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
let alicesAnalysis: string;

const payload = (overrides: Record<string, unknown> = {}) => ({
  analysisId: null,
  echoMode: 'solo',
  originalText: 'Everything is too loud today.',
  resonantReply: 'Which sound is the loudest inside you?',
  userReflection: 'I think it is the fear of letting people down.',
  emotionalInsights: null,
  spectralResonance: JSON.stringify({ echoMode: 'solo', timestamp: '2025-06-13T10:00:00.000Z' }),
  ...overrides,
});

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.signUp('alice');
  bob = await t.signUp('bob');
  const response = await t.request('POST', '/api/analyse', {
    as: alice,
    body: { inputText: 'Everything is too loud today.', mode: 'tonelens' },
  });
  alicesAnalysis = (response.json() as { id: string }).id;
});
afterAll(() => t.close());

describe('POST /api/echo-room/save', () => {
  it('saves the spec’s payload, answers the reflection and journals it', async () => {
    const response = await t.request('POST', '/api/echo-room/save', {
      as: alice,
      body: payload({ analysisId: alicesAnalysis }),
    });
    expect(response.statusCode).toBe(201);
    const saved = EchoReflection.parse(response.json());
    expect(saved).toMatchObject({ ...payload({ analysisId: alicesAnalysis }), emotionalInsights: null });

    const journal = (await t.request('GET', '/api/journal', { as: alice })).json() as Array<{
      kind: string;
      sourceId: string;
    }>;
    expect(journal[0]).toMatchObject({ kind: 'reflection', sourceId: saved.id });
  });

  it('keeps the language the reply was written in, and says null for a reply saved without one', async () => {
    const carol = await t.signUp('carol');
    const spanish = 'Tu reflexión se inclina hacia la distancia. ¿Qué te protege?';
    const response = await t.request('POST', '/api/echo-room/save', {
      as: carol,
      body: payload({ resonantReply: spanish, replyLanguage: 'es' }),
    });
    expect(response.statusCode).toBe(201);
    const saved = EchoReflection.parse(response.json());
    expect(saved).toMatchObject({ resonantReply: spanish, replyLanguage: 'es' });
    const read = await t.request('GET', `/api/echo-room/${saved.id}`, { as: carol });
    expect(EchoReflection.parse(read.json()).replyLanguage).toBe('es');
    const list = EchoReflectionList.parse((await t.request('GET', '/api/echo-room', { as: carol })).json());
    expect(list.find((item) => item.id === saved.id)?.replyLanguage).toBe('es');

    const older = await t.request('POST', '/api/echo-room/save', { as: carol, body: payload() });
    expect(EchoReflection.parse(older.json()).replyLanguage).toBeNull();
  });

  it('saves a Spectral Meaning lookup without an analysis', async () => {
    const response = await t.request('POST', '/api/echo-room/save', {
      as: bob,
      body: payload({
        echoMode: 'spectral',
        userReflection: 'resonance',
        resonantReply: 'A quality of evoking response.',
      }),
    });
    expect(response.statusCode).toBe(201);
  });

  it('answers 404 when the analysis is someone else’s, exactly as when it is missing', async () => {
    const theirs = await t.request('POST', '/api/echo-room/save', {
      as: bob,
      body: payload({ analysisId: alicesAnalysis }),
    });
    const missing = await t.request('POST', '/api/echo-room/save', {
      as: bob,
      body: payload({ analysisId: 'nope' }),
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ message: 'Analysis not found.' });
    expect(missing.json()).toEqual(theirs.json());
  });

  it('refuses each invalid field', async () => {
    const post = (body: unknown) => t.request('POST', '/api/echo-room/save', { as: alice, body });
    expectInvalid(
      await post(payload({ userReflection: '  ' })),
      'userReflection',
      'Please write your reflection first.',
    );
    expectInvalid(await post(payload({ echoMode: 'shout' })), 'echoMode');
    expectInvalid(await post(payload({ analysisId: 7 })), 'analysisId');
    expectInvalid(await post(payload({ emotionalInsights: 'insightful' })), 'emotionalInsights');
    expectInvalid(await post(payload({ originalText: null })), 'originalText');
    expectInvalid(await post(payload({ resonantReply: 3 })), 'resonantReply');
    expectInvalid(await post(payload({ replyLanguage: 'it' })), 'replyLanguage');
    expectInvalid(await post(payload({ spectralResonance: 'x'.repeat(10_001) })), 'spectralResonance');
    const { analysisId: _omitted, ...withoutAnalysis } = payload();
    expectInvalid(await post(withoutAnalysis), 'analysisId');
    await expectMalformedJson(t, alice, 'POST', '/api/echo-room/save');
  });

  it('answers 401, 413 and 403 as every route does', async () => {
    await expectGuarded(t, 'POST', '/api/echo-room/save', payload());
    await expectTooLarge(t, alice, 'POST', '/api/echo-room/save');
    await expectForeignOriginRefused(t, alice, 'POST', '/api/echo-room/save', payload());
  });
});

describe('GET /api/echo-room and /api/echo-room/:id', () => {
  it('reads my reflections back, newest first, and only mine', async () => {
    const second = EchoReflection.parse(
      (
        await t.request('POST', '/api/echo-room/save', {
          as: alice,
          body: payload({ echoMode: 'thread', userReflection: 'Again the same loop.' }),
        })
      ).json(),
    );
    const list = EchoReflectionList.parse((await t.request('GET', '/api/echo-room', { as: alice })).json());
    expect(list[0]).toEqual(second);
    expect(list.map((item) => item.echoMode)).toEqual(['thread', 'solo']);
    const bobs = EchoReflectionList.parse((await t.request('GET', '/api/echo-room', { as: bob })).json());
    expect(bobs.map((item) => item.echoMode)).toEqual(['spectral']);

    expect((await t.request('GET', `/api/echo-room/${second.id}`, { as: alice })).json()).toEqual(second);
    const theirs = await t.request('GET', `/api/echo-room/${second.id}`, { as: bob });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ message: 'Reflection not found.' });
    expect((await t.request('GET', '/api/echo-room/missing', { as: bob })).json()).toEqual(theirs.json());
  });

  it('require a session', async () => {
    await expectGuarded(t, 'GET', '/api/echo-room');
    await expectGuarded(t, 'GET', '/api/echo-room/anything');
  });
});
