/**
 * The analysis flow (issue 5 "Flow"): the engine's local result appears at once; once its cards
 * are all on the page (ADR 0046), the mode's server calls (plain → /api/analyse/plain; ToneLens
 * and full → /api/analyse/enhanced; their failures are only logged), then POST /api/analyse with
 * the §3 record. On success the results stay, the input clears, /api/journal is refreshed and
 * 'Analysis Complete' shows; any failure of the record shows 'Analysis Failed'. The engine (with
 * its language model) is a lazy chunk: until it is ready the server computes the result
 * (result-source.ts), and the engine starts loading once that first result is on screen, then
 * answers every later analysis (ADR 0019).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  AnalyseResponse,
  EngineAnalysisResponse,
  EnhancedAnalysisResponse,
  PlainAnalysisResponse,
  type PlainAnalysisResponse as PlainResult,
} from '@contract/analysis';
import type { AnalysisMode, AnalysisResult } from '@engine/analyse';
import { apiJson } from '@/lib/api';
import { analyseLocally, engineReady, loadEngineSoon, whileServerAnswers } from '@/lib/engine';
import { pageResult, type PageAnalysisResult } from '@/lib/engine-result';
import { nextTask } from '@/lib/next-task';
import { usePageStore } from '@/lib/page-state';
import { queryKeys } from '@/lib/query-client';
import { toast } from '@/lib/toast';
import type { Language } from '@contract/auth';
import { i18n } from '@/i18n/i18n';
import { replyLanguage } from '@/i18n/languages';
import { analysisRecord } from './analysis-record';
import { nextStep } from './staged-list';
import { analysisResult, EngineOfflineError, type ResultSource, type ResultSources } from './result-source';

// The engine runs in a Web Worker (lib/engine); the panel loads it when the page is idle.
export { loadEngineWhenIdle } from '@/lib/engine';

const browserSources: ResultSources = {
  engineReady,
  engine: analyseLocally,
  server: (text, mode) =>
    whileServerAnswers(async () =>
      // The loose schema keeps every field: the engine's own result, as the browser engine gives it.
      pageResult(
        (await apiJson(EngineAnalysisResponse, 'POST', '/api/analyse/engine', {
          inputText: text,
          mode,
        })) as unknown as AnalysisResult,
      ),
    ),
  online: () => navigator.onLine,
};

export type RunStatus = 'pending' | 'saved' | 'failed';

/** What the loading display shows: the engine loading (indeterminate), the server calls, done. */
export type AnalysisPhase = 'idle' | 'engine' | 'server' | 'complete';

export interface AnalysisRun {
  /** Increases with each analysis, so views can restart their animations. */
  id: number;
  mode: AnalysisMode;
  text: string;
  local: PageAnalysisResult;
  /** Who computed `local`: the browser's engine, or the server while the engine was not ready. */
  source: ResultSource;
  plain: PlainResult | null;
  conversationalResponse: string | null;
  /** The language the conversational response is written in. */
  conversationalLanguage: Language | null;
  status: RunStatus;
}

/** How long the finished progress display stays before it goes. */
export const COMPLETE_DISPLAY_MS = 1200;

/**
 * The longest the server's calls wait for the result cards to be on the page: a megabyte's take
 * about a second on a loaded 2-core machine (bench/main-thread.ts).
 */
export const DRAWN_WAIT_MS = 3000;

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs one analysis; returns true when the record was stored (the caller then clears the input). */
export function useAnalysis() {
  const page = usePageStore();
  const queryClient = useQueryClient();
  const [run, setRun] = useState<AnalysisRun | null>(null);
  const [analysing, setAnalysing] = useState(false);
  const [phase, setPhase] = useState<AnalysisPhase>('idle');
  const counter = useRef(0);
  const phaseTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(phaseTimer.current), []);
  /** Per run whose result cards are not all on the page yet: what `resultsDrawn` resolves. */
  const drawnWaiters = useRef(new Map<number, () => void>());

  /** The panel calls this once every result card of run `id` is mounted (staged-list). */
  const resultsDrawn = useCallback((id: number) => {
    const resolve = drawnWaiters.current.get(id);
    drawnWaiters.current.delete(id);
    // After the frame that paints the last card (a timer step in a hidden tab, where frames stop).
    if (resolve) nextStep(resolve);
  }, []);

  // A result from the server is on screen: the engine loads once the page is idle after drawing
  // it (its download never delays the result), and answers the next analyses, offline too.
  const serverRun = run?.source === 'server' ? run.id : null;
  useEffect(() => {
    if (serverRun !== null) loadEngineSoon();
  }, [serverRun]);

  const analyse = useCallback(
    async (text: string, mode: AnalysisMode): Promise<boolean> => {
      if (text.trim() === '') {
        toast({ title: i18n.t('toasts.inputRequired'), description: i18n.t('toasts.inputForAnalysis') });
        return false;
      }
      setAnalysing(true);
      clearTimeout(phaseTimer.current);
      setPhase('engine');
      try {
        const { result: local, source } = await analysisResult(text, mode, browserSources);
        setPhase('server');
        const id = ++counter.current;
        const drawn = new Promise<void>((resolve) => drawnWaiters.current.set(id, resolve));
        setRun({
          id,
          mode,
          text,
          local,
          source,
          plain: null,
          conversationalResponse: null,
          conversationalLanguage: null,
          status: 'pending',
        });
        page.reportAnalysis({
          mode,
          inputText: text,
          tensionDetected: 'tensionDetected' in local ? local.tensionDetected : false,
          suggestion: 'echoRoomSuggestion' in local ? local.echoRoomSuggestion : null,
          characterValues: 'characterValues' in local ? local.characterValues : [],
          analysisId: null,
          ...('warmthDetachment' in local
            ? {
                warmthDetachment: local.warmthDetachment,
                certaintyAmbiguity: local.certaintyAmbiguity,
                intensityRestraint: local.intensityRestraint,
                conflictCoherence: local.conflictCoherence,
              }
            : {}),
        });

        // The text goes to the server once every result card is on the page (ADR 0046): the
        // server's own analysis of it (up to a megabyte) then does not take the machine's
        // cores from the page while it draws them, and encoding the request (on the page's
        // thread) never adds to a task that draws. A bound in case the cards never all show (the
        // panel left the page): the analysis is stored all the same.
        await Promise.race([drawn, delay(DRAWN_WAIT_MS)]);
        drawnWaiters.current.delete(id);
        await nextTask();

        const update = (partial: Partial<AnalysisRun>) =>
          setRun((current) => (current && current.id === id ? { ...current, ...partial } : current));

        const plainCall =
          mode === 'plain'
            ? apiJson(PlainAnalysisResponse, 'POST', '/api/analyse/plain', { inputText: text })
                .then((plain) => update({ plain }))
                .catch((error: unknown) => console.warn('Plain analysis failed', error))
            : Promise.resolve();
        let conversationalResponse: string | null = null;
        if (mode === 'tonelens' || mode === 'full') {
          try {
            const enhanced = await apiJson(EnhancedAnalysisResponse, 'POST', '/api/analyse/enhanced', {
              inputText: text,
            });
            conversationalResponse = enhanced.conversationalResponse;
            update({ conversationalResponse, conversationalLanguage: replyLanguage(enhanced) });
          } catch (error) {
            console.warn('Enhanced analysis failed', error);
          }
        }
        try {
          const [{ id: analysisId }] = await Promise.all([
            apiJson(
              AnalyseResponse,
              'POST',
              '/api/analyse',
              analysisRecord(text, local, conversationalResponse),
            ),
            plainCall,
          ]);
          update({ status: 'saved' });
          page.set({ analysisId });
          setPhase('complete');
          phaseTimer.current = setTimeout(() => setPhase('idle'), COMPLETE_DISPLAY_MS);
          void queryClient.invalidateQueries({ queryKey: queryKeys.journal });
          toast({
            title: i18n.t('toasts.analysed.title'),
            description: i18n.t('toasts.analysed.description'),
          });
          return true;
        } catch (error) {
          console.warn('Storing the analysis failed', error);
          update({ status: 'failed' });
          throw error;
        }
      } catch (error) {
        setPhase('idle');
        toast({
          title: i18n.t('toasts.analysisFailed.title'),
          description: i18n.t(
            error instanceof EngineOfflineError
              ? 'toasts.analysisOffline'
              : 'toasts.analysisFailed.description',
          ),
          variant: 'destructive',
        });
        return false;
      } finally {
        setAnalysing(false);
      }
    },
    [page, queryClient],
  );

  return { run, analysing, phase, analyse, resultsDrawn };
}
