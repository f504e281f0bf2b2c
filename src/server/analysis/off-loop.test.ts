/**
 * Issue 16, "one signed-in user stalls the event loop": long texts are analysed on threads, so
 * other requests (here /healthz) are answered while they run, and a full queue answers 503 at once.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { analyse } from '@engine/analyse';
import { StoredAnalysis } from '@contract/analysis';
import { JournalList } from '@contract/journal';
import { createTestApp, type TestApp } from '../testing/harness';
import { ANALYSIS_BUSY_MESSAGE } from './analyser';
import { computeAnalysis } from './compute';
import { AnalysisPool } from './pool';
import { longText } from './testing';

let t: TestApp | null = null;
afterEach(async () => {
  await t?.close();
  t = null;
});

/** Resolves once the pool's load satisfies `ready` (it changes as requests reach the route). */
async function until(pool: AnalysisPool, ready: (load: AnalysisPool['load']) => boolean): Promise<void> {
  while (!ready(pool.load)) await new Promise((resolve) => setTimeout(resolve, 5));
}

// Megabyte texts on a shared machine: these take seconds, not milliseconds.
describe('long analyses run off the event loop', { timeout: 120_000 }, () => {
  it('answers /healthz while several long analyses are running, then stores the engine’s exact result', async () => {
    const pool = new AnalysisPool({ workers: 1, maxQueued: 8 });
    t = await createTestApp({}, { analysisPool: pool });
    const app = t;
    const alice = await app.signUp('alice');
    const texts = [1, 2, 3].map((seed) => longText(300_000, seed));

    let finished = 0;
    const saves = texts.map((inputText) =>
      app
        .request('POST', '/api/analyse', { as: alice, body: { inputText, mode: 'full' } })
        .then((response) => {
          finished++;
          return response;
        }),
    );
    await until(pool, (load) => load.running === 1 && load.waiting >= 1);

    const health = await app.request('GET', '/healthz');
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: 'ok' });
    // Answered while the analyses were still under way, not after them.
    expect(finished).toBeLessThan(texts.length);

    const responses = await Promise.all(saves);
    for (const [index, response] of responses.entries()) {
      expect(response.statusCode, response.body).toBe(201);
      const { id } = response.json() as { id: string };
      const stored = StoredAnalysis.parse(
        (await app.request('GET', `/api/analyses/${id}`, { as: alice })).json(),
      );
      const engine = analyse(texts[index]!, 'full');
      expect(stored).toMatchObject({
        inputText: texts[index],
        wordCount: engine.wordCount,
        characterCount: engine.characterCount,
        sentimentScore: engine.sentimentScore,
        warmthDetachment: engine.warmthDetachment,
        conflictCoherence: engine.conflictCoherence,
        toneLensSummary: engine.toneLensSummary,
        deepTonePercentage: engine.deepTonePercentage,
        frequencyData: JSON.stringify(engine.frequencyData),
        averageValue: engine.averageValue,
      });
    }
    const journal = JournalList.parse((await app.request('GET', '/api/journal', { as: alice })).json());
    expect(journal).toHaveLength(texts.length);
    for (const entry of journal) {
      const index = responses.findIndex(
        (response) => (response.json() as { id: string }).id === entry.analysisId,
      );
      expect(entry.dominantTones).toEqual(
        JSON.stringify(computeAnalysis(texts[index]!, 'full').dominantTones),
      );
    }
  });

  it('answers 503 with Retry-After at once when the queue is full, and the accepted analysis still saves', async () => {
    const pool = new AnalysisPool({ workers: 1, maxQueued: 0 });
    t = await createTestApp({}, { analysisPool: pool });
    const alice = await t.signUp('alice');
    const inputText = longText(500_000, 5);

    const first = t.request('POST', '/api/analyse', { as: alice, body: { inputText, mode: 'tonelens' } });
    await until(pool, (load) => load.running === 1);

    const refused = await t.request('POST', '/api/analyse', {
      as: alice,
      body: { inputText, mode: 'tonelens' },
    });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.json()).toEqual({ message: ANALYSIS_BUSY_MESSAGE });
    const plain = await t.request('POST', '/api/analyse/plain', { as: alice, body: { inputText } });
    expect(plain.statusCode).toBe(503);
    expect(plain.json()).toEqual({ message: ANALYSIS_BUSY_MESSAGE });

    // Short texts never wait for the threads.
    const short = await t.request('POST', '/api/analyse', {
      as: alice,
      body: { inputText: 'A short, happy note.', mode: 'full' },
    });
    expect(short.statusCode).toBe(201);

    expect((await first).statusCode).toBe(201);
    const again = await t.request('POST', '/api/analyse', {
      as: alice,
      body: { inputText, mode: 'tonelens' },
    });
    expect(again.statusCode).toBe(201);
  });

  it('gives the plain and enhanced routes the inline engine’s numbers for long texts', async () => {
    t = await createTestApp({}, { analysisPool: new AnalysisPool({ workers: 1, maxQueued: 4 }) });
    const alice = await t.signUp('alice');
    const inputText = longText(30_000, 6);
    const engine = analyse(inputText, 'full');
    const plain = await t.request('POST', '/api/analyse/plain', { as: alice, body: { inputText } });
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.json()).toMatchObject({
      wordCount: engine.wordCount,
      characterCount: engine.characterCount,
      sentimentClassification: engine.sentimentClassification,
      sentimentScore: engine.sentimentScore,
    });
    const enhanced = await t.request('POST', '/api/analyse/enhanced', { as: alice, body: { inputText } });
    expect(enhanced.statusCode, enhanced.body).toBe(200);
  });

  it('analyses a Full analysis’s long text once for the AI’s reply and the stored record (ADR 0047)', async () => {
    const pool = new AnalysisPool({ workers: 1, maxQueued: 4 });
    t = await createTestApp({}, { analysisPool: pool });
    const alice = await t.signUp('alice');
    const inputText = longText(100_000, 7);
    // The analyser's order (use-analysis.ts): the reply first, then the record with it.
    const enhanced = await t.request('POST', '/api/analyse/enhanced', { as: alice, body: { inputText } });
    expect(enhanced.statusCode, enhanced.body).toBe(200);
    const { conversationalResponse } = enhanced.json() as { conversationalResponse: string };
    const saved = await t.request('POST', '/api/analyse', {
      as: alice,
      body: { inputText, mode: 'full', conversationalResponse },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(pool.reused).toBe(1);
    const { id } = saved.json() as { id: string };
    const stored = StoredAnalysis.parse(
      (await t.request('GET', `/api/analyses/${id}`, { as: alice })).json(),
    );
    const engine = analyse(inputText, 'full');
    expect(stored).toMatchObject({
      inputText,
      conversationalResponse,
      wordCount: engine.wordCount,
      sentimentScore: engine.sentimentScore,
      warmthDetachment: engine.warmthDetachment,
      toneLensSummary: engine.toneLensSummary,
      frequencyData: JSON.stringify(engine.frequencyData),
      averageValue: engine.averageValue,
    });
  });
});
