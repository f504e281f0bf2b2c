/** Which analysis modes show which parts (spec §1); their names and descriptions are in the catalogue under modes.<mode>. */
import type { AnalysisMode } from '@engine/analyse';

export const hasAxes = (mode: AnalysisMode): boolean => mode === 'tonelens' || mode === 'full';
export const hasSpectral = (mode: AnalysisMode): boolean => mode === 'spectral' || mode === 'full';
