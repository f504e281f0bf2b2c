/**
 * A list whose parts mount `first` at once, then one more per frame, starting again whenever
 * `resetKey` changes. The result cards of a Full analysis are thousands of elements (100
 * sentence marks with their tooltips, the colour runs, the charts); committed, styled and laid out
 * in one go they were one main-thread task of 100–300 ms on a loaded 2-core machine (issue 15 "The
 * page never freezes"). One card per frame keeps each task small, and the first cards, with the
 * counts, show sooner. In a hidden tab, where frames do not run, a timer steps instead.
 *
 * The count lives in this component, so a step re-renders only the list: the parts already shown
 * are the same elements as before and React skips them.
 */
import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';

export function nextStep(callback: () => void): () => void {
  if (typeof document !== 'undefined' && document.hidden) {
    const timer = setTimeout(callback, 0);
    return () => clearTimeout(timer);
  }
  const frame = requestAnimationFrame(callback);
  return () => cancelAnimationFrame(frame);
}

export function useStagedCount(key: unknown, total: number, first = 1): number {
  const [state, setState] = useState({ key, count: first });
  // A new key starts over in this very render (React's "adjust state while rendering" pattern), so
  // the previous key's count never shows the new parts all at once.
  let count = state.count;
  if (state.key !== key) {
    count = first;
    setState({ key, count });
  }
  useEffect(() => {
    if (count >= total) return;
    // A transition: React renders the next part in slices of a few milliseconds, yielding to the
    // browser between them, where an ordinary update renders it in one task (a hundred sentence
    // marks with their tooltips were 50–100 ms of one task on a loaded 2-core machine).
    return nextStep(() =>
      startTransition(() =>
        setState((current) => (current.key === key ? { key, count: current.count + 1 } : current)),
      ),
    );
  }, [key, count, total]);
  return Math.min(count, total);
}

export function StagedList({
  resetKey,
  first,
  onAllShown,
  children,
}: {
  resetKey: unknown;
  first: number;
  /** Called once every part of this key is mounted (after the commit that mounts the last). */
  onAllShown?: () => void;
  children: readonly ReactNode[];
}) {
  const shown = useStagedCount(resetKey, children.length, first);
  const allShown = shown >= children.length;
  const callback = useRef(onAllShown);
  callback.current = onAllShown;
  useEffect(() => {
    if (allShown) callback.current?.();
  }, [allShown, resetKey]);
  return <>{children.slice(0, shown)}</>;
}
