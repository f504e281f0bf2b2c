/**
 * Keeps only the rows a scrolled list shows in the DOM (issue 15: a journal of thousands of
 * entries stays as light as one of ten). Every rendered row is measured with a ResizeObserver,
 * since previews wrap to different heights; unmeasured rows count as `estimate`. The rows above
 * and below the rendered ones are stood in for by padding of their height, so the scroll bar
 * and the scroll position stay those of the whole list.
 * No virtualisation library is installed (@tanstack/react-virtual is not a dependency), and a
 * vertical list of one column needs only this much.
 */
import { useCallback, useEffect, useRef, useState, type FocusEvent } from 'react';
import { rowOffsets, visibleRange, withFocused, type RowRange } from './windowing';

export interface WindowedRows {
  /** For the element that scrolls. */
  viewportRef: (element: HTMLDivElement | null) => void;
  /** For each rendered row, which carries its key in `data-key`. */
  measureRef: (element: HTMLElement | null) => (() => void) | undefined;
  range: RowRange;
  /** For the list: follows which row holds the focus (rows carry their index in `data-index`). */
  onFocus: (event: FocusEvent<HTMLElement>) => void;
  onBlur: (event: FocusEvent<HTMLElement>) => void;
  /** Height of the rows above the rendered ones, and below them. */
  before: number;
  after: number;
}

export function useWindowedRows(
  keys: readonly string[],
  { estimate, overscan }: { estimate: number; overscan: number },
): WindowedRows {
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [scroll, setScroll] = useState({ top: 0, height: 0 });
  // Heights by key, not by index, so they stay right when rows are added or the list reorders.
  const heights = useRef(new Map<string, number>());
  const [, setMeasured] = useState(0);
  const observer = useRef<ResizeObserver | null>(null);
  const [focused, setFocused] = useState<number | null>(null);
  // Focus events are discrete: React renders their update before the next key press is handled.
  const onFocus = useCallback((event: FocusEvent<HTMLElement>) => {
    const index = Number(event.target.closest<HTMLElement>('[data-index]')?.dataset.index);
    setFocused(Number.isInteger(index) ? index : null);
  }, []);
  const onBlur = useCallback((event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(null);
  }, []);

  useEffect(() => {
    if (!viewport) return;
    const update = () =>
      setScroll((previous) =>
        previous.top === viewport.scrollTop && previous.height === viewport.clientHeight
          ? previous
          : { top: viewport.scrollTop, height: viewport.clientHeight },
      );
    update();
    viewport.addEventListener('scroll', update, { passive: true });
    const resize = new ResizeObserver(update);
    resize.observe(viewport);
    return () => {
      viewport.removeEventListener('scroll', update);
      resize.disconnect();
    };
  }, [viewport]);

  const measureRef = useCallback((element: HTMLElement | null) => {
    if (!element) return undefined;
    observer.current ??= new ResizeObserver((entries) => {
      let changed = false;
      for (const entry of entries) {
        const key = (entry.target as HTMLElement).dataset.key;
        const height = entry.borderBoxSize[0]?.blockSize ?? entry.contentRect.height;
        if (key !== undefined && height > 0 && heights.current.get(key) !== height) {
          heights.current.set(key, height);
          changed = true;
        }
      }
      if (changed) setMeasured((count) => count + 1);
    });
    const rows = observer.current;
    rows.observe(element);
    // React 19 runs this when the row leaves the DOM.
    return () => rows.unobserve(element);
  }, []);

  // Recomputed each render (a sum over the loaded rows, cheap next to rendering one): a height
  // change re-renders through setMeasured, as the map itself is mutated in place.
  const offsets = rowOffsets(
    keys.map((key) => heights.current.get(key)),
    estimate,
  );
  const range = withFocused(
    visibleRange(offsets, scroll.top, scroll.height, overscan),
    focused,
    keys.length,
    overscan,
  );
  const total = offsets[offsets.length - 1]!;
  return {
    viewportRef: setViewport,
    measureRef,
    range,
    onFocus,
    onBlur,
    before: offsets[range.start]!,
    after: total - offsets[range.end]!,
  };
}
