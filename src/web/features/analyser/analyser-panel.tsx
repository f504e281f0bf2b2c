/**
 * The Analyser tab's main area (spec §2 "Analysis page"): 'What is ToneLens?', the input card, the
 * guides, the loading displays and the result cards of the latest analysis, the animated
 * visualisation. Results come from use-analysis; the shared results go to the page state.
 */
import { useEffect, useState } from 'react';
import type { AnalysisMode } from '@engine/modes';
import { usePageState } from '@/lib/page-state';
import { AnalysingOverlay } from './analysing-overlay';
import { Guides } from './guides';
import { InputCard } from './input-card';
import { LoadingProgress } from './loading-progress';
import { hasAxes, hasSpectral } from './modes';
import { AnimatedCard } from './results/animated-card';
import { DiagnosticsCard } from './results/diagnostics-card';
import { FeedbackCard } from './results/feedback-card';
import { ResultsHeader } from './results/results-header';
import { SaveSignatureButton } from './results/save-signature-button';
import { SpectralCard } from './results/spectral-card';
import { TextVisualisationCard } from './results/text-visualisation-card';
import { TonePlayback } from './results/tone-playback';
import type { AnalyserSlots } from './slots';
import { useAlternative } from './use-alternative';
import { loadEngine, useAnalysis } from './use-analysis';
import { useSignatureSave } from './use-signature-save';
import { WhatIsToneLens } from './what-is-tonelens';

export function AnalyserPanel({ slots = {} }: { slots?: AnalyserSlots }) {
  const [draft, setDraft] = useState('');
  const [fileName, setFileName] = useState<string | null>(null);
  const [mode, setMode] = useState<AnalysisMode>('plain');
  const { run, analysing, phase, analyse } = useAnalysis();
  const alternative = useAlternative();
  const signature = useSignatureSave();
  const analysedText = usePageState((state) => state.inputText);

  // Fetch the engine while the user is still typing, so the first analysis is instant.
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 300));
    idle(() => void loadEngine().catch(() => undefined));
  }, []);

  const onAnalyse = async () => {
    const stored = await analyse(draft, mode);
    if (stored) {
      setDraft('');
      setFileName(null);
    }
  };

  const local = run?.local;
  const spectral = local && 'characterValues' in local && local.characterValues.length > 0 ? local : null;
  const axes = local && 'warmthDetachment' in local ? local : null;

  return (
    <div className="grid gap-5 sm:gap-6 [&>*]:min-w-0">
      <WhatIsToneLens />
      <InputCard
        draft={draft}
        onDraftChange={(text) => {
          setDraft(text);
          if (text === '') setFileName(null);
        }}
        fileName={fileName}
        onFileLoaded={(name, text) => {
          setDraft(text);
          setFileName(name);
        }}
        mode={mode}
        onModeChange={setMode}
        analysing={analysing}
        onAnalyse={() => void onAnalyse()}
        generating={alternative.pending}
        onGenerate={() => alternative.generate(draft)}
        signature={
          spectral && run
            ? {
                onSave: () => signature.save(spectral.averageValue, run.text),
                saved: signature.saved,
                pending: signature.pending,
              }
            : null
        }
        installButton={slots.installButton}
      />
      <Guides installAction={slots.installAction} />

      {phase !== 'idle' && (
        <LoadingProgress
          type={run?.mode ?? mode}
          state={phase === 'engine' ? 'indeterminate' : phase === 'server' ? 'loading' : 'complete'}
        />
      )}
      <AnalysingOverlay active={analysing} type={run?.mode ?? mode} />

      {run && local && (
        <section className="grid gap-5 sm:gap-6 [&>*]:min-w-0" aria-label="Analysis results">
          <ResultsHeader run={run} />
          {(run.mode === 'plain' || run.mode === 'full') && 'sentimentClassification' in local && (
            <FeedbackCard
              wordCount={local.wordCount}
              characterCount={local.characterCount}
              sentiment={local.sentimentClassification}
              plain={run.plain}
              status={run.status}
              onStartToneLens={run.mode === 'plain' ? () => setMode('tonelens') : undefined}
            />
          )}
          {axes && hasAxes(run.mode) && (
            <DiagnosticsCard
              result={axes}
              conversationalResponse={run.conversationalResponse}
              status={run.status}
            />
          )}
          {spectral && hasSpectral(run.mode) && (
            <>
              <TextVisualisationCard text={run.text} values={spectral.characterValues} />
              <SpectralCard
                result={spectral}
                actions={
                  <>
                    <SaveSignatureButton value={spectral.averageValue} text={run.text} />
                    <TonePlayback value={spectral.averageValue} frequency={spectral.frequencyHz} />
                    {slots.toneActions}
                  </>
                }
              />
            </>
          )}
          {run.mode !== 'plain' && slots.afterAnalysis}
        </section>
      )}
      {slots.framedOpen}
      <AnimatedCard text={draft.trim() !== '' ? draft : analysedText} />
    </div>
  );
}
