/**
 * Brings the result of an action where the eye is (issue 14): once the result's heading is on the
 * page, its card (the closest `[data-reveal]`, else the heading) is scrolled to the top of the
 * screen, below the sticky header, unless it is already wholly in view; then the heading takes
 * focus, so a screen reader says what came and the keyboard continues from there. Under
 * prefers-reduced-motion the scroll jumps instead of gliding.
 *
 *   <h2 id="alternative-title" tabIndex={-1}>…</h2>   …   revealWhenShown('alternative-title');
 */

export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false)
  );
}

/**
 * How long to wait for the heading to appear (a result renders on the next commit or two, or
 * after its code-split card loads, which takes seconds on a slow phone).
 */
export const REVEAL_WAIT_MS = 10_000;

/**
 * While the analysing overlay (a modal) is open, the page behind it cannot scroll or take focus;
 * the overlay reveals the results itself as it closes (analysing-overlay.tsx).
 */
function overlayOpen(): boolean {
  return document.querySelector('[data-analysing-overlay]') !== null;
}

/**
 * A modal's scroll lock (react-remove-scroll, which Radix dialogs use) marks the body while it
 * holds; a scroll made before it lets go is undone when it restores the page.
 */
function scrollLocked(): boolean {
  return document.body.hasAttribute('data-scroll-locked');
}

/** The bottom of the sticky page header: what lies above it is hidden behind it. */
function coveredTop(): number {
  const header = document.querySelector<HTMLElement>('[data-sticky-header]');
  return header ? Math.max(0, header.getBoundingClientRect().bottom) : 0;
}

function wholeInView(element: HTMLElement): boolean {
  const rect = element.getBoundingClientRect();
  const viewportHeight = window.visualViewport?.height ?? window.innerHeight;
  return rect.top >= coveredTop() && rect.bottom <= viewportHeight;
}

/** The top of the element is on screen, below the sticky header. */
function topInView(element: HTMLElement): boolean {
  const top = element.getBoundingClientRect().top;
  return top >= coveredTop() - 1 && top < (window.visualViewport?.height ?? window.innerHeight);
}

/** What a person does to move the page themselves; a glide's correction never overrides it. */
const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/**
 * A glide aims at where the target was when it started: if the page above changes height while it
 * runs (the loading bar above the results leaves 1.2 s after a result, COMPLETE_DISPLAY_MS), it
 * ends that far off, the heading hidden under the sticky header (seen on a loaded machine, where a
 * glide lasts longer). So when a glide stops where it aimed and the target is not in view there,
 * the page glides to it again (twice at most: the page settles). A glide stopped anywhere else was
 * overtaken by another scroll (the person's, or the page's own for focus) and is left alone, as it
 * is after the person presses, touches, wheels or types.
 */
function correctAfterGlide(target: HTMLElement, attempts = 2): void {
  const marginTop = Number.parseFloat(getComputedStyle(target).scrollMarginTop) || 0;
  const highestY = document.documentElement.scrollHeight - window.innerHeight;
  const aimedY = Math.min(
    Math.max(0, target.getBoundingClientRect().top + window.scrollY - marginTop),
    highestY,
  );
  let userMoved = false;
  const onUser = () => (userMoved = true);
  const stop = () => {
    clearTimeout(fallback);
    window.removeEventListener('scrollend', onEnd);
    for (const type of USER_SCROLL_EVENTS) window.removeEventListener(type, onUser, true);
  };
  const onEnd = () => {
    stop();
    const stoppedWhereAimed = Math.abs(window.scrollY - aimedY) <= 2;
    if (!userMoved && stoppedWhereAimed && target.isConnected && !topInView(target)) {
      target.scrollIntoView({ block: 'start', behavior: 'smooth' });
      if (attempts > 1) correctAfterGlide(target, attempts - 1);
    }
  };
  // Where scrollend is missing (older Safari), a glide is long over by then.
  const fallback = setTimeout(onEnd, GLIDE_FALLBACK_MS);
  window.addEventListener('scrollend', onEnd);
  for (const type of USER_SCROLL_EVENTS)
    window.addEventListener(type, onUser, { capture: true, passive: true });
}

const GLIDE_FALLBACK_MS = 3000;

export function reveal(heading: HTMLElement): void {
  const target = heading.closest<HTMLElement>('[data-reveal]') ?? heading;
  if (!wholeInView(target)) {
    const smooth = !prefersReducedMotion();
    target.scrollIntoView({ block: 'start', behavior: smooth ? 'smooth' : 'auto' });
    if (smooth) correctAfterGlide(target);
  }
  heading.focus({ preventScroll: true });
}

/**
 * Reveals the element with this id as soon as it is rendered (gives up after REVEAL_WAIT_MS).
 * Waits while the analysing overlay is open and until its scroll lock lets go, and leaves a heading
 * alone that already has focus (the overlay reveals it as it closes), so a result is scrolled to once.
 */
export function revealWhenShown(id: string): void {
  let started = performance.now();
  const attempt = () => {
    const heading = document.getElementById(id);
    if (overlayOpen()) {
      started = performance.now();
      requestAnimationFrame(attempt);
    } else if (scrollLocked() && performance.now() - started < REVEAL_WAIT_MS) {
      requestAnimationFrame(attempt); // the overlay has just closed; its lock lets go next
    } else if (heading) {
      if (document.activeElement !== heading) reveal(heading);
    } else if (performance.now() - started < REVEAL_WAIT_MS) requestAnimationFrame(attempt);
  };
  requestAnimationFrame(attempt);
}

/**
 * Reveals the heading once the modal that is closing has let go of the page (its overlay gone and
 * its scroll lock released); the heading takes focus at once, so focus never falls to the body.
 */
export function revealAfterModal(heading: HTMLElement): void {
  heading.focus({ preventScroll: true });
  const attempt = () => {
    if (!heading.isConnected) return;
    if (overlayOpen() || scrollLocked()) requestAnimationFrame(attempt);
    else reveal(heading);
  };
  requestAnimationFrame(attempt);
}
