/**
 * Keeps the page's four slider values and localStorage's 'emotionalGradientState' in step:
 * a fresh page (no analysis yet) restores the stored gradient; a new analysis gives the sliders
 * their initial values (missing or zero → 0.5, spec §5); every change is stored.
 */
import type { PageState, PageStore } from '@/lib/page-state';
import {
  initialValues,
  parseStored,
  sameValues,
  serialise,
  STORAGE_KEY,
  type GradientValues,
} from './gradient-values';

export type GradientStorage = Pick<Storage, 'getItem' | 'setItem'>;

export const valuesOf = (state: PageState): GradientValues => ({
  warmthDetachment: state.warmthDetachment,
  certaintyAmbiguity: state.certaintyAmbiguity,
  intensityRestraint: state.intensityRestraint,
  conflictCoherence: state.conflictCoherence,
});

// Storage can be unavailable or full (private modes, quotas); the sliders then do not persist.
export function readGradient(storage: GradientStorage | null): GradientValues | null {
  try {
    return parseStored(storage?.getItem(STORAGE_KEY) ?? null);
  } catch {
    return null;
  }
}

export function writeGradient(storage: GradientStorage | null, values: GradientValues): boolean {
  if (!storage) return false;
  try {
    storage.setItem(STORAGE_KEY, serialise(values));
    return true;
  } catch {
    return false;
  }
}

/** Starts the sync; returns the function that stops it. */
export function startGradientSync(page: PageStore, storage: GradientStorage | null): () => void {
  const stored = readGradient(storage);
  if (stored && page.getState().analysedMode === null) page.setAxes(stored);
  let previous = page.getState();
  return page.subscribe(() => {
    const next = page.getState();
    const before = previous;
    previous = next;
    // Every report of an analysis carries a new characterValues list; the alternative text and
    // the later analysisId do not, so this tells a new analysis apart from other page updates.
    const newAnalysis =
      next.analysedMode !== null &&
      (next.characterValues !== before.characterValues || next.analysedMode !== before.analysedMode);
    if (newAnalysis) {
      const measured = next.analysedMode === 'tonelens' || next.analysedMode === 'full';
      const initial = initialValues(measured ? valuesOf(next) : {});
      if (!sameValues(initial, valuesOf(next))) {
        page.setAxes(initial); // re-enters this listener, which then stores the values
        return;
      }
    }
    if (newAnalysis || !sameValues(valuesOf(next), valuesOf(before))) writeGradient(storage, valuesOf(next));
  });
}

/** The browser's localStorage, or null where reading it throws (some privacy settings). */
export function browserStorage(): GradientStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
