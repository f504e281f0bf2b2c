import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FramedConversation } from '@contract/framed';
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

const values = {
  warmthDetachment: 0.8,
  certaintyAmbiguity: 0.35,
  intensityRestraint: 0.2,
  conflictCoherence: 0.65,
};
const payload = (overrides: Record<string, unknown> = {}) => ({
  originalText: 'I need you to stop cancelling on me.',
  aiGeneratedText: 'It would mean a lot to me if we could keep our plans.',
  emotionalValues: values,
  conversation: [
    {
      id: 'u1',
      type: 'user',
      content: 'Is the second version too soft?',
      timestamp: '2025-06-13T10:00:00.000Z',
      emotionalValues: values,
    },
    {
      id: 'a1',
      type: 'ai',
      content: 'It keeps your need clear while inviting them in.',
      timestamp: '2025-06-13T10:00:02.000Z',
      emotionalValues: values,
    },
  ],
  timestamp: '2025-06-13T10:00:05.000Z',
  ...overrides,
});

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.signUp('alice');
  bob = await t.signUp('bob');
});
afterAll(() => t.close());

describe('POST /api/framed-conversations', () => {
  it('saves the conversation, which appears in the journal', async () => {
    const response = await t.request('POST', '/api/framed-conversations', { as: alice, body: payload() });
    expect(response.statusCode).toBe(201);
    const saved = FramedConversation.parse(response.json());
    expect(saved).toMatchObject(payload());
    const journal = (await t.request('GET', '/api/journal', { as: alice })).json() as Array<
      Record<string, unknown>
    >;
    expect(journal[0]).toMatchObject({ kind: 'conversation', sourceId: saved.id, analysisId: null });
  });

  it('refuses each invalid field', async () => {
    const post = (body: unknown) => t.request('POST', '/api/framed-conversations', { as: alice, body });
    expectInvalid(await post(payload({ originalText: 5 })), 'originalText');
    expectInvalid(await post(payload({ aiGeneratedText: undefined })), 'aiGeneratedText');
    expectInvalid(
      await post(payload({ emotionalValues: { ...values, warmthDetachment: 1.5 } })),
      'emotionalValues.warmthDetachment',
    );
    expectInvalid(
      await post(
        payload({
          conversation: [{ id: 'x', type: 'robot', content: 'hi', timestamp: 't', emotionalValues: values }],
        }),
      ),
      'conversation.0.type',
    );
    expectInvalid(await post(payload({ conversation: 'none' })), 'conversation');
    expectInvalid(await post(payload({ timestamp: 12 })), 'timestamp');
    await expectMalformedJson(t, alice, 'POST', '/api/framed-conversations');
  });

  it('answers 401, 413 and 403 as every route does', async () => {
    await expectGuarded(t, 'POST', '/api/framed-conversations', payload());
    await expectTooLarge(t, alice, 'POST', '/api/framed-conversations');
    await expectForeignOriginRefused(t, alice, 'POST', '/api/framed-conversations', payload());
  });
});

describe('GET /api/framed-conversations[/:id]', () => {
  it('reads mine back and answers 404 for another user’s exactly as for a missing one', async () => {
    const saved = FramedConversation.parse(
      (
        await t.request('POST', '/api/framed-conversations', {
          as: alice,
          body: payload({ originalText: 'Second talk.' }),
        })
      ).json(),
    );
    expect((await t.request('GET', `/api/framed-conversations/${saved.id}`, { as: alice })).json()).toEqual(
      saved,
    );
    const list = (await t.request('GET', '/api/framed-conversations', { as: alice })).json() as Array<{
      id: string;
    }>;
    expect(list[0]!.id).toBe(saved.id);
    expect(list).toHaveLength(2);
    expect((await t.request('GET', '/api/framed-conversations', { as: bob })).json()).toEqual([]);

    const theirs = await t.request('GET', `/api/framed-conversations/${saved.id}`, { as: bob });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ message: 'Conversation not found.' });
    expect((await t.request('GET', '/api/framed-conversations/missing', { as: bob })).json()).toEqual(
      theirs.json(),
    );
  });

  it('require a session', async () => {
    await expectGuarded(t, 'GET', '/api/framed-conversations');
    await expectGuarded(t, 'GET', '/api/framed-conversations/anything');
  });
});
