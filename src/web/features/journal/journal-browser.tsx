/**
 * The whole journal: full-text search (server-side, `?q=`), the sort toggle, export as Markdown
 * or JSON (downloads from /api/journal/export) and every entry; opening one is the caller's.
 * Used by the header's 'Resonance Journal' modal and the card's all-entries dialog.
 */
import { useState, type ReactNode } from 'react';
import { BookHeart, Download, Search, SearchX } from 'lucide-react';
import type { JournalEntry } from '@contract/journal';
import { buttonVariants } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { ScrollArea } from '@/components/ui/scroll-area';
import { cn } from '@/lib/utils';
import { entryCount, sortEntries, type SortOrder } from './entries';
import { EntryRow } from './entry-row';
import { SortToggle } from './sort-toggle';
import { useDebounced } from './use-debounced';
import { useJournal } from './use-journal';
import { useTranslation } from 'react-i18next';

export const SEARCH_DELAY_MS = 250;

export function JournalBrowser({ onOpen }: { onOpen: (entry: JournalEntry) => void }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [order, setOrder] = useState<SortOrder>('newest');
  const query = useDebounced(search, SEARCH_DELAY_MS).trim();
  const journal = useJournal(query);
  const entries = journal.data ? sortEntries(journal.data, order) : [];
  const searching = query !== '';

  return (
    <div className="grid gap-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <div className="relative flex-1">
          <Search
            className="pointer-events-none absolute left-3.5 top-1/2 size-4 -translate-y-1/2 text-subtle"
            aria-hidden
          />
          <Input
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={t('journal.search')}
            aria-label={t('journal.search')}
            maxLength={200}
            className="pl-10"
          />
        </div>
        <div className="flex items-center justify-between gap-1 sm:justify-end">
          <SortToggle order={order} onChange={setOrder} />
          <div className="flex items-center gap-1" role="group" aria-label={t('journal.export')}>
            {(
              [
                ['md', 'Markdown'],
                ['json', 'JSON'],
              ] as const
            ).map(([format, label]) => (
              <a
                key={format}
                href={`/api/journal/export?format=${format}`}
                download
                className={cn(
                  buttonVariants({ variant: 'ghost', size: 'sm' }),
                  'h-8 px-2.5 text-xs text-muted hover:text-foreground',
                )}
                aria-label={t('journal.exportAs', { format: label })}
              >
                <Download aria-hidden />
                {label}
              </a>
            ))}
          </div>
        </div>
      </div>

      {journal.isPending ? (
        <p className="py-8 text-center text-sm text-muted" role="status">
          {t('journal.loading')}
        </p>
      ) : journal.isError ? (
        <p className="py-8 text-center text-sm text-muted">{t('journal.loadFailed')}</p>
      ) : entries.length === 0 ? (
        searching ? (
          <EmptyState icon={<SearchX className="size-7 text-subtle" aria-hidden />}>
            {t('journal.noMatch', { query })}
          </EmptyState>
        ) : (
          <EmptyState icon={<BookHeart className="size-7 text-subtle" aria-hidden />}>
            {t('journal.empty')}
          </EmptyState>
        )
      ) : (
        <>
          <p className="text-xs text-muted" aria-live="polite">
            {searching
              ? t('journal.found', { entries: entryCount(entries.length) })
              : entryCount(entries.length)}
          </p>
          <ScrollArea className="-mx-2 max-h-[55dvh]">
            <ul className="grid gap-2 px-2 pb-1" aria-label={t('journal.entries')}>
              {entries.map((entry) => (
                <EntryRow key={entry.id} entry={entry} onOpen={onOpen} clamp={3} />
              ))}
            </ul>
          </ScrollArea>
        </>
      )}
    </div>
  );
}

function EmptyState({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border py-10 text-center">
      {icon}
      <p className="text-sm text-muted">{children}</p>
    </div>
  );
}
