/**
 * Starts React on `#root` (main.tsx). When the server sent the pre-rendered landing page (ADR 0022)
 * and the interface language picked on this device is the one it was rendered in, React hydrates
 * that HTML: the page is already painted and becomes interactive in place. Otherwise (the shell,
 * or a language chosen earlier on this device that the server could not know) React renders
 * afresh, replacing what is there; the inline LANDING_SCRIPT has hidden that HTML until then,
 * and the first commit shows the page again, in the right language. The pre-rendered signed-in
 * page (ADR 0025) is always rendered afresh, and its `inert` and `aria-hidden` removed at that commit.
 */
import { startTransition, useLayoutEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { LANGUAGE_PENDING_ATTRIBUTE, PRERENDERED_ATTRIBUTE } from '@contract/landing';

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
export function startApp(container: HTMLElement, app: ReactNode, language: string): void {
  if (container.getAttribute(PRERENDERED_ATTRIBUTE) === language) {
    // The HTML is in the language shown after all (its catalogue could not be fetched): show it.
    document.documentElement.removeAttribute(LANGUAGE_PENDING_ATTRIBUTE);
    startTransition(() => {
      hydrateRoot(container, app);
    });
    return;
  }
  const root = createRoot(container);
  startTransition(() => {
    root.render(<Revealed container={container}>{app}</Revealed>);
  });
}
