/**
 * The Resonance Journal card of the side column (spec §2, §9): the 2 latest entries in the chosen
 * order (newest first by default), the sort toggle, the expand-list dialog (the same list,
 * longer and unclamped), the all-entries dialog (search and export) and the entry detail modal.
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
import {
  CARD_ENTRY_LIMIT,
  entryCount,
  EXPANDED_ENTRY_LIMIT,
  SORT_LABEL,
  sortEntries,
  type SortOrder,
} from './entries';
import { EntryDetailDialog } from './entry-detail-dialog';
import { EntryRow } from './entry-row';
import { JournalBrowser } from './journal-browser';
import { SortToggle } from './sort-toggle';
import { useJournal } from './use-journal';

export function JournalCard() {
  const journal = useJournal();
  const [order, setOrder] = useState<SortOrder>('newest');
  const [expanded, setExpanded] = useState(false);
  const [allOpen, setAllOpen] = useState(false);
  const [opened, setOpened] = useState<JournalEntry | null>(null);
  const entries = journal.data ? sortEntries(journal.data, order) : [];
  const total = entries.length;

  return (
    <Card aria-labelledby="journal-card-title">
      <CardHeader className="flex-row items-center justify-between gap-2">
        <CardTitle id="journal-card-title">
          <BookHeart className="size-5 text-accent" aria-hidden />
          Resonance Journal
        </CardTitle>
        {total > 0 && (
          <div className="-mr-2 flex items-center">
            <SortToggle order={order} onChange={setOrder} />
            <Button
              variant="ghost"
              size="icon"
              className="size-8 text-muted"
              onClick={() => setExpanded(true)}
              aria-label="Expand journal list"
              title="Expand journal list"
            >
              <Maximize2 aria-hidden />
            </Button>
          </div>
        )}
      </CardHeader>
      <CardContent>
        {journal.isPending ? (
          <p className="py-4 text-sm text-muted" role="status">
            Loading your journal...
          </p>
        ) : journal.isError ? (
          <p className="py-4 text-sm text-muted">Your journal could not be loaded.</p>
        ) : total === 0 ? (
          <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-border px-4 py-6 text-center">
            <BookHeart className="size-6 text-subtle" aria-hidden />
            <p className="text-sm text-muted">No journal entries yet</p>
            <p className="text-xs text-subtle">
              Your analyses, conversations and reflections will gather here.
            </p>
          </div>
        ) : (
          <ul className="grid gap-2" aria-label="Latest journal entries">
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
            View all entries
          </Button>
        </CardFooter>
      )}

      <Dialog open={expanded} onOpenChange={setExpanded}>
        <DialogContent className="max-w-xl" closeLabel="Close list">
          <DialogHeader>
            <DialogTitle>Latest entries</DialogTitle>
            <DialogDescription>
              {SORT_LABEL[order]} · {Math.min(total, EXPANDED_ENTRY_LIMIT)} of {entryCount(total)}
            </DialogDescription>
          </DialogHeader>
          <ScrollArea className="-mx-2 max-h-[60dvh]">
            <ul className="grid gap-2 px-2 pb-1" aria-label="Journal entries">
              {entries.slice(0, EXPANDED_ENTRY_LIMIT).map((entry) => (
                <EntryRow key={entry.id} entry={entry} onOpen={setOpened} clamp={0} />
              ))}
            </ul>
          </ScrollArea>
          {total > EXPANDED_ENTRY_LIMIT && (
            <DialogFooter>
              <Button
                variant="outline"
                onClick={() => {
                  setExpanded(false);
                  setAllOpen(true);
                }}
              >
                View all entries
              </Button>
            </DialogFooter>
          )}
        </DialogContent>
      </Dialog>

      <Dialog open={allOpen} onOpenChange={setAllOpen}>
        <DialogContent className="max-w-2xl" closeLabel="Close all entries">
          <DialogHeader>
            <DialogTitle>All journal entries</DialogTitle>
            <DialogDescription>Search, sort and export everything you have kept.</DialogDescription>
          </DialogHeader>
          {allOpen && <JournalBrowser onOpen={setOpened} />}
        </DialogContent>
      </Dialog>

      <EntryDetailDialog entry={opened} onClose={() => setOpened(null)} />
    </Card>
  );
}
