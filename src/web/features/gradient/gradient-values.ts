/**
 * Pure rules of the Interactive Emotion Gradient (spec §3, §4, §5, §9): initial values with the
 * 0.5 fallback, the 0.01 step, the 'emotionalGradientState' local-storage record, the swatch and
 * bar colours, and the iPhone check for the minimise button.
 */
import { EmotionalValues } from '@contract/common';
import { gradientBarColour } from '@engine/colour';
import { DIMENSIONS } from '@engine/dimensions';
import type { AxisKey } from '@engine/lexicons';

export const STORAGE_KEY = 'emotionalGradientState';
export const NEUTRAL = 0.5;
export const STEP = 0.01;

export type GradientValues = EmotionalValues;

export const AXIS_ORDER: readonly AxisKey[] = DIMENSIONS.map((dimension) => dimension.key);

/** Spec §5: an initial value that is missing or zero falls back to 0.5 (neutral). */
export function initialValues(partial: Partial<Record<AxisKey, number | null | undefined>>): GradientValues {
  const pick = (key: AxisKey) => {
    const value = partial[key];
    // Analysis values keep their precision (only the slider snaps to its step when moved).
    return typeof value === 'number' && Number.isFinite(value) && value !== 0
      ? Math.min(1, Math.max(0, value))
      : NEUTRAL;
  };
  return {
    warmthDetachment: pick('warmthDetachment'),
    certaintyAmbiguity: pick('certaintyAmbiguity'),
    intensityRestraint: pick('intensityRestraint'),
    conflictCoherence: pick('conflictCoherence'),
  };
}

export const NEUTRAL_GRADIENT: GradientValues = initialValues({});

/** Onto the slider's grid: 0..1 in steps of 0.01 (floating-point noise removed). */
export function clampUnit(value: number): number {
  if (!Number.isFinite(value)) return NEUTRAL;
  return Math.round(Math.min(1, Math.max(0, value)) / STEP) / Math.round(1 / STEP);
}

export function sameValues(a: GradientValues, b: GradientValues): boolean {
  return AXIS_ORDER.every((key) => Math.abs(a[key] - b[key]) < 1e-9);
}

/** The stored record, or null when it is missing, unreadable or out of range (then the page keeps its values). */
export function parseStored(text: string | null): GradientValues | null {
  if (text === null) return null;
  try {
    const parsed = EmotionalValues.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function serialise(values: GradientValues): string {
  const { warmthDetachment, certaintyAmbiguity, intensityRestraint, conflictCoherence } = values;
  return JSON.stringify({ warmthDetachment, certaintyAmbiguity, intensityRestraint, conflictCoherence });
}

export const percent = (value: number): number => Math.round(value * 100);

/** The 'Current emotional colour' of one slider (spec §9 gradient bar colours). */
export const swatchColour = (value: number): string => gradientBarColour(value);

/** The live bar: the four current colours blended left to right, in slider order. */
export function gradientBackground(values: GradientValues): string {
  const stops = AXIS_ORDER.map((key, index) => {
    const at = Math.round((index / (AXIS_ORDER.length - 1)) * 100);
    return `${swatchColour(values[key])} ${at}%`;
  });
  return `linear-gradient(90deg, ${stops.join(', ')})`;
}

/** Spec §2: the minimise button is for iPhone only (iPadOS reports itself as a Mac, so it is excluded too). */
export function isIPhone(userAgent: string): boolean {
  return /\biPhone\b/u.test(userAgent);
}
