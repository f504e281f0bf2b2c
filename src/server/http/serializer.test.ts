/**
 * The response serializer's shortcut (./serializer.ts): byte for byte what
 * fastify-type-provider-zod's serializer gives, for the values the store builds and for every
 * kind of value the shortcut must not take (extra keys, another key order, wrong types, values
 * outside a check, holes, class instances), which still go through zod and are refused or
 * stripped as zod does.
 */
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Session, User } from '@contract/auth';
import { ErrorResponse } from '@contract/common';
import { JournalCount, JournalList, type JournalEntry } from '@contract/journal';
import { conformanceOf, serializerCompiler } from './serializer';

const route = (schema: z.ZodType) => ({ schema, method: 'GET', url: '/api/test', httpStatus: '200' });
const both = (schema: z.ZodType) => ({
  fast: serializerCompiler(route(schema)),
  zod: zodSerializerCompiler(route(schema)),
});

/** The same bytes from both, or the same refusal. */
function expectSame(schema: z.ZodType, value: unknown) {
  const { fast, zod } = both(schema);
  let expected: string | Error;
  try {
    expected = zod(value);
  } catch (error) {
    expected = error as Error;
  }
  if (typeof expected === 'string') expect(fast(value)).toBe(expected);
  else {
    expect(() => fast(value)).toThrow(expected.constructor as new () => Error);
    expect(() => fast(value)).toThrow(expected.message);
  }
  return expected;
}

const entry = (n: number): JournalEntry => ({
  id: `0193c0de-0000-7000-8000-00000000000${n}`,
  kind: 'analysis',
  analysisId: n % 2 ? null : `analysis-${n}`,
  sourceId: `source-${n}`,
  createdAt: `2026-01-0${n + 1}T08:00:00.000Z`,
  preview: `A "quoted" line\nwith ünïcode ✓ and \u2028 ${n}`,
  dominantTones: '["suspended","deep"]',
});

const user = {
  id: 'user-1',
  email: 'someone@example.com',
  firstName: null,
  lastName: 'Z',
  profileImageUrl: null,
  language: 'en',
  createdAt: '2026-01-01T08:00:00.000Z',
  localAccount: true,
};

describe('the response serializer', () => {
  it('takes the shortcut for what the store builds, and gives zod’s bytes', () => {
    const page = [entry(1), entry(2), entry(3)];
    expect(conformanceOf(JournalList)?.(page)).toBe(true);
    expect(conformanceOf(User)?.(user)).toBe(true);
    const { localAccount: _omitted, ...withoutOptional } = user;
    expect(conformanceOf(User)?.(withoutOptional)).toBe(true);
    expect(conformanceOf(Session)?.({ user: null })).toBe(true);
    for (const [schema, value] of [
      [JournalList, page],
      [JournalList, []],
      [User, user],
      [User, withoutOptional],
      [User, { ...user, localAccount: undefined }],
      [Session, { user }],
      [Session, { user: null }],
      [ErrorResponse, { message: 'Bad.', issues: [{ path: 'limit', message: 'no' }] }],
    ] as const) {
      expect(typeof expectSame(schema, value)).toBe('string');
    }
  });

  it('leaves to zod what it must strip: extra keys, another key order', () => {
    const extra = { ...entry(1), userId: 'someone-else', passwordHash: 'secret' };
    const reordered = Object.fromEntries(Object.entries(entry(2)).reverse());
    const swapped = Object.fromEntries(Object.entries(user).reverse());
    expect(conformanceOf(JournalList)?.([extra])).toBe(false);
    expect(conformanceOf(JournalList)?.([reordered])).toBe(false);
    expect(conformanceOf(User)?.(swapped)).toBe(false);
    expect(expectSame(JournalList, [extra])).not.toContain('secret');
    expectSame(JournalList, [reordered]);
    expectSame(User, swapped);
  });

  it('refuses what zod refuses, with zod’s error', () => {
    const invalid: Array<[z.ZodType, unknown]> = [
      [JournalList, [{ ...entry(1), kind: 'dream' }]],
      [JournalList, [{ ...entry(1), id: '' }]],
      [JournalList, [{ ...entry(1), id: 'x'.repeat(65) }]],
      [JournalList, [{ ...entry(1), analysisId: undefined }]],
      [JournalList, [{ ...entry(1), preview: 7 }]],
      [JournalList, [entry(1), null]],
      // A hole: JSON.stringify would write null.
      // eslint-disable-next-line no-sparse-arrays
      [JournalList, [entry(1), , entry(2)]],
      [JournalList, { 0: entry(1), length: 1 }],
      [User, { ...user, localAccount: 'yes' }],
      [User, { ...user, email: undefined }],
      [User, (({ createdAt: _createdAt, ...rest }) => rest)(user)],
    ];
    for (const [schema, value] of invalid) {
      expect(conformanceOf(schema)?.(value)).toBe(false);
      expect(expectSame(schema, value)).toBeInstanceOf(Error);
    }
  });

  it('does not take an object that is not a plain one (its toJSON or getters are zod’s to read)', () => {
    class Entry {
      constructor(readonly id: string) {}
      toJSON() {
        return { id: 'changed' };
      }
    }
    const schema = z.object({ id: z.string() });
    expect(conformanceOf(schema)?.(new Entry('a'))).toBe(false);
    expectSame(schema, new Entry('a'));
  });

  it('knows only the kinds it checks; any other schema always goes through zod', () => {
    for (const schema of [
      JournalCount,
      z.object({ n: z.number() }),
      z.string().email(),
      z.string().transform((text) => text.length),
      z.object({ a: z.string() }).refine(() => true),
      z.object({ a: z.string().default('x') }),
      z.array(z.string()).min(1),
      z.looseObject({ a: z.string() }),
    ]) {
      expect(conformanceOf(schema)).toBeNull();
    }
    // Through zod, as before: the number's answer is zod's.
    expectSame(JournalCount, { entries: 3 });
    expectSame(JournalCount, { entries: -1 });
  });
});
