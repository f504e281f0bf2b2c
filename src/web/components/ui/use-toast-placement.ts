/**
 * Keeps the toast list where it covers no control (lib/toast-placement.ts): placed before the
 * toast is painted, and checked again when the page scrolls, resizes (an on-screen keyboard
 * included) or changes under it; it only moves when its place stops being free.
 */
import { useLayoutEffect, useRef, type RefObject } from 'react';
import { controlObstacles, placeToast, TOAST_MARGIN, toastWidth } from '@/lib/toast-placement';

/** Below this width the toast spans the screen and prefers the top (Tailwind's `sm`). */
const PHONE_MAX_WIDTH = 640;

export function useToastPlacement(list: RefObject<HTMLOListElement | null>, showing: boolean, key: unknown) {
  const placed = useRef<{ left: number; top: number } | null>(null);

  useLayoutEffect(() => {
    const element = list.current;
    if (!element || !showing) {
      placed.current = null;
      return;
    }
    const region = element.parentElement ?? element;
    let frame = 0;

    // Writes only what changes: a style write is a mutation this hook itself observes.
    const setStyle = (name: 'left' | 'top' | 'width', pixels: number) => {
      const value = `${pixels}px`;
      if (element.style[name] !== value) element.style[name] = value;
    };
    const apply = (left: number, top: number, width: number) => {
      setStyle('left', left);
      setStyle('top', top);
      setStyle('width', width);
      placed.current = { left, top };
    };

    const place = (force: boolean) => {
      const viewport = window.visualViewport;
      const width = window.innerWidth;
      const height = viewport?.height ?? window.innerHeight;
      const toast = { width: toastWidth(width), height: element.scrollHeight };
      setStyle('width', toast.width);
      const current = placed.current;
      if (!force && current) {
        const box = {
          left: current.left,
          top: current.top,
          right: current.left + toast.width,
          bottom: current.top + toast.height,
        };
        // Still free (and still on screen): stay, so the toast does not wander while you scroll.
        if (box.bottom <= height && controlObstacles(region, box).length === 0) return;
      }
      const placement = placeToast({
        viewport: { width, height, top: viewport?.offsetTop ?? 0 },
        toast,
        obstacles: controlObstacles(region),
        preferTop: width < PHONE_MAX_WIDTH,
        margin: TOAST_MARGIN,
      });
      apply(placement.left, placement.top, toast.width);
    };

    place(true);
    const schedule = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => place(false));
    };
    const observer = new MutationObserver(schedule);
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['disabled', 'aria-disabled', 'data-state', 'aria-hidden', 'style', 'class'],
    });
    const resize = new ResizeObserver(schedule);
    resize.observe(element);
    window.addEventListener('scroll', schedule, { capture: true, passive: true });
    window.addEventListener('resize', schedule);
    window.visualViewport?.addEventListener('resize', schedule);
    document.addEventListener('focusin', schedule);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      resize.disconnect();
      window.removeEventListener('scroll', schedule, { capture: true });
      window.removeEventListener('resize', schedule);
      window.visualViewport?.removeEventListener('resize', schedule);
      document.removeEventListener('focusin', schedule);
    };
  }, [list, showing, key]);
}
