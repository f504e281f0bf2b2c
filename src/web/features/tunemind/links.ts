/**
 * Where TuneMind lives (spec §7): the generation endpoint `{TUNEMIND_URL}/api/generate`, the
 * direct link `{TUNEMIND_URL}?tone=…&frequency=…&text=…&lyrics=…` that the fallback, the tab
 * buttons, the bridge page and the embedded frame all open, and the frame's exact permissions.
 */
import { musicQuery, type ToneParameters } from '@engine/tune';

/** The frame's sandbox (spec §7): scripts, same-origin, forms, popups, downloads — nothing more. */
export const FRAME_SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups allow-downloads';
/** The frame's permissions policy (spec §7): microphone, audio and autoplay. */
export const FRAME_ALLOW = 'microphone; audio; autoplay';

/** TUNEMIND_URL may carry a path (https://host/studio); a trailing slash is not doubled. */
function base(tunemindUrl: string): string {
  return tunemindUrl.replace(/\/+$/, '');
}

export function generateEndpoint(tunemindUrl: string): string {
  return `${base(tunemindUrl)}/api/generate`;
}

/** The direct link: tone to 3 decimals, frequency, and text plus lyrics cut to 500 characters. */
export function directLink(tunemindUrl: string, parameters: ToneParameters): string {
  const url = new URL(tunemindUrl);
  url.search = musicQuery(parameters);
  return url.toString();
}
