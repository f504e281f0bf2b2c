/**
 * 'Import a journal' in Account Settings (issue 17): pick Markdown/text files, a folder, a .zip,
 * a Day One or journiv export or a CSV; a labelled progress bar follows the server's analysis,
 * then a message says how many entries came in (or, for a file that cannot be read, the file
 * and line). The journal and the Signature Dashboard are refreshed afterwards.
 */
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { FolderUp, Upload } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { ApiError } from '@/lib/api';
import { queryKeys } from '@/lib/query-client';
import { formatNumber } from '@/i18n/format';
import { currentLanguage } from '@/i18n/i18n';
import { importJournal, ImportInterruptedError, importSummary, type ImportProgress } from './import-upload';

const ACCEPT = '.md,.markdown,.txt,.json,.csv,.tsv,.zip';

type State =
  | { kind: 'idle' }
  | { kind: 'running'; progress: ImportProgress | null }
  | { kind: 'done'; message: string }
  | { kind: 'failed'; message: string };

function progressText(progress: ImportProgress | null, t: TFunction): string {
  if (!progress) return t('import.reading');
  const counted = { done: formatNumber(progress.done), total: formatNumber(progress.total) };
  return progress.phase === 'analysing' ? t('import.analysing', counted) : t('import.saving', counted);
}

function percent(progress: ImportProgress | null): number | null {
  if (!progress || progress.total === 0) return null;
  // Analysis is most of the work; saving fills the last tenth.
  const share = progress.done / progress.total;
  return Math.round(progress.phase === 'analysing' ? share * 90 : 90 + share * 10);
}

export function ImportJournal() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const filesInput = useRef<HTMLInputElement>(null);
  const folderInput = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const progressLabelId = useId();
  const running = state.kind === 'running';

  const start = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length === 0) return;
    setState({ kind: 'running', progress: null });
    try {
      const { name, result } = await importJournal(files, (progress) =>
        setState({ kind: 'running', progress }),
      );
      setState({ kind: 'done', message: importSummary(name, result, t, currentLanguage()) });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.journal }),
        queryClient.invalidateQueries({ queryKey: queryKeys.analyses }),
      ]);
    } catch (error) {
      const message =
        error instanceof ImportInterruptedError
          ? t('import.interrupted')
          : error instanceof ApiError
            ? error.serverMessage || error.message
            : t('import.sendFailed');
      setState({ kind: 'failed', message });
    }
  };

  return (
    <section aria-labelledby="account-import-title" className="grid gap-3 border-t border-border pt-4">
      <h3 id="account-import-title" className="text-sm font-semibold">
        {t('import.title')}
      </h3>
      <p id={hintId} className="text-sm text-muted">
        {t('import.hint')}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={running}
          aria-describedby={hintId}
          onClick={() => filesInput.current?.click()}
        >
          <Upload aria-hidden />
          {t('import.chooseFiles')}
        </Button>
        <Button variant="ghost" size="sm" disabled={running} onClick={() => folderInput.current?.click()}>
          <FolderUp aria-hidden />
          {t('import.chooseFolder')}
        </Button>
        <input
          ref={filesInput}
          type="file"
          multiple
          accept={ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-label={t('import.filesLabel')}
          onChange={start}
        />
        <input
          ref={folderInput}
          type="file"
          // A folder pick: every file inside it (React passes the attribute through as written).
          {...{ webkitdirectory: '' }}
          className="sr-only"
          tabIndex={-1}
          aria-label={t('import.folderLabel')}
          onChange={start}
        />
      </div>
      {state.kind === 'running' && (
        <div className="grid gap-2">
          <p id={progressLabelId} className="text-sm text-foreground">
            {progressText(state.progress, t)}
          </p>
          <Progress
            value={percent(state.progress)}
            aria-labelledby={progressLabelId}
            aria-valuetext={progressText(state.progress, t)}
          />
        </div>
      )}
      {state.kind === 'done' && (
        <p role="status" className="text-sm text-foreground">
          {state.message}
        </p>
      )}
      {state.kind === 'failed' && (
        <p
          role="alert"
          className="rounded-lg border border-destructive/50 bg-destructive-surface/60 p-3 text-sm text-foreground"
        >
          {state.message}
        </p>
      )}
    </section>
  );
}
