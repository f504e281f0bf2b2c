import { describe, expect, it } from 'vitest';
import { AnalysesQuery } from './analysis';
import { queryInteger } from './common';

describe('query integers', () => {
  const limit = queryInteger('limit', 1, 1000);

  it('read plain decimal numbers', () => {
    expect(limit.parse('1')).toBe(1);
    expect(limit.parse('1000')).toBe(1000);
    expect(limit.parse('050')).toBe(50);
    expect(AnalysesQuery.parse({ limit: '20' })).toEqual({ limit: 20 });
    expect(AnalysesQuery.parse({})).toEqual({});
  });

  it.each([
    '1e3',
    '0x10',
    '0b11',
    '0o7',
    '12.0',
    '1.5',
    ' 7',
    '7 ',
    '',
    '+5',
    '-1',
    '0',
    '1001',
    'Infinity',
    'NaN',
  ])('refuse %j with one message', (value) => {
    const result = AnalysesQuery.safeParse({ limit: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('limit must be a whole number from 1 to 1000');
  });
});
