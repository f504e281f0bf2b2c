/**
 * Install-prompt state (spec §4 "Install button"). The browser fires `beforeinstallprompt` early,
 * often before React mounts, so main.tsx calls `watchInstallEvents()` first thing and this module
 * keeps the deferred prompt. Components read the state with `useInstallState()`.
 */
import { useSyncExternalStore } from 'react';

export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

export interface InstallState {
  /** The browser offered installation and the prompt has not been used yet. */
  canPrompt: boolean;
  /** Running as an installed app (display-mode standalone, or iOS navigator.standalone). */
  standalone: boolean;
  /** The app was installed during this visit. */
  installed: boolean;
}

let deferred: BeforeInstallPromptEvent | null = null;
let state: InstallState = { canPrompt: false, standalone: false, installed: false };
const listeners = new Set<() => void>();
const installedCallbacks = new Set<() => void>();

function update(partial: Partial<InstallState>): void {
  state = { ...state, ...partial };
  for (const listener of listeners) listener();
}

export function isStandalone(): boolean {
  if (typeof window === 'undefined') return false;
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || (window.matchMedia?.('(display-mode: standalone)').matches ?? false);
}

export function isIosSafari(userAgent = navigator.userAgent): boolean {
  const ios =
    /iPad|iPhone|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && navigator.maxTouchPoints > 1);
  return ios && /Safari/.test(userAgent) && !/CriOS|FxiOS|EdgiOS|OPiOS/.test(userAgent);
}

let watching = false;

export function watchInstallEvents(): void {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  update({ standalone: isStandalone() });
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keep the prompt for our own button instead of the browser's mini-infobar.
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    update({ canPrompt: true });
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    update({ canPrompt: false, installed: true });
    for (const callback of installedCallbacks) callback();
  });
  window.matchMedia?.('(display-mode: standalone)').addEventListener?.('change', () => {
    update({ standalone: isStandalone() });
  });
}

/** Shows the browser's install prompt; null when none is available. The prompt can be used once. */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | null> {
  const event = deferred;
  if (!event) return null;
  deferred = null;
  update({ canPrompt: false });
  await event.prompt();
  const choice = await event.userChoice;
  return choice.outcome;
}

export function onAppInstalled(callback: () => void): () => void {
  installedCallbacks.add(callback);
  return () => installedCallbacks.delete(callback);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useInstallState(): InstallState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
}
