/**
 * The Resonance Journal card of the side column (spec §2, §9): the 2 latest entries in the chosen
 * order (newest first by default), the sort toggle, the expand-list dialog (the same list,
 * longer and unclamped), the all-entries dialog (search and export) and the entry detail modal.
 * It reads one short page and the journal's count, never the whole journal (issue 15).
 */
import { useState } from 'react';
import { BookHeart, Maximize2 } from 'lucide-react';
import type { JournalEntry } from '@contract/journal';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { ScrollArea } from '@/components/ui/scroll-area';
import { CARD_ENTRY_LIMIT, entryCount, EXPANDED_ENTRY_LIMIT, type SortOrder } from './entries';
import { EntryDetailDialog } from './entry-detail-dialog';
import { EntryRow } from './entry-row';
import { JournalBrowser } from './journal-browser';
import { SortToggle } from './sort-toggle';
import { useJournalCount, useLatestEntries } from './use-journal';
import { useTranslation } from 'react-i18next';

export function JournalCard() {
  const [order, setOrder] = useState<SortOrder>('newest');
  const latest = useLatestEntries(order);
  const count = useJournalCount();
  const [expanded, setExpanded] = useState(false);
  const [allOpen, setAllOpen] = useState(false);
  const [opened, setOpened] = useState<JournalEntry | null>(null);
  const { t } = useTranslation();
  const entries = latest.entries;
  // The count and the page arrive apart; the card waits for both, so 'N entries' never
  // disagrees with the rows beside it.
  const isPending = latest.isPending || count.isPending;
  const isError = latest.isError || count.isError;
  const total = isPending || isError ? 0 : (count.data?.entries ?? 0);
  const expandedShown = entries.slice(0, EXPANDED_ENTRY_LIMIT);

  return (
    <Card aria-labelledby="journal-card-title">
      <CardHeader className="flex-row items-center justify-between gap-2">
        <CardTitle id="journal-card-title">
          <BookHeart className="size-5 text-accent" aria-hidden />
          {t('journal.title')}
        </CardTitle>
        {total > 0 && (
          <div className="-mr-2 flex items-center">
            <SortToggle order={order} onChange={setOrder} />
            <Button
              variant="ghost"
              size="icon"
              className="size-8 text-muted"
              onClick={() => setExpanded(true)}
              aria-label={t('journal.expand')}
              title={t('journal.expand')}
            >
              <Maximize2 aria-hidden />
            </Button>
          </div>
        )}
      </CardHeader>
      <CardContent>
        {isPending ? (
          <p className="py-4 text-sm text-muted" role="status">
            {t('journal.loading')}
          </p>
        ) : isError ? (
          <p className="py-4 text-sm text-muted">{t('journal.loadFailed')}</p>
        ) : total === 0 ? (
          <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-border px-4 py-6 text-center">
            <BookHeart className="size-6 text-subtle" aria-hidden />
            <p className="text-sm text-muted">{t('journal.empty')}</p>
            <p className="text-xs text-subtle">{t('journal.emptyHint')}</p>
          </div>
        ) : (
          <ul className="grid gap-2" aria-label={t('journal.latestLabel')}>
            {entries.slice(0, CARD_ENTRY_LIMIT).map((entry) => (
              <EntryRow key={entry.id} entry={entry} onOpen={setOpened} />
            ))}
          </ul>
        )}
      </CardContent>
      {total > 0 && (
        <CardFooter className="justify-between">
          <span className="text-xs text-muted">{entryCount(total)}</span>
          <Button variant="outline" size="sm" onClick={() => setAllOpen(true)}>
            {t('journal.viewAll')}
          </Button>
        </CardFooter>
      )}

      <Dialog open={expanded} onOpenChange={setExpanded}>
        <DialogContent className="max-w-xl" closeLabel={t('journal.closeList')}>
          <DialogHeader>
            <DialogTitle>{t('journal.latest')}</DialogTitle>
            <DialogDescription>
              {t(`journal.sort.${order}`)} ·{' '}
              {t('journal.shownOf', {
                shown: Math.min(total, expandedShown.length),
                total: entryCount(total),
              })}
            </DialogDescription>
          </DialogHeader>
          <ScrollArea className="-mx-2 max-h-[60dvh]">
            <ul className="grid gap-2 px-2 pb-1" aria-label={t('journal.entries')}>
              {expandedShown.map((entry) => (
                <EntryRow key={entry.id} entry={entry} onOpen={setOpened} clamp={0} />
              ))}
            </ul>
          </ScrollArea>
          {(latest.more || total > EXPANDED_ENTRY_LIMIT) && (
            <DialogFooter>
              <Button
                variant="outline"
                onClick={() => {
                  setExpanded(false);
                  setAllOpen(true);
                }}
              >
                {t('journal.viewAll')}
              </Button>
            </DialogFooter>
          )}
        </DialogContent>
      </Dialog>

      <Dialog open={allOpen} onOpenChange={setAllOpen}>
        <DialogContent className="max-w-2xl" closeLabel={t('journal.closeAll')}>
          <DialogHeader>
            <DialogTitle>{t('journal.all')}</DialogTitle>
            <DialogDescription>{t('journal.allDescription')}</DialogDescription>
          </DialogHeader>
          {allOpen && <JournalBrowser onOpen={setOpened} />}
        </DialogContent>
      </Dialog>

      <EntryDetailDialog entry={opened} onClose={() => setOpened(null)} />
    </Card>
  );
}
