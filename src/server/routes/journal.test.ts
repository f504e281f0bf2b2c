import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  JournalCount,
  JournalExport,
  JournalList,
  parseDominantTones,
  type JournalEntry,
} from '@contract/journal';
import {
  createTestApp,
  expectForeignOriginRefused,
  expectGuarded,
  expectInvalid,
  type TestApp,
  type TestUser,
} from '../testing/harness';

let t: TestApp;
let alice: TestUser;
let bob: TestUser;

const analyse = async (as: TestUser, inputText: string) => {
  const response = await t.request('POST', '/api/analyse', { as, body: { inputText, mode: 'full' } });
  expect(response.statusCode).toBe(201);
  return (response.json() as { id: string }).id;
};
const journal = async (as: TestUser, query = ''): Promise<JournalEntry[]> => {
  const response = await t.request('GET', `/api/journal${query}`, { as });
  expect(response.statusCode, response.body).toBe(200);
  return JournalList.parse(response.json());
};

let harbour: string;
let budget: string;
let reflectionId: string;
let conversationId: string;

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.signUp('alice');
  bob = await t.signUp('bob');
  harbour = await analyse(alice, 'We walked along the harbour at dawn and I felt lighter.');
  budget = await analyse(alice, 'The budget meeting went badly and everyone blamed me.');
  const reflection = await t.request('POST', '/api/echo-room/save', {
    as: alice,
    body: {
      analysisId: budget,
      echoMode: 'message',
      originalText: 'The budget meeting went badly and everyone blamed me.',
      resonantReply: 'What did their silence mean to you?',
      userReflection: 'Maybe they were just tired, not angry with me.',
      emotionalInsights: null,
      spectralResonance: JSON.stringify({ echoMode: 'message', timestamp: new Date().toISOString() }),
    },
  });
  reflectionId = (reflection.json() as { id: string }).id;
  const values = {
    warmthDetachment: 0.6,
    certaintyAmbiguity: 0.4,
    intensityRestraint: 0.3,
    conflictCoherence: 0.7,
  };
  const conversation = await t.request('POST', '/api/framed-conversations', {
    as: alice,
    body: {
      originalText: 'Can you send the draft by Friday?',
      aiGeneratedText: 'Could you send the draft by Friday, if that works?',
      emotionalValues: values,
      conversation: [
        {
          id: 'm1',
          type: 'user',
          content: 'Does this sound pushy?',
          timestamp: new Date().toISOString(),
          emotionalValues: values,
        },
      ],
      timestamp: new Date().toISOString(),
    },
  });
  conversationId = (conversation.json() as { id: string }).id;
  await analyse(bob, 'My own harbour walk, private to me.');
});
afterAll(() => t.close());

describe('GET /api/journal', () => {
  it('lists analyses, conversations and reflections, newest first, each recognisable', async () => {
    const entries = await journal(alice);
    expect(entries.map((entry) => [entry.kind, entry.sourceId])).toEqual([
      ['conversation', conversationId],
      ['reflection', reflectionId],
      ['analysis', budget],
      ['analysis', harbour],
    ]);
    const [conversation, reflection, analysis] = entries;
    expect(conversation).toMatchObject({ analysisId: null, preview: 'Can you send the draft by Friday?' });
    expect(reflection).toMatchObject({
      analysisId: budget,
      preview: 'Maybe they were just tired, not angry with me.',
    });
    expect(analysis).toMatchObject({
      analysisId: budget,
      preview: 'The budget meeting went badly and everyone blamed me.',
    });
    for (const entry of entries) {
      expect(parseDominantTones(entry.dominantTones).length).toBeGreaterThan(0);
      expect(Date.parse(entry.createdAt)).not.toBeNaN();
    }
  });

  it('searches my journal by words in the text (prefixes, every word)', async () => {
    expect((await journal(alice, '?q=harbour')).map((entry) => entry.sourceId)).toEqual([harbour]);
    expect((await journal(alice, '?q=harb%20dawn')).map((entry) => entry.sourceId)).toEqual([harbour]);
    expect((await journal(alice, '?q=BUDGET')).map((entry) => entry.kind)).toEqual([
      'reflection',
      'analysis',
    ]);
    expect((await journal(alice, '?q=silence')).map((entry) => entry.sourceId)).toEqual([reflectionId]);
    expect((await journal(alice, '?q=pushy')).map((entry) => entry.sourceId)).toEqual([conversationId]);
    expect(await journal(alice, '?q=harbour%20budget')).toEqual([]);
    expect(await journal(alice, '?q=%22%2A%20OR')).toEqual([]);
    // Bob's harbour walk is his own.
    expect((await journal(bob, '?q=harbour')).map((entry) => entry.kind)).toEqual(['analysis']);
    expect(await journal(bob, '?q=budget')).toEqual([]);
  });

  it('pages with a cursor: the Link header leads through every entry once, newest or oldest first', async () => {
    const follow = async (first: string) => {
      const seen: string[] = [];
      let url: string | null = first;
      while (url !== null) {
        const response = await t.request('GET', url, { as: alice });
        expect(response.statusCode, response.body).toBe(200);
        const page = JournalList.parse(response.json());
        expect(page.length).toBeLessThanOrEqual(1);
        seen.push(...page.map((entry) => entry.sourceId));
        const link = response.headers.link;
        url = typeof link === 'string' ? (/^<([^>]+)>; rel="next"$/.exec(link)?.[1] ?? null) : null;
      }
      return seen;
    };
    const newest = (await journal(alice)).map((entry) => entry.sourceId);
    expect(await follow('/api/journal?limit=1')).toEqual(newest);
    expect(await follow('/api/journal?limit=1&order=oldest')).toEqual([...newest].reverse());
    // Search pages the same way, the query kept in every link.
    expect(await follow('/api/journal?q=budget&limit=1')).toEqual([reflectionId, budget]);
    // The spec's card reads the two newest: one request, and a link to the rest.
    const card = await t.request('GET', '/api/journal?limit=2', { as: alice });
    expect(JournalList.parse(card.json()).map((entry) => entry.sourceId)).toEqual(newest.slice(0, 2));
    expect(card.headers.link).toMatch(/^<\/api\/journal\?limit=2&before=[\w-]+>; rel="next"$/);
    // The last page says nothing more.
    expect((await t.request('GET', '/api/journal?limit=200', { as: alice })).headers.link).toBeUndefined();
  });

  it('refuses a cursor it did not give out and a limit out of range', async () => {
    expectInvalid(
      await t.request('GET', '/api/journal?limit=5&before=not-a-cursor', { as: alice }),
      'before',
    );
    expectInvalid(await t.request('GET', '/api/journal?after=%25%25', { as: alice }), 'after');
    expectInvalid(await t.request('GET', '/api/journal?limit=0', { as: alice }), 'limit');
    expectInvalid(await t.request('GET', '/api/journal?limit=201', { as: alice }), 'limit');
    expectInvalid(await t.request('GET', '/api/journal?order=random', { as: alice }), 'order');
  });

  it('refuses an over-long query and requires a session', async () => {
    expectInvalid(await t.request('GET', `/api/journal?q=${'a'.repeat(201)}`, { as: alice }), 'q');
    await expectGuarded(t, 'GET', '/api/journal');
    await expectGuarded(t, 'GET', '/api/journal?q=harbour');
  });
});

describe('GET /api/journal/count', () => {
  const count = async (as: TestUser) => {
    const response = await t.request('GET', '/api/journal/count', { as });
    expect(response.statusCode, response.body).toBe(200);
    return JournalCount.parse(response.json()).entries;
  };

  it('counts my entries only, and follows a new entry and a deletion', async () => {
    const mine = (await journal(alice)).length;
    expect(mine).toBe(4);
    expect(await count(alice)).toBe(mine);
    // Bob's one entry is his: neither journal counts the other's.
    expect(await count(bob)).toBe(1);
    const carol = await t.signUp('carol');
    expect(await count(carol)).toBe(0);
    await analyse(carol, 'A quiet morning with coffee and nothing to do.');
    expect(await count(carol)).toBe(1);
    const [entry] = await journal(carol);
    expect((await t.request('DELETE', `/api/journal/${entry!.id}`, { as: carol })).statusCode).toBe(204);
    expect(await count(carol)).toBe(0);
    expect(await count(alice)).toBe(mine);
    expect(await count(bob)).toBe(1);
  });

  it('requires a session', async () => {
    await expectGuarded(t, 'GET', '/api/journal/count');
  });
});

describe('GET /api/journal/export', () => {
  it('downloads my journal as JSON with the text behind each entry', async () => {
    const response = await t.request('GET', '/api/journal/export?format=json', { as: alice });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="tonelens-journal-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const document = JournalExport.parse(response.json());
    expect(document.entries.map((entry) => entry.kind)).toEqual([
      'conversation',
      'reflection',
      'analysis',
      'analysis',
    ]);
    expect(document.entries[1]).toMatchObject({
      text: 'Maybe they were just tired, not angry with me.',
      reflection: { resonantReply: 'What did their silence mean to you?' },
    });
    expect(document.entries[3]!.analysis?.inputText).toContain('harbour');
    expect(JSON.stringify(document)).not.toContain('private to me');
    // JSON is the default format.
    const plain = await t.request('GET', '/api/journal/export', { as: alice });
    expect(JournalExport.parse(plain.json()).entries).toHaveLength(4);
  });

  it('downloads my journal as Markdown', async () => {
    const response = await t.request('GET', '/api/journal/export?format=md', { as: alice });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /filename="tonelens-journal-\d{4}-\d{2}-\d{2}\.md"$/,
    );
    const markdown = response.body;
    expect(markdown.startsWith('# Resonance Journal\n')).toBe(true);
    expect(markdown).toContain('4 entries');
    expect(markdown).toContain('## Framed conversation ·');
    expect(markdown).toContain('## Reflection (Message Echo) ·');
    expect(markdown).toContain('> We walked along the harbour at dawn and I felt lighter.');
    expect(markdown).toContain('**You:**\n\n> Does this sound pushy?');
    expect(markdown.indexOf('draft by Friday')).toBeLessThan(markdown.indexOf('harbour'));
    expect(markdown).not.toContain('private to me');
  });

  it('refuses an unknown format and requires a session', async () => {
    expectInvalid(await t.request('GET', '/api/journal/export?format=pdf', { as: alice }), 'format');
    await expectGuarded(t, 'GET', '/api/journal/export?format=md');
  });
});

describe('DELETE /api/journal/:id', () => {
  it('answers 404 for another user’s entry exactly as for a missing one, and keeps it', async () => {
    const [entry] = await journal(alice, '?q=harbour');
    const theirs = await t.request('DELETE', `/api/journal/${entry!.id}`, { as: bob });
    const missing = await t.request('DELETE', '/api/journal/no-such-entry', { as: bob });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ message: 'Journal entry not found.' });
    expect(missing.json()).toEqual(theirs.json());
    expect((await t.request('GET', `/api/analyses/${harbour}`, { as: alice })).statusCode).toBe(200);
  });

  it('deletes the entry and the item behind it, for good', async () => {
    const entries = await journal(alice);
    const byKind = (kind: string) => entries.find((entry) => entry.kind === kind)!;

    const analysisEntry = entries.find((entry) => entry.sourceId === harbour)!;
    const deleted = await t.request('DELETE', `/api/journal/${analysisEntry.id}`, { as: alice });
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect((await t.request('GET', `/api/analyses/${harbour}`, { as: alice })).statusCode).toBe(404);
    expect((await t.request('DELETE', `/api/journal/${analysisEntry.id}`, { as: alice })).statusCode).toBe(
      404,
    );

    expect(
      (await t.request('DELETE', `/api/journal/${byKind('conversation').id}`, { as: alice })).statusCode,
    ).toBe(204);
    expect(
      (await t.request('GET', `/api/framed-conversations/${conversationId}`, { as: alice })).statusCode,
    ).toBe(404);
    expect(
      (await t.request('DELETE', `/api/journal/${byKind('reflection').id}`, { as: alice })).statusCode,
    ).toBe(204);
    expect((await t.request('GET', `/api/echo-room/${reflectionId}`, { as: alice })).statusCode).toBe(404);

    expect((await journal(alice)).map((entry) => entry.sourceId)).toEqual([budget]);
    expect(await journal(alice, '?q=harbour')).toEqual([]);
  });

  it('answers 401 and 403 as every route does', async () => {
    const [entry] = await journal(alice);
    await expectGuarded(t, 'DELETE', `/api/journal/${entry!.id}`);
    await expectForeignOriginRefused(t, alice, 'DELETE', `/api/journal/${entry!.id}`);
    expect(await journal(alice)).toHaveLength(1);
  });

  it('refuses a malformed or oversized JSON body sent with a delete', async () => {
    const [entry] = await journal(alice);
    const malformed = await t.request('DELETE', `/api/journal/${entry!.id}`, { as: alice, body: '{' });
    expect(malformed.statusCode).toBe(400);
    const tooLarge = await t.request('DELETE', `/api/journal/${entry!.id}`, {
      as: alice,
      body: JSON.stringify({ pad: 'x'.repeat(3 * 1024 * 1024) }),
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(await journal(alice)).toHaveLength(1);
  });
});
