/** Whether a CSS media query matches now, updated when it changes (e.g. a phone turned sideways). */
import { useState, useSyncExternalStore } from 'react';

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Tailwind's `lg` breakpoint: the analyser's two columns (main area and side column) start here. */
export const WIDE_QUERY = '(min-width: 1024px)';

/**
 * Whether the analyser opened in two columns (false on phones and narrow tablets). Read once, when
 * the page opens: the one-column order moves cards to other places in the page, and moving a card
 * across a resize (a tablet turned sideways) would remount it and lose what is typed in it, such as
 * a half-written EchoRoom reflection. Either order works at either width; the next page load takes
 * the new width's.
 */
export function useWideLayoutAtOpen(): boolean {
  const [wide] = useState(() => typeof window !== 'undefined' && window.matchMedia(WIDE_QUERY).matches);
  return wide;
}
