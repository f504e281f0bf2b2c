/**
 * Leaving for TuneMind (spec §7): a new tab, with no handle back to ToneLens, or the current tab.
 */
export function openTunemind(url: string, newTab: boolean): void {
  if (newTab) window.open(url, '_blank', 'noopener,noreferrer');
  else window.location.assign(url);
}

/** Opens the generated audio in a new tab (spec §8 'Audio Generated'). */
export function openAudio(url: string): void {
  window.open(url, '_blank', 'noopener,noreferrer');
}
