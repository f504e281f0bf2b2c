/** Display names and descriptions of the four analysis modes (spec §1). */
import type { AnalysisMode } from '@engine/modes';

export const MODE_LABELS: Readonly<Record<AnalysisMode, string>> = {
  plain: 'Plain',
  tonelens: 'ToneLens',
  spectral: 'Spectral Binary',
  full: 'Full Spectrum',
};

export const MODE_DESCRIPTIONS: Readonly<Record<AnalysisMode, string>> = {
  plain:
    'AI feedback, word and character counts, and a sentiment class: positive, concerned, reflective or neutral.',
  tonelens:
    'Scores four emotional dimensions from 0 to 1: warmth, certainty, intensity and coherence, and notices tension.',
  spectral:
    'Maps every character to a value between 0 and 1, then to a colour, a frequency and an emotional band, shown as live visualisations.',
  full: 'Everything at once: plain feedback, the four ToneLens dimensions and the Spectral Binary visualisations.',
};

export const hasAxes = (mode: AnalysisMode): boolean => mode === 'tonelens' || mode === 'full';
export const hasSpectral = (mode: AnalysisMode): boolean => mode === 'spectral' || mode === 'full';
