/**
 * The four slider values are the page's four axis values (spec §3: "the emotion panel can change
 * them"), so the gradient card, the side panel and the framed view always agree.
 * useGradientSync (mounted once, by the side panel) keeps them in localStorage.
 */
import { useCallback, useEffect, useMemo } from 'react';
import type { AxisKey } from '@engine/lexicons';
import { usePageState, usePageStore } from '@/lib/page-state';
import { clampUnit, type GradientValues } from './gradient-values';
import { browserStorage, startGradientSync } from './gradient-sync';

export function useGradientValues(): {
  values: GradientValues;
  setValue: (key: AxisKey, value: number) => void;
  setAll: (values: GradientValues) => void;
} {
  const page = usePageStore();
  const warmthDetachment = usePageState((state) => state.warmthDetachment);
  const certaintyAmbiguity = usePageState((state) => state.certaintyAmbiguity);
  const intensityRestraint = usePageState((state) => state.intensityRestraint);
  const conflictCoherence = usePageState((state) => state.conflictCoherence);
  const values = useMemo(
    () => ({ warmthDetachment, certaintyAmbiguity, intensityRestraint, conflictCoherence }),
    [warmthDetachment, certaintyAmbiguity, intensityRestraint, conflictCoherence],
  );
  const setValue = useCallback(
    (key: AxisKey, value: number) => page.setAxes({ [key]: clampUnit(value) }),
    [page],
  );
  const setAll = useCallback((next: GradientValues) => page.setAxes(next), [page]);
  return { values, setValue, setAll };
}

export function useGradientSync(): void {
  const page = usePageStore();
  useEffect(() => startGradientSync(page, browserStorage()), [page]);
}
