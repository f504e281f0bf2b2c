/**
 * The whole journal: full-text search (server-side, `?q=`), the sort toggle (the server's order),
 * export as Markdown or JSON (downloads from /api/journal/export) and every entry, a page at a
 * time as the list scrolls (issue 15); opening one is the caller's. Used by the header's
 * 'Resonance Journal' modal and the card's all-entries dialog.
 */
import { useCallback, useState, type ReactNode } from 'react';
import { BookHeart, Download, Search, SearchX } from 'lucide-react';
import type { JournalEntry } from '@contract/journal';
import { buttonVariants } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';
import { Button } from '@/components/ui/button';
import { entryCount, type SortOrder } from './entries';
import { SortToggle } from './sort-toggle';
import { useDebounced } from './use-debounced';
import { useJournalPages } from './use-journal';
import { WindowedEntries } from './windowed-entries';
import { useTranslation } from 'react-i18next';

export const SEARCH_DELAY_MS = 250;

export function JournalBrowser({ onOpen }: { onOpen: (entry: JournalEntry) => void }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [order, setOrder] = useState<SortOrder>('newest');
  const query = useDebounced(search, SEARCH_DELAY_MS).trim();
  const journal = useJournalPages(query, order);
  const entries = journal.data?.pages.flatMap((page) => page.entries) ?? [];
  const searching = query !== '';
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = journal;
  const loadMore = useCallback(() => {
    // A failed page waits for the reader's retry rather than being asked for again on every scroll.
    if (hasNextPage && !isFetchingNextPage && !isFetchNextPageError) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);
  // The server gives no total (counting would grow with the journal): the count texts are
  // shown once every entry is loaded, and what is loaded so far until then.
  const count = entryCount(entries.length);

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
      ) : !journal.data ? (
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
            {hasNextPage
              ? t('journal.loadedSoFar', { entries: count })
              : searching
                ? t('journal.found', { entries: count })
                : count}
          </p>
          {/* A new search or order starts at the top of its own list. */}
          <WindowedEntries
            key={`${order}|${query}`}
            entries={entries}
            hasMore={hasNextPage}
            onNearEnd={loadMore}
            onOpen={onOpen}
          />
          {isFetchingNextPage ? (
            <p className="text-center text-xs text-muted" role="status">
              {t('journal.loadingMore')}
            </p>
          ) : isFetchNextPageError ? (
            <p className="flex items-center justify-center gap-2 text-xs text-muted" role="alert">
              {t('journal.moreFailed')}
              <Button variant="outline" size="sm" onClick={() => void fetchNextPage()}>
                {t('journal.retry')}
              </Button>
            </p>
          ) : null}
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
