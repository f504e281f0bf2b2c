/**
 * The entry detail modal: loads the opened entry's record and shows it; 'Delete entry' asks once
 * more, then deletes it ('Entry Deleted', or 'Delete Failed' with the spec's text) and closes.
 */
import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import type { JournalEntry } from '@contract/journal';
import { relativeDay } from '@/i18n/format';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { toast } from '@/lib/toast';
import { ConversationDetail, AnalysisDetail, ReflectionDetail } from './detail-sections';
import { fullDate } from './entries';
import { useDeleteEntry, useEntryDetail } from './use-journal';
import { useTranslation } from 'react-i18next';

export function EntryDetailDialog({ entry, onClose }: { entry: JournalEntry | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={entry !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl" closeLabel={t('journal.detail.close')}>
        {entry && <EntryDetail key={entry.id} entry={entry} onClose={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function EntryDetail({ entry, onClose }: { entry: JournalEntry; onClose: () => void }) {
  const detail = useEntryDetail(entry);
  const remove = useDeleteEntry();
  const [confirming, setConfirming] = useState(false);
  const { t } = useTranslation();
  const relative = relativeDay(entry.createdAt);
  const full = fullDate(entry.createdAt);

  const deleteEntry = () =>
    remove.mutate(entry, {
      onSuccess: () => {
        toast({
          title: t('journal.detail.deleted.title'),
          description: t('journal.detail.deleted.description'),
        });
        onClose();
      },
      onError: () => {
        setConfirming(false);
        toast({
          title: t('journal.detail.deleteFailed.title'),
          description: t('journal.detail.deleteFailed.description'),
          variant: 'destructive',
        });
      },
    });

  return (
    <>
      <DialogHeader>
        <DialogTitle>{t(`journal.kind.${entry.kind}`)}</DialogTitle>
        <DialogDescription>
          <time dateTime={entry.createdAt}>{relative === full ? full : `${relative} · ${full}`}</time>
        </DialogDescription>
      </DialogHeader>
      {detail.isPending ? (
        <p className="py-8 text-center text-sm text-muted" role="status">
          {t('journal.detail.loading')}
        </p>
      ) : detail.isError ? (
        <div className="grid gap-3">
          <p className="rounded-xl border border-border bg-surface-sunken/70 px-4 py-3 text-sm italic text-muted">
            {entry.preview.trim() || t('journal.noText')}
          </p>
          <p className="text-sm text-muted">{t('journal.detail.loadFailed')}</p>
        </div>
      ) : detail.data.kind === 'analysis' ? (
        <AnalysisDetail analysis={detail.data.analysis} />
      ) : detail.data.kind === 'conversation' ? (
        <ConversationDetail conversation={detail.data.conversation} />
      ) : (
        <ReflectionDetail reflection={detail.data.reflection} />
      )}
      <DialogFooter className="items-center border-t border-border/70 pt-4 sm:justify-between">
        {confirming ? (
          <>
            <p className="text-sm text-muted" id="delete-confirm-text">
              {t('journal.detail.confirm')}
            </p>
            <div className="flex gap-2">
              <Button variant="ghost" onClick={() => setConfirming(false)} disabled={remove.isPending}>
                {t('journal.detail.keep')}
              </Button>
              <Button
                variant="destructive"
                onClick={deleteEntry}
                disabled={remove.isPending}
                aria-describedby="delete-confirm-text"
              >
                <Trash2 aria-hidden />
                {remove.isPending ? t('journal.detail.deleting') : t('journal.detail.delete')}
              </Button>
            </div>
          </>
        ) : (
          <>
            <Button variant="outline" className="text-destructive" onClick={() => setConfirming(true)}>
              <Trash2 aria-hidden />
              {t('journal.detail.deleteEntry')}
            </Button>
            {/* Said here too: while this modal is open, the toast outside it is hidden from screen readers. */}
            {remove.isError && (
              <p className="text-sm text-destructive" role="alert">
                {t('journal.detail.deleteFailed.description')}
              </p>
            )}
          </>
        )}
      </DialogFooter>
    </>
  );
}
