/**
 * The input card (spec §2 "Analysis page"): mode selector, text area with the spectral border,
 * Upload File (spec §5 validation) and Clear, 'Analyse Emotional Resonance' and 'Generate
 * Alternative Text', add-to-signature, the install button and the view switch.
 */
import {
  memo,
  useDeferredValue,
  useMemo,
  useRef,
  type ChangeEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import {
  FileText,
  Loader2,
  Maximize2,
  PanelsTopLeft,
  Sparkles,
  Trash2,
  Upload,
  Wand2,
  Waves,
} from 'lucide-react';
import { codePointCount } from '@engine/characters';
import type { AnalysisMode } from '@engine/modes';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { ToggleGroup, ToggleGroupItem } from '@/components/ui/toggle-group';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { usePageState, usePageStore, type FramedView } from '@/lib/page-state';
import { toast } from '@/lib/toast';
import { UPLOAD_ACCEPT, validateUpload } from './file-upload';
import { ModeSelect } from './mode-select';
import { spectralBorder } from './spectral-border';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/i18n/format';

interface Props {
  draft: string;
  /** Keep it stable (useCallback): the text area then skips the page's re-renders (DraftTextArea). */
  onDraftChange: (text: string) => void;
  /** Clear: empties the text (and the file name) and puts the cursor back in the text area. */
  onClear: () => void;
  textAreaRef?: RefObject<HTMLTextAreaElement | null>;
  fileName: string | null;
  onFileLoaded: (name: string, text: string) => void;
  mode: AnalysisMode;
  onModeChange: (mode: AnalysisMode) => void;
  analysing: boolean;
  onAnalyse: () => void;
  generating: boolean;
  onGenerate: () => void;
  /** Present when the latest result has spectral data: adds its average value to the signature. */
  signature: { onSave: () => void; saved: boolean; pending: boolean } | null;
  installButton?: ReactNode;
}

export function InputCard(props: Props) {
  const { draft, mode, analysing, generating } = props;
  const { t } = useTranslation();
  const fileInput = useRef<HTMLInputElement>(null);
  const deferredDraft = useDeferredValue(draft);
  const border = spectralBorder(deferredDraft);
  const characterCount = useMemo(() => codePointCount(deferredDraft), [deferredDraft]);
  const page = usePageStore();
  const framedView = usePageState((state) => state.framedView);

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = validateUpload(file);
    if (problem) {
      toast({
        title: t(`upload.${problem}.title`),
        description: t(`upload.${problem}.description`),
        variant: 'destructive',
      });
      return;
    }
    file.text().then(
      (text) => {
        props.onFileLoaded(file.name, text);
        toast({
          title: t('input.uploaded.title'),
          description: t('input.uploaded.description', { name: file.name }),
        });
      },
      () =>
        toast({
          title: t('input.uploadFailed.title'),
          description: t('input.uploadFailed.description'),
          variant: 'destructive',
        }),
    );
  };

  return (
    <Card aria-labelledby="input-card-title">
      <CardHeader>
        <CardTitle id="input-card-title">
          <Waves className="size-5 text-accent" aria-hidden />
          {t('input.title')}
        </CardTitle>
        <CardDescription>{t('input.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <ModeSelect value={mode} onChange={props.onModeChange} />
          <div className="grid gap-2">
            <span id="view-switch-label" className="text-sm font-medium">
              {t('input.view.label')}
            </span>
            <ToggleGroup
              type="single"
              value={framedView}
              aria-labelledby="view-switch-label"
              onValueChange={(value) => {
                if (value) page.set({ framedView: value as FramedView });
              }}
            >
              <ToggleGroupItem value="full">
                <PanelsTopLeft aria-hidden />
                {t('input.view.full')}
              </ToggleGroupItem>
              <ToggleGroupItem value="gradient-only">
                <Maximize2 aria-hidden />
                {t('input.view.gradientOnly')}
              </ToggleGroupItem>
            </ToggleGroup>
          </div>
        </div>

        <div className="grid gap-2">
          <div className="flex items-center justify-between gap-3">
            <Label htmlFor="analysis-text">{t('input.textLabel')}</Label>
            {props.fileName && (
              <span className="inline-flex min-w-0 items-center gap-1.5 text-xs text-muted">
                <FileText className="size-3.5 shrink-0" aria-hidden />
                <span className="truncate">{props.fileName}</span>
              </span>
            )}
          </div>
          <div
            className="rounded-[0.875rem] p-[1.5px] transition-[background] duration-500"
            style={{ background: border ?? 'var(--color-border-strong)' }}
          >
            <DraftTextArea
              textAreaRef={props.textAreaRef}
              value={draft}
              onChange={props.onDraftChange}
              placeholder={t('input.placeholder')}
            />
          </div>
          <p className="text-xs text-subtle" aria-live="polite">
            {t('common.characters', { count: characterCount, formatted: formatNumber(characterCount) })}
          </p>
        </div>

        <div className="flex flex-wrap items-center gap-2">
          <input
            ref={fileInput}
            type="file"
            accept={UPLOAD_ACCEPT}
            className="hidden"
            data-testid="file-input"
            onChange={onFile}
          />
          <Button variant="outline" size="sm" onClick={() => fileInput.current?.click()}>
            <Upload aria-hidden />
            {t('input.upload')}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onClick={props.onClear}
            disabled={draft === '' && !props.fileName}
          >
            <Trash2 aria-hidden />
            {t('input.clear')}
          </Button>
          {props.signature && (
            <Tooltip>
              <TooltipTrigger asChild>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={props.signature.onSave}
                  disabled={props.signature.pending}
                >
                  <Sparkles aria-hidden />
                  {props.signature.saved ? t('signatureSave.saved') : t('signatureSave.add')}
                </Button>
              </TooltipTrigger>
              <TooltipContent>{t('signatureSave.addHelp')}</TooltipContent>
            </Tooltip>
          )}
          {props.installButton}
        </div>

        <div className="grid gap-3 sm:grid-cols-2">
          <Button variant="spectral" size="lg" onClick={props.onAnalyse} disabled={analysing}>
            {analysing ? <Loader2 className="animate-spin" aria-hidden /> : <Waves aria-hidden />}
            {analysing ? t('input.analysing') : t('input.analyse')}
          </Button>
          <Button
            variant="outline"
            size="lg"
            onClick={props.onGenerate}
            disabled={draft.trim() === '' || generating}
          >
            {generating ? <Loader2 className="animate-spin" aria-hidden /> : <Wand2 aria-hidden />}
            {generating ? t('input.generating') : t('input.generate')}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

/**
 * The text area, re-rendered only when its own props change: on each of the page's re-renders
 * during an analysis (phase, results, save) React would otherwise read back and compare the
 * whole value, a million characters for a 1 MB text.
 */
const DraftTextArea = memo(function DraftTextArea({
  textAreaRef,
  value,
  onChange,
  placeholder,
}: {
  textAreaRef?: RefObject<HTMLTextAreaElement | null>;
  value: string;
  onChange: (text: string) => void;
  placeholder: string;
}) {
  return (
    <Textarea
      ref={textAreaRef}
      id="analysis-text"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      placeholder={placeholder}
      className="min-h-44 border-0 focus-visible:ring-0 sm:min-h-52"
      spellCheck
    />
  );
});
