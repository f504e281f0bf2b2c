/**
 * The main page's shared results (spec §3 "Page-shared results"). The analyser writes them; the
 * side column, the gradient, the framed view, EchoRoom, the signature and TuneMind read them.
 * One store per signed-in page (created by <PageStateProvider>), read with a selector so a
 * component re-renders only when the slice it reads changes.
 *
 *   const text = usePageState((s) => s.inputText);
 *   const page = usePageStore();  page.reportAnalysis({...});  page.setAxes({warmthDetachment: 0.7});
 */
import { createContext, useContext, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { AnalysisMode } from '@engine/modes';
import type { EmotionalValues } from '@contract/common';
import type { CharacterValues } from './engine-result';

export type FramedView = 'full' | 'gradient-only';

export interface PageState extends EmotionalValues {
  /** The text of the latest analysis or alternative (not the live draft in the text area). */
  inputText: string;
  alternativeText: string;
  tensionDetected: boolean;
  /** The EchoRoom suggestion of the latest analysis, when tension was detected. */
  suggestion: string | null;
  /** Id the server gave the latest stored analysis. */
  analysisId: string | null;
  /** Spectral values of the latest spectral or full analysis; empty otherwise. */
  characterValues: CharacterValues;
  /** Mode of the latest analysis; null until one has run (the "an analysis exists" flag). */
  analysedMode: AnalysisMode | null;
  /** The view switch of the input card (spec §2): which view the framed interaction opens in. Starts 'full'. */
  framedView: FramedView;
}

export const NEUTRAL_VALUES: EmotionalValues = {
  warmthDetachment: 0.5,
  certaintyAmbiguity: 0.5,
  intensityRestraint: 0.5,
  conflictCoherence: 0.5,
};

export const INITIAL_PAGE_STATE: PageState = {
  ...NEUTRAL_VALUES,
  inputText: '',
  alternativeText: '',
  tensionDetected: false,
  suggestion: null,
  analysisId: null,
  characterValues: [],
  analysedMode: null,
  framedView: 'full',
};

/** What the analysis panel reports after an analysis (spec §3). */
export interface AnalysisReport extends Partial<EmotionalValues> {
  inputText: string;
  mode: AnalysisMode;
  tensionDetected: boolean;
  suggestion: string | null;
  characterValues: CharacterValues;
  analysisId: string | null;
}

export class PageStore {
  private state: PageState;
  private readonly listeners = new Set<() => void>();

  constructor(initial: Partial<PageState> = {}) {
    this.state = { ...INITIAL_PAGE_STATE, ...initial };
  }

  getState = (): PageState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  set(partial: Partial<PageState>): void {
    this.state = { ...this.state, ...partial };
    for (const listener of this.listeners) listener();
  }

  /** A new analysis replaces the previous one's results; axes it did not compute keep their values. */
  reportAnalysis({ mode, suggestion, ...rest }: AnalysisReport): void {
    this.set({ ...rest, suggestion, analysedMode: mode, alternativeText: '' });
  }

  reportAlternative(alternativeText: string, inputText: string): void {
    this.set({ alternativeText, inputText });
  }

  setAxes(values: Partial<EmotionalValues>): void {
    this.set(values);
  }
}

const PageStoreContext = createContext<PageStore | null>(null);

export function PageStateProvider({ children, store }: { children: ReactNode; store?: PageStore }) {
  const [own] = useState(() => store ?? new PageStore());
  return <PageStoreContext.Provider value={own}>{children}</PageStoreContext.Provider>;
}

export function usePageStore(): PageStore {
  const store = useContext(PageStoreContext);
  if (!store) throw new Error('usePageStore needs a <PageStateProvider>');
  return store;
}

export function usePageState<T>(selector: (state: PageState) => T): T {
  const store = usePageStore();
  return useSyncExternalStore(
    store.subscribe,
    () => selector(store.getState()),
    () => selector(store.getState()),
  );
}
