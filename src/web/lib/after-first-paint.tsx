/**
 * Renders its children in a transition after the page's first commit: parts below the fold (the
 * side column on a phone) then do not hold back the first paint of the text area, and React renders
 * them in slices that leave the browser free to paint and answer input (ADR 0020).
 */
import { startTransition, useEffect, useState, type ReactNode } from 'react';

export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    startTransition(() => setReady(true));
  }, []);
  return ready ? children : null;
}
