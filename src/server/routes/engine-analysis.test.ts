import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyse, ANALYSIS_MODES } from '@engine/analyse';
import { AnalysesList } from '@contract/analysis';
import { longText } from '../analysis/testing';
import { createTestApp, expectGuarded, expectInvalid, type TestApp, type TestUser } from '../testing/harness';

let t: TestApp;
let alice: TestUser;

beforeAll(async () => {
  // A low inline threshold sends the long text below to the analysis threads.
  t = await createTestApp({ ANALYSES_PER_MINUTE: '1000' }, { analysisInlineBelow: 1_000 });
  alice = await t.signUp('alice');
});
afterAll(() => t.close());

const text = 'I always feel ignored in these meetings, and honestly I am furious about it. Still, I hope.';

describe('POST /api/analyse/engine', () => {
  it.each(ANALYSIS_MODES)('answers the engine’s %s result, field for field and in order', async (mode) => {
    const response = await t.request('POST', '/api/analyse/engine', {
      as: alice,
      body: { inputText: text, mode },
    });
    expect(response.statusCode, response.body).toBe(200);
    // Byte for byte what the browser's engine would give after a JSON round trip: same fields, same order.
    expect(response.body).toBe(JSON.stringify(analyse(text, mode)));
  });

  it('answers a long text from the analysis threads with the same result', async () => {
    const long = longText(5_000, 3);
    const response = await t.request('POST', '/api/analyse/engine', {
      as: alice,
      body: { inputText: long, mode: 'full' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(JSON.parse(JSON.stringify(analyse(long, 'full'))));
  });

  it('stores nothing', async () => {
    const bob = await t.signUp('bob');
    await t.request('POST', '/api/analyse/engine', { as: bob, body: { inputText: text, mode: 'full' } });
    const list = AnalysesList.parse((await t.request('GET', '/api/analyses', { as: bob })).json());
    expect(list).toEqual([]);
  });

  it('needs a session and a known mode', async () => {
    await expectGuarded(t, 'POST', '/api/analyse/engine', { inputText: text, mode: 'full' });
    const response = await t.request('POST', '/api/analyse/engine', {
      as: alice,
      body: { inputText: text, mode: 'loud' },
    });
    expectInvalid(response, 'mode');
  });

  it('spends the analysis budget POST /api/analyse spends', async () => {
    const limited = await createTestApp({ ANALYSES_PER_MINUTE: '1' });
    try {
      const carol = await limited.signUp('carol');
      const body = { inputText: text, mode: 'full' };
      expect((await limited.request('POST', '/api/analyse/engine', { as: carol, body })).statusCode).toBe(
        200,
      );
      expect((await limited.request('POST', '/api/analyse', { as: carol, body })).statusCode).toBe(429);
      expect((await limited.request('POST', '/api/analyse/engine', { as: carol, body })).statusCode).toBe(
        429,
      );
    } finally {
      await limited.close();
    }
  });
});
