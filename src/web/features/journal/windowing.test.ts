import { describe, expect, it } from 'vitest';
import { rowOffsets, visibleRange, withFocused } from './windowing';

describe('rowOffsets', () => {
  it('adds measured heights and counts unmeasured rows as the estimate', () => {
    expect(rowOffsets([10, undefined, 30], 20)).toEqual([0, 10, 30, 60]);
    expect(rowOffsets([], 20)).toEqual([0]);
  });
});

describe('visibleRange', () => {
  // 300 rows of 100 px: a 400 px viewport shows 4 (or 5 when scrolled between rows).
  const offsets = rowOffsets(new Array<undefined>(300).fill(undefined), 100);

  it('renders the rows on screen and the overscan either side, never the whole list', () => {
    expect(visibleRange(offsets, 0, 400, 3)).toEqual({ start: 0, end: 7 });
    expect(visibleRange(offsets, 1050, 400, 3)).toEqual({ start: 7, end: 18 });
  });

  it('stops at the ends of the list', () => {
    expect(visibleRange(offsets, 29_600, 400, 3)).toEqual({ start: 293, end: 300 });
    // Overscrolled past the end (elastic scrolling): still the last rows.
    expect(visibleRange(offsets, 40_000, 400, 3)).toEqual({ start: 296, end: 300 });
    expect(visibleRange(offsets, -50, 400, 0)).toEqual({ start: 0, end: 4 });
  });

  it('follows rows of different heights', () => {
    const mixed = rowOffsets([50, 300, 50, 50, 50], 100);
    expect(visibleRange(mixed, 60, 100, 0)).toEqual({ start: 1, end: 2 });
    expect(visibleRange(mixed, 340, 100, 0)).toEqual({ start: 1, end: 4 });
  });

  it('renders nothing for an empty list, and a first row before the viewport is measured', () => {
    expect(visibleRange([0], 0, 400, 3)).toEqual({ start: 0, end: 0 });
    expect(visibleRange(offsets, 0, 0, 3)).toEqual({ start: 0, end: 4 });
  });
});

describe('withFocused', () => {
  it('keeps overscan rows either side of the focused row, so Tab and Shift+Tab find one', () => {
    expect(withFocused({ start: 3, end: 10 }, 9, 300, 4)).toEqual({ start: 3, end: 14 });
    expect(withFocused({ start: 3, end: 10 }, 4, 300, 4)).toEqual({ start: 0, end: 10 });
    expect(withFocused({ start: 290, end: 298 }, 297, 300, 4)).toEqual({ start: 290, end: 300 });
  });

  it('keeps a row focused just past the range, before the scroll that follows focus is rendered', () => {
    // A held Tab: the range still comes from the scroll before it, focus is already beyond its end.
    expect(withFocused({ start: 3, end: 10 }, 10, 300, 4)).toEqual({ start: 3, end: 15 });
    expect(withFocused({ start: 3, end: 10 }, 13, 300, 4)).toEqual({ start: 3, end: 18 });
    // Shift+Tab the same way up.
    expect(withFocused({ start: 20, end: 30 }, 18, 300, 4)).toEqual({ start: 14, end: 30 });
  });

  it('leaves the range alone with no focused row, or one scrolled far out of it', () => {
    expect(withFocused({ start: 3, end: 10 }, null, 300, 4)).toEqual({ start: 3, end: 10 });
    expect(withFocused({ start: 100, end: 110 }, 9, 300, 4)).toEqual({ start: 100, end: 110 });
    expect(withFocused({ start: 100, end: 110 }, 83, 300, 4)).toEqual({ start: 100, end: 110 });
    expect(withFocused({ start: 100, end: 110 }, 126, 300, 4)).toEqual({ start: 100, end: 110 });
  });
});
