import { describe, expect, it } from 'vitest';
import { PageStore } from '@/lib/page-state';
import { startGradientSync, type GradientStorage } from './gradient-sync';
import { STORAGE_KEY } from './gradient-values';

/** An in-memory Storage (the part the sync uses). */
function memoryStorage(
  initial: Record<string, string> = {},
): GradientStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
  };
}

const STORED = {
  warmthDetachment: 0.8,
  certaintyAmbiguity: 0.3,
  intensityRestraint: 0.61,
  conflictCoherence: 0.44,
};

const report = (page: PageStore, mode: 'tonelens' | 'spectral' | 'full', axes: Partial<typeof STORED> = {}) =>
  page.reportAnalysis({
    mode,
    inputText: 'some text',
    tensionDetected: false,
    suggestion: null,
    characterValues: mode === 'tonelens' ? [] : [0.2, 0.4],
    analysisId: null,
    ...axes,
  });

const axesOf = (page: PageStore) => {
  const { warmthDetachment, certaintyAmbiguity, intensityRestraint, conflictCoherence } = page.getState();
  return { warmthDetachment, certaintyAmbiguity, intensityRestraint, conflictCoherence };
};

describe('startGradientSync', () => {
  it('restores the stored gradient on a fresh page', () => {
    const page = new PageStore();
    startGradientSync(page, memoryStorage({ [STORAGE_KEY]: JSON.stringify(STORED) }));
    expect(axesOf(page)).toEqual(STORED);
  });

  it('keeps the values of an analysis already on the page and ignores a broken record', () => {
    const page = new PageStore({ analysedMode: 'tonelens', warmthDetachment: 0.2 });
    startGradientSync(page, memoryStorage({ [STORAGE_KEY]: JSON.stringify(STORED) }));
    expect(page.getState().warmthDetachment).toBe(0.2);
    const fresh = new PageStore();
    startGradientSync(fresh, memoryStorage({ [STORAGE_KEY]: '{broken' }));
    expect(axesOf(fresh).warmthDetachment).toBe(0.5);
  });

  it('stores every change of the values', () => {
    const page = new PageStore();
    const storage = memoryStorage();
    startGradientSync(page, storage);
    page.setAxes({ intensityRestraint: 0.51 });
    expect(JSON.parse(storage.data.get(STORAGE_KEY)!)).toEqual({
      warmthDetachment: 0.5,
      certaintyAmbiguity: 0.5,
      intensityRestraint: 0.51,
      conflictCoherence: 0.5,
    });
  });

  it('gives a new analysis its initial values: zero and missing become 0.5', () => {
    const page = new PageStore();
    const storage = memoryStorage({ [STORAGE_KEY]: JSON.stringify(STORED) });
    startGradientSync(page, storage);
    report(page, 'tonelens', {
      warmthDetachment: 0.9,
      certaintyAmbiguity: 0,
      intensityRestraint: 0.3,
      conflictCoherence: 0.7,
    });
    const expected = {
      warmthDetachment: 0.9,
      certaintyAmbiguity: 0.5,
      intensityRestraint: 0.3,
      conflictCoherence: 0.7,
    };
    expect(axesOf(page)).toEqual(expected);
    expect(JSON.parse(storage.data.get(STORAGE_KEY)!)).toEqual(expected);

    // A spectral analysis measures no axes: every slider starts neutral.
    report(page, 'spectral');
    expect(axesOf(page)).toEqual({
      warmthDetachment: 0.5,
      certaintyAmbiguity: 0.5,
      intensityRestraint: 0.5,
      conflictCoherence: 0.5,
    });
  });

  it('leaves the values alone when the alternative text or the analysis id arrive', () => {
    const page = new PageStore();
    startGradientSync(page, memoryStorage());
    report(page, 'full', {
      warmthDetachment: 0.9,
      certaintyAmbiguity: 0.2,
      intensityRestraint: 0.3,
      conflictCoherence: 0.7,
    });
    page.setAxes({ warmthDetachment: 0.4 });
    page.set({ analysisId: 'a1' });
    page.reportAlternative('kinder words', 'some text');
    expect(page.getState().warmthDetachment).toBe(0.4);
  });

  it('stops when asked and copes without storage', () => {
    const page = new PageStore();
    const storage = memoryStorage();
    const stop = startGradientSync(page, storage);
    stop();
    page.setAxes({ warmthDetachment: 0.1 });
    expect(storage.data.size).toBe(0);
    expect(() => startGradientSync(new PageStore(), null)).not.toThrow();
  });
});
