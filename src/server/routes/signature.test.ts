import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emotionalBand, frequencyHz } from '@engine/bands';
import { hueOf } from '@engine/colour';
import { SignatureEntry, SignatureList } from '@contract/signature';
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

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.signUp('alice');
  bob = await t.signUp('bob');
});
afterAll(() => t.close());

const add = async (as: TestUser, spectralValue: number, originalText = 'A calm, steady evening.') => {
  const response = await t.request('POST', '/api/signature', { as, body: { spectralValue, originalText } });
  expect(response.statusCode, response.body).toBe(201);
  return SignatureEntry.parse(response.json());
};

describe('POST /api/signature', () => {
  it('derives frequency, band and hue from the value and keeps 100 characters of text', async () => {
    const entry = await add(alice, 0.72, 'é'.repeat(150));
    expect(entry).toMatchObject({
      spectralValue: 0.72,
      frequencyHz: frequencyHz(0.72),
      emotionalRange: emotionalBand(0.72).name,
      colorHue: hueOf(0.72),
      originalText: 'é'.repeat(100),
    });
    expect(entry.emotionalRange).toBe('Immersion');
    expect(Date.parse(entry.timestamp)).not.toBeNaN();
  });

  it('refuses each invalid field', async () => {
    const post = (body: unknown) => t.request('POST', '/api/signature', { as: alice, body });
    expectInvalid(await post({ spectralValue: 1.2, originalText: 'x' }), 'spectralValue');
    expectInvalid(await post({ spectralValue: '0.5', originalText: 'x' }), 'spectralValue');
    expectInvalid(await post({ spectralValue: 0.5 }), 'originalText');
    expectInvalid(await post({ spectralValue: 0.5, originalText: ['x'] }), 'originalText');
    await expectMalformedJson(t, alice, 'POST', '/api/signature');
  });

  it('answers 401, 413 and 403 as every route does', async () => {
    await expectGuarded(t, 'POST', '/api/signature', { spectralValue: 0.5, originalText: 'x' });
    await expectTooLarge(t, alice, 'POST', '/api/signature');
    await expectForeignOriginRefused(t, alice, 'POST', '/api/signature', {
      spectralValue: 0.5,
      originalText: 'x',
    });
  });
});

describe('one saved tone per analysis', () => {
  const analyse = async (as: TestUser, inputText: string) => {
    const response = await t.request('POST', '/api/analyse', { as, body: { inputText, mode: 'spectral' } });
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { id: string }).id;
  };
  const save = (as: TestUser, analysisId: string, spectralValue = 0.465) =>
    t.request('POST', '/api/signature', {
      as,
      body: { spectralValue, originalText: 'Walked by the river.', analysisId },
    });

  it('stores the first save of an analysis (201) and answers a second with that tone (200)', async () => {
    const analysisId = await analyse(alice, 'Walked by the river.');
    const first = await save(alice, analysisId);
    expect(first.statusCode, first.body).toBe(201);
    const entry = SignatureEntry.parse(first.json());
    expect(entry.analysisId).toBe(analysisId);

    const second = await save(alice, analysisId, 0.9);
    expect(second.statusCode, second.body).toBe(200);
    expect(SignatureEntry.parse(second.json())).toEqual(entry);
    const list = SignatureList.parse((await t.request('GET', '/api/signature', { as: alice })).json());
    expect(list.filter((item) => item.analysisId === analysisId)).toEqual([entry]);
  });

  it('keeps one tone when two saves of one analysis race', async () => {
    const analysisId = await analyse(alice, 'Two buttons, one analysis.');
    const answers = await Promise.all([save(alice, analysisId), save(alice, analysisId)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 201]);
    const list = SignatureList.parse((await t.request('GET', '/api/signature', { as: alice })).json());
    expect(list.filter((item) => item.analysisId === analysisId)).toHaveLength(1);
  });

  it('answers 404 for an analysis that is not mine, exactly as for a missing one', async () => {
    const bobs = await analyse(bob, 'Bob’s own words.');
    const theirs = await save(alice, bobs);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ message: 'Analysis not found.' });
    const missing = await save(alice, 'no-such-analysis');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(theirs.json());
  });
});

describe('GET and DELETE /api/signature', () => {
  it('lists mine newest first; deleting someone else’s is 404, like a missing one', async () => {
    const first = await add(bob, 0.1);
    const second = await add(bob, 0.9);
    const list = SignatureList.parse((await t.request('GET', '/api/signature', { as: bob })).json());
    expect(list.map((entry) => entry.id)).toEqual([second.id, first.id]);
    expect(
      SignatureList.parse((await t.request('GET', '/api/signature', { as: alice })).json()).map((e) => e.id),
    ).not.toContain(first.id);

    const theirs = await t.request('DELETE', `/api/signature/${first.id}`, { as: alice });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ message: 'Signature entry not found.' });
    expect((await t.request('DELETE', '/api/signature/missing', { as: alice })).json()).toEqual(
      theirs.json(),
    );

    expect((await t.request('DELETE', `/api/signature/${first.id}`, { as: bob })).statusCode).toBe(204);
    expect(
      SignatureList.parse((await t.request('GET', '/api/signature', { as: bob })).json()).map((e) => e.id),
    ).toEqual([second.id]);
  });

  it('clears all of mine and nobody else’s', async () => {
    await add(alice, 0.3);
    expect((await t.request('DELETE', '/api/signature', { as: bob })).statusCode).toBe(204);
    expect((await t.request('GET', '/api/signature', { as: bob })).json()).toEqual([]);
    expect(
      SignatureList.parse((await t.request('GET', '/api/signature', { as: alice })).json()).length,
    ).toBeGreaterThan(0);
  });

  it('answer 401 and 403 as every route does', async () => {
    const entry = await add(alice, 0.4);
    await expectGuarded(t, 'GET', '/api/signature');
    await expectGuarded(t, 'DELETE', `/api/signature/${entry.id}`);
    await expectGuarded(t, 'DELETE', '/api/signature');
    await expectForeignOriginRefused(t, alice, 'DELETE', `/api/signature/${entry.id}`);
    await expectForeignOriginRefused(t, alice, 'DELETE', '/api/signature');
    expect(
      SignatureList.parse((await t.request('GET', '/api/signature', { as: alice })).json()).map((e) => e.id),
    ).toContain(entry.id);
  });
});
