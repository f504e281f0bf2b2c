/**
 * The Analyser tab's main area (spec §2 "Analysis page"): 'What is ToneLens?', the input card, the
 * guides, the loading displays and the result cards of the latest analysis, the animated
 * visualisation. Results come from use-analysis; the shared results go to the page state.
 *
 * The analysed text stays in the text area (ADR 0008), so 'Generate Alternative Text' and 'Start
 * ToneLens Analysis' work on it; Clear empties it. After each analysis its results are scrolled
 * into view and their heading takes focus (lib/reveal). In one column (phones) the page's next
 * steps (tension panel, EchoRoom, alternative text) come right after the results, before the
 * gradient card; in two columns they sit in the side column.
 */
import { Fragment, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import type { AnalysisMode } from '@engine/modes';
import { usePageState } from '@/lib/page-state';
import { revealWhenShown } from '@/lib/reveal';
import { ReadsEnglishNotice } from '@/components/reads-english-notice';
import { AnalysingOverlay } from './analysing-overlay';
import { Guides } from './guides';
import { InputCard } from './input-card';
import { LoadingProgress } from './loading-progress';
import { hasAxes, hasSpectral } from './modes';
import { AnimatedCard } from './results/animated-card';
import { DiagnosticsCard } from './results/diagnostics-card';
import { SentenceTonesCard } from './results/sentence-tones-card';
import { FeedbackCard } from './results/feedback-card';
import { RESULTS_HEADING_ID, ResultsHeader } from './results/results-header';
import { SaveSignatureButton } from './results/save-signature-button';
import { SpectralCard } from './results/spectral-card';
import { TextVisualisationCard } from './results/text-visualisation-card';
import { TonePlayback } from './results/tone-playback';
import type { AnalyserSlots } from './slots';
import { useAlternative } from './use-alternative';
import { loadEngineWhenIdle, useAnalysis } from './use-analysis';
import { useSignatureSave } from './use-signature-save';
import { StagedList } from './staged-list';
import { WhatIsToneLens } from './what-is-tonelens';

export function AnalyserPanel({
  slots = {},
  twoColumns = true,
}: {
  slots?: AnalyserSlots;
  /** The page's layout (lib/use-media-query useWideLayoutAtOpen); in one column the next steps follow the results. */
  twoColumns?: boolean;
}) {
  const [draft, setDraft] = useState('');
  const [fileName, setFileName] = useState<string | null>(null);
  const [mode, setMode] = useState<AnalysisMode>('plain');
  const { run, analysing, phase, analyse, resultsDrawn } = useAnalysis();
  const alternative = useAlternative();
  const signature = useSignatureSave();
  const analysedText = usePageState((state) => state.inputText);
  const analysisId = usePageState((state) => state.analysisId);
  const wide = twoColumns;
  const textArea = useRef<HTMLTextAreaElement>(null);
  // Stable, so the input card's text area does not re-render with the page (input-card DraftTextArea).
  const onDraftChange = useCallback((text: string) => {
    setDraft(text);
    if (text === '') setFileName(null);
  }, []);

  // The engine loads after the first result (use-analysis), or when the page is idle a while,
  // for offline use; until then the server answers (ADR 0019).
  useEffect(() => loadEngineWhenIdle(), []);

  // Each new analysis (run id) brings its results into view, once they are rendered.
  const runId = run?.id;
  useEffect(() => {
    if (runId !== undefined) revealWhenShown(RESULTS_HEADING_ID);
  }, [runId]);

  // The text stays in the box after an analysis (ADR 0008, a change from spec §4).
  const runAnalysis = (text: string, analysisMode: AnalysisMode) => void analyse(text, analysisMode);

  const local = run?.local;
  const spectral = local && 'characterValues' in local && local.characterValues.length > 0 ? local : null;
  const axes = local && 'warmthDetachment' in local ? local : null;
  // Both signature buttons save this analysis's tone, once (use-signature-save).
  const signatureTarget =
    spectral && run
      ? {
          runId: run.id,
          value: spectral.averageValue,
          text: run.text,
          analysisId: run.status === 'saved' ? analysisId : null,
        }
      : null;
  const gradient = run && run.mode !== 'plain' ? slots.afterAnalysis : null;

  // The result cards in page order, mounted one per frame after each new analysis (staged-list).
  const resultCards: ReactNode[] =
    run && local
      ? [
          <ResultsHeader key="header" run={run} />,
          <ReadsEnglishNotice key="language" language={'language' in local ? local.language : undefined} />,
          (run.mode === 'plain' || run.mode === 'full') && 'sentimentClassification' in local && (
            <FeedbackCard
              key="feedback"
              wordCount={local.wordCount}
              characterCount={local.characterCount}
              sentiment={local.sentimentClassification}
              plain={run.plain}
              status={run.status}
              onStartToneLens={
                run.mode === 'plain'
                  ? () => {
                      setMode('tonelens');
                      runAnalysis(run.text, 'tonelens');
                    }
                  : undefined
              }
              startDisabled={analysing}
            />
          ),
          axes && hasAxes(run.mode) && (
            <DiagnosticsCard
              key="diagnostics"
              result={axes}
              conversationalResponse={run.conversationalResponse}
              conversationalLanguage={run.conversationalLanguage}
              status={run.status}
            />
          ),
          axes && hasAxes(run.mode) && 'sentences' in axes && (
            <SentenceTonesCard
              key="sentences"
              text={run.text}
              sentences={axes.sentences}
              sentenceCount={axes.sentenceCount}
            />
          ),
          spectral && hasSpectral(run.mode) && (
            <TextVisualisationCard key="text" text={run.text} values={spectral.characterValues} />
          ),
          spectral && hasSpectral(run.mode) && (
            <SpectralCard
              key="spectral"
              result={spectral}
              actions={
                <>
                  {signatureTarget && (
                    <SaveSignatureButton
                      onSave={() => signature.save(signatureTarget)}
                      saved={signature.saved}
                      pending={signature.pending}
                    />
                  )}
                  <TonePlayback value={spectral.averageValue} frequency={spectral.frequencyHz} />
                  {slots.toneActions}
                </>
              }
            />
          ),
          wide && gradient && <Fragment key="gradient">{gradient}</Fragment>,
        ].filter(Boolean)
      : [];

  return (
    <div className="grid gap-5 sm:gap-6 [&>*]:min-w-0">
      <WhatIsToneLens />
      <InputCard
        draft={draft}
        onDraftChange={onDraftChange}
        onClear={() => {
          setDraft('');
          setFileName(null);
          textArea.current?.focus();
        }}
        textAreaRef={textArea}
        fileName={fileName}
        onFileLoaded={(name, text) => {
          setDraft(text);
          setFileName(name);
        }}
        mode={mode}
        onModeChange={setMode}
        analysing={analysing}
        onAnalyse={() => runAnalysis(draft, mode)}
        generating={alternative.pending}
        onGenerate={() => alternative.generate(draft)}
        signature={
          signatureTarget
            ? {
                onSave: () => signature.save(signatureTarget),
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
      {/* Only while nothing is on screen yet (the engine's part, ADR 0040): once the results show,
          the inline progress above says the server's part is still running. */}
      <AnalysingOverlay active={analysing && phase === 'engine'} type={run?.mode ?? mode} />

      {run && local && (
        <section
          className="grid gap-5 sm:gap-6 [&>*]:min-w-0"
          aria-labelledby={RESULTS_HEADING_ID}
          data-reveal
        >
          {/* The header, the language notice and the first card (with the counts) come at once. */}
          <StagedList resetKey={runId} first={3} onAllShown={() => resultsDrawn(run.id)}>
            {resultCards}
          </StagedList>
        </section>
      )}
      {!wide && slots.nextSteps}
      {slots.framedOpen}
      {!wide && gradient}
      <AnimatedCard text={draft.trim() !== '' ? draft : analysedText} />
    </div>
  );
}
