import { describe, expect, it } from 'vitest';
import { newId, UUID_V7 } from './ids';

describe('ids', () => {
  it('are UUID v7, unique and strictly increasing within a process', () => {
    const ids = Array.from({ length: 10_000 }, () => newId());
    for (const id of ids) expect(id).toMatch(UUID_V7);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
  });

  it('carry their creation time and stay ordered if the clock steps back', () => {
    const future = Date.now() + 10_000_000_000;
    const first = newId(future);
    const afterStepBack = newId(future - 5000);
    expect(parseInt(first.replace(/-/g, '').slice(0, 12), 16)).toBe(future);
    expect(afterStepBack > first).toBe(true);
  });
});
