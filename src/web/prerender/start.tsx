/**
 * Starts React on `#root` (main.tsx), always with a fresh render that replaces what is there. The
 * pre-rendered landing page (ADR 0022) runs the app only when it waits for another language (ADR
 * 0048): the inline LANDING_SCRIPT has hidden its HTML, and the first commit shows the page in the
 * language chosen on this device (or, should that catalogue fail to load, the page again). The
 * pre-rendered signed-in page (ADR 0025) is replaced the same way, and its `inert` and
 * `aria-hidden` removed at that commit.
 */
import { startTransition, useLayoutEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { LANGUAGE_PENDING_ATTRIBUTE } from '@contract/landing';

/**
 * At the first commit: the page is shown, and a pre-rendered signed-in page's `inert` and
 * `aria-hidden` (ADR 0025) end with it.
 */
function Revealed({ container, children }: { container: HTMLElement; children: ReactNode }) {
  useLayoutEffect(() => {
    document.documentElement.removeAttribute(LANGUAGE_PENDING_ATTRIBUTE);
    container.removeAttribute('inert');
    container.removeAttribute('aria-hidden');
  }, [container]);
  return children;
}

/** Renders `app` into `container` in a transition (in slices, not one long task: ADR 0020). */
export function startApp(container: HTMLElement, app: ReactNode): void {
  const root = createRoot(container);
  startTransition(() => {
    root.render(<Revealed container={container}>{app}</Revealed>);
  });
}
