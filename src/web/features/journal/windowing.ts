/**
 * Windowing arithmetic for long lists (issue 15): which rows of a scrolled list are on screen,
 * so only those (and a few either side) are in the DOM. Rows may differ in height; a row not
 * measured yet counts as the estimate until it is.
 */

/** offsets[i] is where row i starts; offsets[n] is the list's whole height. */
export function rowOffsets(heights: ReadonlyArray<number | undefined>, estimate: number): number[] {
  const offsets = new Array<number>(heights.length + 1);
  offsets[0] = 0;
  for (let i = 0; i < heights.length; i++) offsets[i + 1] = offsets[i]! + (heights[i] ?? estimate);
  return offsets;
}

/** The first row whose bottom is below `y` (binary search over the offsets). */
function rowAt(offsets: readonly number[], y: number): number {
  let low = 0;
  let high = offsets.length - 2;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (offsets[middle + 1]! <= y) low = middle + 1;
    else high = middle;
  }
  return low;
}

export interface RowRange {
  /** First row rendered. */
  start: number;
  /** One past the last row rendered. */
  end: number;
}

/**
 * Rows [start, end) to render for a viewport `height` pixels tall scrolled to `top`, with
 * `overscan` rows either side, so Tab and small scrolls find a row already there.
 */
export function visibleRange(
  offsets: readonly number[],
  top: number,
  height: number,
  overscan: number,
): RowRange {
  const count = offsets.length - 1;
  if (count <= 0) return { start: 0, end: 0 };
  const first = rowAt(offsets, Math.max(0, top));
  const last = rowAt(offsets, Math.max(0, top + height - 1));
  return { start: Math.max(0, first - overscan), end: Math.min(count, last + 1 + overscan) };
}

/**
 * How far outside the rendered range, in multiples of the overscan, a focused row still widens
 * it. A held Tab key moves focus several rows before the scroll it causes is rendered (CI saw
 * focus reach the first row past the stale range at a load of 7, which then dropped that row and
 * the focus with it); a row this near was rendered a moment ago. Farther, it was left behind by
 * scrolling with the mouse, and rendering every row up to it would fill the DOM again.
 */
export const FOCUS_REACH_OVERSCANS = 4;

/**
 * The range widened so the focused row has `overscan` rows either side: focus moves before a
 * scroll is rendered, so the next row must already be there. A focused row far outside the
 * range (scrolled away with the mouse) does not widen it.
 */
export function withFocused(
  range: RowRange,
  focused: number | null,
  count: number,
  overscan: number,
): RowRange {
  const reach = overscan * FOCUS_REACH_OVERSCANS;
  if (focused === null || focused < range.start - reach || focused >= range.end + reach) return range;
  return {
    start: Math.min(range.start, Math.max(0, focused - overscan)),
    end: Math.max(range.end, Math.min(count, focused + 1 + overscan)),
  };
}
