/** Rotating messages of the loading displays (spec §4): 4, 5, 5 and 6 per analysis type. */
import type { AnalysisMode } from '@engine/modes';

export const LOADING_MESSAGES: Readonly<Record<AnalysisMode, readonly string[]>> = {
  plain: [
    'Reading your words...',
    'Counting words and characters...',
    'Sensing the overall sentiment...',
    'Gathering gentle feedback...',
  ],
  tonelens: [
    'Reading your words...',
    'Measuring warmth and distance...',
    'Weighing certainty and doubt...',
    'Sensing intensity and restraint...',
    'Listening for coherence and conflict...',
  ],
  spectral: [
    'Mapping each character to a value...',
    'Translating values into colour...',
    'Tuning frequencies...',
    'Sorting deep, suspended and bright tones...',
    'Composing the spectral summary...',
  ],
  full: [
    'Reading your words...',
    'Mapping the spectrum of each character...',
    'Measuring the four emotional dimensions...',
    'Listening for tension...',
    'Gathering AI reflections...',
    'Bringing the full spectrum together...',
  ],
};

export const REASSURANCES = [
  'Take a slow breath while we listen.',
  'There are no wrong feelings here.',
  'Your words stay private to you.',
  'Good reflection takes a moment.',
] as const;

/** Spec §4 timings. */
export const MESSAGE_INTERVAL_MS = 1200;
export const REASSURANCE_INTERVAL_MS = 3000;
export const DOT_INTERVAL_MS = 800;
