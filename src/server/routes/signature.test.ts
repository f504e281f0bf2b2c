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
