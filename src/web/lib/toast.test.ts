import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, getToasts, toast, TOAST_LIMIT, TOAST_REMOVE_DELAY } from './toast';

describe('toast store (spec §9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows at most one toast: a new one replaces the previous', () => {
    toast({ title: 'Analysis Complete' });
    toast({ title: 'Copied!', description: 'Your text copied to clipboard.' });
    expect(TOAST_LIMIT).toBe(1);
    expect(getToasts().map((item) => item.title)).toEqual(['Copied!']);
  });

  it('closes a dismissed toast at once and removes it after 1,000,000 ms', () => {
    const { id } = toast({ title: 'Settings Updated' });
    dismissToast(id);
    expect(getToasts()[0]).toMatchObject({ id, open: false });
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToasts()).toHaveLength(0);
  });
});
