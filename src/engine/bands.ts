/**
 * Emotional bands, frequency and tone categories of a spectral value (spec §4, §9).
 * Cut-offs are inclusive upper bounds: 0.15 is Ignition, 0.16 is Vitality.
 */

export type BandName = 'Ignition' | 'Vitality' | 'Harmony' | 'Serenity' | 'Immersion' | 'Zenith';

export interface EmotionalBand {
  name: BandName;
  /** Inclusive upper bound of the band's values. */
  upTo: number;
  keywords: readonly [string, string];
  /** The interface context text, e.g. 'energetic, warm'. */
  context: string;
  /** Inclusive hue range of the band's colours, in degrees. */
  hueRange: readonly [number, number];
}

export const BANDS: readonly EmotionalBand[] = [
  {
    name: 'Ignition',
    upTo: 0.15,
    keywords: ['urgency', 'spark'],
    context: 'energetic, warm',
    hueRange: [0, 54],
  },
  {
    name: 'Vitality',
    upTo: 0.3,
    keywords: ['optimism', 'growth'],
    context: 'dynamic, bright',
    hueRange: [55, 108],
  },
  {
    name: 'Harmony',
    upTo: 0.45,
    keywords: ['balance', 'curiosity'],
    context: 'balanced, stable',
    hueRange: [109, 162],
  },
  {
    name: 'Serenity',
    upTo: 0.6,
    keywords: ['calm', 'trust'],
    context: 'calm, peaceful',
    hueRange: [163, 216],
  },
  {
    name: 'Immersion',
    upTo: 0.8,
    keywords: ['depth', 'intensity'],
    context: 'deep, contemplative',
    hueRange: [217, 288],
  },
  {
    name: 'Zenith',
    upTo: 1,
    keywords: ['edge', 'transcendence'],
    context: 'transcendent, elevated',
    hueRange: [289, 360],
  },
];

/** Index of the band a value falls in (values outside 0..1 are clamped). */
export function bandIndex(value: number): number {
  const index = BANDS.findIndex((band) => value <= band.upTo);
  return index === -1 ? BANDS.length - 1 : index;
}

export function emotionalBand(value: number): EmotionalBand {
  return BANDS[bandIndex(value)] as EmotionalBand;
}

/** 'Serenity - calm, peaceful': the emotional context label shown with a tone. */
export function emotionalContext(value: number): string {
  const band = emotionalBand(value);
  return `${band.name} - ${band.context}`;
}

/** Frequency in Hz of a spectral value: round(220 + value × 660), so 220 to 880. */
export function frequencyHz(value: number): number {
  return Math.round(220 + value * 660);
}

export type ToneCategory = 'deep' | 'suspended' | 'bright';

/** deep ≤ 0.33 < suspended ≤ 0.66 < bright. */
export function toneCategory(value: number): ToneCategory {
  if (value <= 0.33) return 'deep';
  if (value <= 0.66) return 'suspended';
  return 'bright';
}

/** Tone colours (spec §9): deep orange, suspended green, bright pink. */
export const TONE_HUES: Readonly<Record<ToneCategory, number>> = { deep: 27, suspended: 135, bright: 324 };

/** The representative value of each tone group used by the animation's dominant emotion (spec §4). */
export const DOMINANT_VALUES: Readonly<Record<ToneCategory, number>> = {
  deep: 0.16,
  suspended: 0.5,
  bright: 0.83,
};

/** The most common tone group of the values (ties go to the lower group) and its representative value. */
export function dominantEmotion(values: readonly number[]): { category: ToneCategory; value: number } | null {
  if (values.length === 0) return null;
  const counts: Record<ToneCategory, number> = { deep: 0, suspended: 0, bright: 0 };
  for (const value of values) counts[toneCategory(value)]++;
  let best: ToneCategory = 'deep';
  for (const category of ['suspended', 'bright'] as const) {
    if (counts[category] > counts[best]) best = category;
  }
  return { category: best, value: DOMINANT_VALUES[best] };
}
