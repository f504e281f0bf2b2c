/**
 * Where a toast goes so that it covers no control (issue 14). The spec's toasts sit in a corner
 * (shadcn: bottom right); there they covered the framed chat's send and microphone buttons and
 * the TuneMind modal's footer. Now the toast takes the first place, in a fixed order of
 * preference, where it overlaps no control a user can reach at that moment:
 *   - phones (the toast spans the screen): as high as possible — the top, as on a phone's own
 *     notifications, or just below the header's buttons — so it stays clear of the keyboard and of
 *     a modal's message box at the bottom;
 *   - wider screens: the bottom right corner first, then up the right edge, then the left edge,
 *     then the middle.
 * When no place is free (a screen full of buttons) it takes the one that covers the least.
 * `placeToast` is the pure choice (unit-tested); `controlObstacles` reads the page.
 */

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface PlacementInput {
  /** The visible viewport (the visual viewport on phones, above an on-screen keyboard). */
  viewport: { width: number; height: number; top?: number };
  toast: { width: number; height: number };
  /** What the toast must not cover. */
  obstacles: readonly Box[];
  /** Phones: prefer the top; otherwise the bottom right. */
  preferTop: boolean;
  /** Distance from the viewport's edges and between the toast and what it avoids. */
  margin?: number;
  /** Step between the places tried, in pixels. */
  step?: number;
}

export interface Placement {
  left: number;
  top: number;
  /** Area of obstacles covered (0 when the place is free). */
  covered: number;
}

/** The spec's toast viewport width limit (§9). */
export const TOAST_MAX_WIDTH = 420;
export const TOAST_MARGIN = 8;

function overlapArea(a: Box, b: Box): number {
  const width = Math.min(a.right, b.right) - Math.max(a.left, b.left);
  const height = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
  return width > 0 && height > 0 ? width * height : 0;
}

export function coveredArea(box: Box, obstacles: readonly Box[], gap = 0): number {
  const grown = {
    left: box.left - gap,
    top: box.top - gap,
    right: box.right + gap,
    bottom: box.bottom + gap,
  };
  let total = 0;
  for (const obstacle of obstacles) total += overlapArea(grown, obstacle);
  return total;
}

/** The toast's width on a screen this wide: the spec's 420 px at most, the screen less margins at least. */
export function toastWidth(viewportWidth: number, margin = TOAST_MARGIN): number {
  return Math.max(0, Math.min(TOAST_MAX_WIDTH, viewportWidth - 2 * margin));
}

export function placeToast({
  viewport,
  toast,
  obstacles,
  preferTop,
  margin = TOAST_MARGIN,
  step = 4,
}: PlacementInput): Placement {
  const top0 = (viewport.top ?? 0) + margin;
  const lastTop = Math.max(top0, (viewport.top ?? 0) + viewport.height - toast.height - margin);
  const tops: number[] = [];
  for (let y = top0; y < lastTop; y += step) tops.push(Math.round(y));
  tops.push(Math.round(lastTop));
  if (!preferTop) tops.reverse();

  const right = viewport.width - margin - toast.width;
  const lefts =
    right <= margin + 1
      ? [Math.max(0, Math.round((viewport.width - toast.width) / 2))]
      : [right, margin, (viewport.width - toast.width) / 2].map(Math.round);

  let best: Placement | null = null;
  for (const left of lefts) {
    for (const top of tops) {
      const box = { left, top, right: left + toast.width, bottom: top + toast.height };
      const covered = coveredArea(box, obstacles, margin / 2);
      if (covered === 0) return { left, top, covered };
      if (!best || covered < best.covered) best = { left, top, covered };
    }
  }
  return best ?? { left: lefts[0] ?? 0, top: tops[0] ?? 0, covered: 0 };
}

/** Everything a user can operate. */
const CONTROLS = [
  'button',
  'a[href]',
  'input:not([type="hidden"])',
  'textarea',
  'select',
  '[contenteditable="true"]',
  '[role="button"]',
  '[role="slider"]',
  '[role="tab"]',
  '[role="checkbox"]',
  '[role="radio"]',
  '[role="switch"]',
  '[role="combobox"]',
  '[role="menuitem"]',
  '[role="option"]',
  '[role="separator"][tabindex]',
].join(',');

/** The open modal the user works in (the latest one), else the whole page. */
function activeScope(): ParentNode {
  const dialogs = document.querySelectorAll<HTMLElement>(
    '[role="dialog"][aria-modal="true"], [role="alertdialog"][aria-modal="true"]',
  );
  return dialogs[dialogs.length - 1] ?? document;
}

/**
 * Whether the user can reach the element: some point of it (its centre or a point near a corner)
 * is not hidden behind something else, such as the sticky header or a panel's scroll edge. The
 * toast itself (`ignore`) does not count as hiding it.
 */
function reachable(element: Element, rect: DOMRect, ignore: Element): boolean {
  const inset = Math.min(4, rect.width / 4, rect.height / 4);
  const points: [number, number][] = [
    [rect.left + rect.width / 2, rect.top + rect.height / 2],
    [rect.left + inset, rect.top + inset],
    [rect.right - inset, rect.top + inset],
    [rect.left + inset, rect.bottom - inset],
    [rect.right - inset, rect.bottom - inset],
  ];
  return points.some(([x, y]) => {
    const hit = document.elementsFromPoint(x, y).find((candidate) => !ignore.contains(candidate));
    return hit !== undefined && (element === hit || element.contains(hit));
  });
}

/**
 * The boxes of the controls a user can reach now (enabled, visible, on screen, in the open modal
 * when there is one), plus the focused element (a result's heading just brought into view, a
 * message being typed). `within` limits the search to what intersects that box (a quick check of
 * the current place); `ignore` is the toast region.
 */
export function controlObstacles(ignore: Element, within?: Box): Box[] {
  const viewportWidth = window.innerWidth;
  const viewportHeight = window.innerHeight;
  const scope = activeScope();
  const elements = new Set<Element>(scope.querySelectorAll(CONTROLS));
  const focused = document.activeElement;
  if (focused && focused !== document.body && (scope === document || scope.contains(focused))) {
    elements.add(focused);
  }
  const boxes: Box[] = [];
  for (const element of elements) {
    if (ignore.contains(element)) continue;
    if (element.matches(':disabled, [aria-disabled="true"], [data-disabled]')) continue;
    const rect = element.getBoundingClientRect();
    if (rect.width < 1 || rect.height < 1) continue;
    if (rect.bottom <= 0 || rect.right <= 0 || rect.top >= viewportHeight || rect.left >= viewportWidth)
      continue;
    const box = { left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom };
    if (within && overlapArea(box, within) === 0) continue;
    if (!reachable(element, rect, ignore)) continue;
    boxes.push(box);
  }
  return boxes;
}
