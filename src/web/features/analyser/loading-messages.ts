/** Rotating messages of the loading displays (spec §4): 4, 5, 5 and 6 per analysis type. */
import type { AnalysisMode } from '@engine/modes';

/** How many rotating messages each type has; their texts are in the catalogue under loading.<type>.<n>. */
export const LOADING_MESSAGE_COUNTS: Readonly<Record<AnalysisMode, number>> = {
  plain: 4,
  tonelens: 5,
  spectral: 5,
  full: 6,
};

/** The reassurance lines are loading.reassurance.0 to 3. */
export const REASSURANCE_COUNT = 4;

/** Spec §4 timings. */
export const MESSAGE_INTERVAL_MS = 1200;
export const REASSURANCE_INTERVAL_MS = 3000;
export const DOT_INTERVAL_MS = 800;
