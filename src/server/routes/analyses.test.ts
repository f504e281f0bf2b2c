import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyse } from '@engine/analyse';
import { AnalysesList, StoredAnalysis } from '@contract/analysis';
import { JournalList } from '@contract/journal';
import { UUID_V7 } from '../ids';
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

const text = 'I always feel ignored in these meetings, and honestly I am furious about it.';

describe('POST /api/analyse', () => {
  it('stores the engine’s numbers, not the client’s, and answers the id', async () => {
    const response = await t.request('POST', '/api/analyse', {
      as: alice,
      body: {
        inputText: text,
        mode: 'full',
        conversationalResponse: 'That sounds exhausting.',
        // A client claiming numbers the engine would never compute for this text:
        warmthDetachment: 0.99,
        conflictCoherence: 0.99,
        deepTonePercentage: 1,
        toneLensSummary: 'All is well',
        frequencyData: '[9,9,9]',
        tensionDetected: 0,
      },
    });
    expect(response.statusCode).toBe(201);
    const { id } = response.json() as { id: string };
    expect(id).toMatch(UUID_V7);

    const stored = StoredAnalysis.parse(
      (await t.request('GET', `/api/analyses/${id}`, { as: alice })).json(),
    );
    const engine = analyse(text, 'full');
    expect(stored).toMatchObject({
      id,
      mode: 'full',
      inputText: text,
      warmthDetachment: engine.warmthDetachment,
      conflictCoherence: engine.conflictCoherence,
      deepTonePercentage: engine.deepTonePercentage,
      toneLensSummary: engine.toneLensSummary,
      tensionDetected: engine.tensionDetected,
      frequencyData: JSON.stringify(engine.frequencyData),
      conversationalResponse: 'That sounds exhausting.',
      alternativeText: null,
    });
    expect(stored.warmthDetachment).not.toBe(0.99);
    expect(new Date(stored.createdAt).toISOString()).toBe(stored.createdAt);

    // The journal entry was written with it.
    const journal = JournalList.parse((await t.request('GET', '/api/journal', { as: alice })).json());
    expect(journal.find((entry) => entry.analysisId === id)).toMatchObject({
      kind: 'analysis',
      sourceId: id,
    });
  });

  it('keeps the per-sentence tones of the ToneLens and Full modes, and none for the others', async () => {
    const diary = 'I snapped at my sister today. I love her and I am grateful for her. Maybe I should call?';
    const ids: Record<string, string> = {};
    for (const mode of ['full', 'tonelens', 'plain', 'spectral'] as const) {
      const response = await t.request('POST', '/api/analyse', {
        as: alice,
        body: { inputText: diary, mode },
      });
      expect(response.statusCode).toBe(201);
      ids[mode] = (response.json() as { id: string }).id;
    }
    const read = async (mode: string) =>
      StoredAnalysis.parse((await t.request('GET', `/api/analyses/${ids[mode]}`, { as: alice })).json());
    const full = await read('full');
    expect(full.sentences).toEqual(analyse(diary, 'full').sentences);
    expect(full.sentences!.map(({ start, end }) => diary.slice(start, end))).toEqual([
      'I snapped at my sister today.',
      'I love her and I am grateful for her.',
      'Maybe I should call?',
    ]);
    expect((await read('tonelens')).sentences).toEqual(full.sentences);
    expect((await read('plain')).sentences).toBeNull();
    expect((await read('spectral')).sentences).toBeNull();
    // The list carries them too.
    const list = AnalysesList.parse((await t.request('GET', '/api/analyses', { as: alice })).json());
    expect(list.find((item) => item.id === ids.full)?.sentences).toEqual(full.sentences);
  });

  it('keeps whether the text reads English (issue 18) in the modes that read words', async () => {
    const spanish =
      'Mi hermana me llamó esta tarde y hablamos casi dos horas. Hacía meses que no nos reíamos tanto juntas.';
    const read = async (mode: 'plain' | 'spectral') => {
      const response = await t.request('POST', '/api/analyse', {
        as: alice,
        body: { inputText: spanish, mode },
      });
      expect(response.statusCode).toBe(201);
      const { id } = response.json() as { id: string };
      return StoredAnalysis.parse((await t.request('GET', `/api/analyses/${id}`, { as: alice })).json());
    };
    expect((await read('plain')).language).toEqual({ detected: 'es', readsEnglish: false });
    expect((await read('spectral')).language).toBeNull();
    // An analysis from before the field (an older server, an export) still reads.
    const { language: _language, ...older } = await read('plain');
    expect(StoredAnalysis.parse(older).language).toBeUndefined();
  });

  it('accepts the spec’s record with nulls and 1/0 for tensionDetected', async () => {
    const response = await t.request('POST', '/api/analyse', {
      as: alice,
      body: {
        inputText: 'Quiet morning.',
        mode: 'spectral',
        warmthDetachment: null,
        toneLensSummary: null,
        frequencyData: null,
        tensionDetected: 1,
        echoRoomSuggestion: null,
      },
    });
    expect(response.statusCode).toBe(201);
  });

  it('refuses each invalid field with a 400 naming it', async () => {
    expectInvalid(
      await t.request('POST', '/api/analyse', { as: alice, body: { inputText: '   ', mode: 'full' } }),
      'inputText',
      'Please enter some text to analyse.',
    );
    expectInvalid(
      await t.request('POST', '/api/analyse', { as: alice, body: { mode: 'full' } }),
      'inputText',
    );
    expectInvalid(
      await t.request('POST', '/api/analyse', { as: alice, body: { inputText: 'Hi', mode: 'loud' } }),
      'mode',
    );
    expectInvalid(
      await t.request('POST', '/api/analyse', { as: alice, body: { inputText: 42, mode: 'plain' } }),
      'inputText',
    );
    expectInvalid(
      await t.request('POST', '/api/analyse', {
        as: alice,
        body: { inputText: 'Hi', mode: 'plain', conversationalResponse: 7 },
      }),
      'conversationalResponse',
    );
    expectInvalid(
      await t.request('POST', '/api/analyse', {
        as: alice,
        body: { inputText: 'Hi', mode: 'plain', tensionDetected: 2 },
      }),
      'tensionDetected',
    );
    await expectMalformedJson(t, alice, 'POST', '/api/analyse');
  });

  it('answers 401, 413 and 403 as every route does', async () => {
    await expectGuarded(t, 'POST', '/api/analyse', { inputText: 'Hi', mode: 'plain' });
    await expectTooLarge(t, alice, 'POST', '/api/analyse');
    await expectForeignOriginRefused(t, alice, 'POST', '/api/analyse', { inputText: 'Hi', mode: 'plain' });
  });

  it('accepts a same-origin request', async () => {
    const response = await t.request('POST', '/api/analyse', {
      as: alice,
      body: { inputText: 'From the app itself.', mode: 'plain' },
      headers: { origin: 'http://localhost:80' },
    });
    expect(response.statusCode).toBe(201);
  });
});

describe('GET /api/analyses', () => {
  it('lists only mine, newest first, with an optional limit', async () => {
    const ids: string[] = [];
    for (const inputText of ['one', 'two', 'three']) {
      const response = await t.request('POST', '/api/analyse', {
        as: bob,
        body: { inputText, mode: 'tonelens' },
      });
      ids.push((response.json() as { id: string }).id);
    }
    const list = AnalysesList.parse((await t.request('GET', '/api/analyses', { as: bob })).json());
    expect(list.map((item) => item.id)).toEqual([...ids].reverse());
    expect(list.every((item) => item.mode === 'tonelens' && item.warmthDetachment !== null)).toBe(true);

    const limited = await t.request('GET', '/api/analyses?limit=2', { as: bob });
    expect(AnalysesList.parse(limited.json()).map((item) => item.inputText)).toEqual(['three', 'two']);
    // The rest is one cursor away (issue 15), oldest first too.
    const next = /^<([^>]+)>; rel="next"$/.exec(String(limited.headers.link))?.[1] ?? '';
    const rest = await t.request('GET', next, { as: bob });
    expect(AnalysesList.parse(rest.json()).map((item) => item.inputText)).toEqual(['one']);
    expect(rest.headers.link).toBeUndefined();
    const oldest = await t.request('GET', '/api/analyses?limit=2&order=oldest', { as: bob });
    expect(AnalysesList.parse(oldest.json()).map((item) => item.inputText)).toEqual(['one', 'two']);

    const alices = AnalysesList.parse((await t.request('GET', '/api/analyses', { as: alice })).json());
    expect(alices.some((item) => ids.includes(item.id))).toBe(false);
  });

  it('refuses a bad limit and requires a session', async () => {
    expectInvalid(await t.request('GET', '/api/analyses?limit=0', { as: bob }), 'limit');
    expectInvalid(await t.request('GET', '/api/analyses?limit=many', { as: bob }), 'limit');
    expectInvalid(await t.request('GET', '/api/analyses?limit=2&before=nonsense', { as: bob }), 'before');
    await expectGuarded(t, 'GET', '/api/analyses');
  });
});

describe('GET /api/analyses/:id', () => {
  it('answers 404 for another user’s analysis exactly as for a missing one', async () => {
    const response = await t.request('POST', '/api/analyse', {
      as: alice,
      body: { inputText: 'Mine alone.', mode: 'plain' },
    });
    const { id } = response.json() as { id: string };
    const theirs = await t.request('GET', `/api/analyses/${id}`, { as: bob });
    const missing = await t.request('GET', '/api/analyses/01890000-0000-7000-8000-000000000000', { as: bob });
    expect(theirs.statusCode).toBe(404);
    expect(missing.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ message: 'Analysis not found.' });
    expect(missing.json()).toEqual(theirs.json());
    await expectGuarded(t, 'GET', `/api/analyses/${id}`);
  });
});
