/**
 * Toast store (shadcn's use-toast): at most one toast at a time, 5 s by default, a dismissed
 * toast kept for 1,000,000 ms before removal (spec §9). Any module may call `toast()`;
 * components/ui/toaster.tsx renders the queue with Radix Toast.
 */
import { useSyncExternalStore, type ReactNode } from 'react';

export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;
export const TOAST_DURATION = 5000;

export interface ToastInput {
  title: string;
  description?: ReactNode;
  variant?: 'default' | 'destructive';
  /** Milliseconds on screen; 5000 by default. */
  duration?: number;
  action?: ReactNode;
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
}

let toasts: ToastItem[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function emit(next: ToastItem[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string): void {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      emit(toasts.filter((item) => item.id !== id));
    }, TOAST_REMOVE_DELAY),
  );
}

export function dismissToast(id?: string): void {
  for (const item of toasts) if (id === undefined || item.id === id) scheduleRemoval(item.id);
  emit(toasts.map((item) => (id === undefined || item.id === id ? { ...item, open: false } : item)));
}

export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  emit([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

/** The current queue (what the toaster renders). */
export function getToasts(): readonly ToastItem[] {
  return toasts;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const NO_TOASTS: ToastItem[] = [];

/**
 * The pre-rendered landing page (ADR 0022) is rendered with no toast (the server snapshot); in the
 * browser the store's own toasts show, a waiting one ('Account Deleted') among them.
 */
export function useToasts(): ToastItem[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => NO_TOASTS,
  );
}
