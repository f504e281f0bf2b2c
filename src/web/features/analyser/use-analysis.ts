/**
 * The analysis flow (issue 5 "Flow"): the engine's local result appears at once; then the mode's
 * server calls (plain → /api/analyse/plain; ToneLens and full → /api/analyse/enhanced; their
 * failures are only logged), then POST /api/analyse with the §3 record. On success the results
 * stay, the input clears, /api/journal is refreshed and 'Analysis Complete' shows; any failure of
 * the record shows 'Analysis Failed'. The engine (with its language model) is a lazy chunk.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  AnalyseResponse,
  EnhancedAnalysisResponse,
  PlainAnalysisResponse,
  type PlainAnalysisResponse as PlainResult,
} from '@contract/analysis';
import type { AnalysisMode, AnalysisResult } from '@engine/analyse';
import { apiJson } from '@/lib/api';
import { analyseLocally } from '@/lib/engine';
import { usePageStore } from '@/lib/page-state';
import { queryKeys } from '@/lib/query-client';
import { toast } from '@/lib/toast';
import type { Language } from '@contract/auth';
import { i18n } from '@/i18n/i18n';
import { replyLanguage } from '@/i18n/languages';
import { analysisRecord } from './analysis-record';

// The engine runs in a Web Worker (lib/engine); the panel preloads it while the user types.
export { loadEngine } from '@/lib/engine';

export type RunStatus = 'pending' | 'saved' | 'failed';

/** What the loading display shows: the engine loading (indeterminate), the server calls, done. */
export type AnalysisPhase = 'idle' | 'engine' | 'server' | 'complete';

export interface AnalysisRun {
  /** Increases with each analysis, so views can restart their animations. */
  id: number;
  mode: AnalysisMode;
  text: string;
  local: AnalysisResult;
  plain: PlainResult | null;
  conversationalResponse: string | null;
  /** The language the conversational response is written in. */
  conversationalLanguage: Language | null;
  status: RunStatus;
}

/** How long the finished progress display stays before it goes. */
export const COMPLETE_DISPLAY_MS = 1200;

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
        const local = await analyseLocally(text, mode);
        setPhase('server');
        const id = ++counter.current;
        setRun({
          id,
          mode,
          text,
          local,
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
      } catch {
        setPhase('idle');
        toast({
          title: i18n.t('toasts.analysisFailed.title'),
          description: i18n.t('toasts.analysisFailed.description'),
          variant: 'destructive',
        });
        return false;
      } finally {
        setAnalysing(false);
      }
    },
    [page, queryClient],
  );

  return { run, analysing, phase, analyse };
}
