/**
 * The install flows and their toasts (spec §4, §8, §9):
 * - the browser offered a prompt: show it; accepted → 'App Installing', dismissed → 'Installation Cancelled';
 *   a failing prompt → 'Installation Error';
 * - no prompt on iOS Safari → the Share / Add to Home Screen hint for 8 s; elsewhere a generic hint for 6 s;
 * - no service worker support at all → 'Not Supported';
 * - the `appinstalled` event → 'ToneLens Installed!'.
 */
import { useEffect } from 'react';
import { isIosSafari, onAppInstalled, promptInstall, useInstallState } from '@/lib/install';
import { toast } from '@/lib/toast';

export const IOS_HINT_MS = 8000;
export const GENERIC_HINT_MS = 6000;

export async function startInstall(): Promise<void> {
  try {
    const outcome = await promptInstall();
    if (outcome === 'accepted') {
      toast({ title: 'App Installing', description: 'Installing ToneLens...' });
      return;
    }
    if (outcome === 'dismissed') {
      toast({
        title: 'Installation Cancelled',
        description: 'You can install ToneLens anytime from your browser menu.',
      });
      return;
    }
  } catch {
    toast({
      title: 'Installation Error',
      description: 'Unable to install ToneLens. Please try again.',
      variant: 'destructive',
    });
    return;
  }
  // No prompt to show: guide the user instead.
  if (isIosSafari()) {
    toast({
      title: 'Add to Home Screen',
      description: 'On iOS Safari, tap Share, then Add to Home Screen.',
      duration: IOS_HINT_MS,
    });
  } else if (!('serviceWorker' in navigator)) {
    toast({ title: 'Not Supported', description: "Your browser doesn't support installing web apps." });
  } else {
    toast({
      title: 'Add to Home Screen',
      description: 'Open your browser menu and choose Install app or Add to Home Screen.',
      duration: GENERIC_HINT_MS,
    });
  }
}

/** Mount once on the signed-in page: announces a completed installation. */
export function useInstalledToast(): void {
  useEffect(
    () =>
      onAppInstalled(() =>
        toast({ title: 'ToneLens Installed!', description: 'ToneLens has been added to your home screen.' }),
      ),
    [],
  );
}

/** Spec §4: the button shows only while the browser offers the prompt and the app is not installed. */
export function useShowInstallButton(): boolean {
  const { canPrompt, standalone, installed } = useInstallState();
  return canPrompt && !standalone && !installed;
}
