import { describe, expect, it, vi } from 'vitest';
import { INITIAL_PAGE_STATE, PageStore } from './page-state';

describe('PageStore (spec §3 page-shared results)', () => {
  it('starts neutral: axes 0.5, no analysis, the view switch on full', () => {
    const store = new PageStore();
    expect(store.getState()).toEqual(INITIAL_PAGE_STATE);
    expect(store.getState().warmthDetachment).toBe(0.5);
    expect(store.getState().framedView).toBe('full');
    expect(store.getState().analysedMode).toBeNull();
  });

  it('takes an analysis report, clears the previous alternative and keeps axes it did not compute', () => {
    const store = new PageStore({ alternativeText: 'old', conflictCoherence: 0.2 });
    store.reportAnalysis({
      mode: 'tonelens',
      inputText: 'Hello',
      tensionDetected: true,
      suggestion: 'Reflect',
      characterValues: [],
      analysisId: null,
      warmthDetachment: 0.9,
    });
    expect(store.getState()).toMatchObject({
      analysedMode: 'tonelens',
      inputText: 'Hello',
      tensionDetected: true,
      suggestion: 'Reflect',
      alternativeText: '',
      warmthDetachment: 0.9,
      conflictCoherence: 0.2,
    });
  });

  it('notifies subscribers of every change and stops after unsubscribing', () => {
    const store = new PageStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.reportAlternative('A kinder version', 'The original');
    expect(store.getState()).toMatchObject({
      alternativeText: 'A kinder version',
      inputText: 'The original',
    });
    store.setAxes({ intensityRestraint: 0.3 });
    unsubscribe();
    store.set({ framedView: 'gradient-only' });
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
