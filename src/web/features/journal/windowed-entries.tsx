/**
 * The journal browser's list (issue 15): only the rows in view (and a few either side) are in
 * the DOM, and the next page is asked for as the end comes near. Rows stay in one list with
 * their position in it (aria-posinset; aria-setsize -1 while the length is not known yet), and
 * Tab moves through them: focusing a row scrolls it into view, which renders the next ones.
 */
import { useEffect, useMemo } from 'react';
import type { JournalEntry } from '@contract/journal';
import { ScrollArea } from '@/components/ui/scroll-area';
import { EntryRow } from './entry-row';
import { useWindowedRows } from './use-windowed-rows';
import { useTranslation } from 'react-i18next';

/** A row of three preview lines, its tones and the gap below it, before it is measured. */
const ROW_ESTIMATE_PX = 124;
/** Rows rendered beyond each edge of the viewport. */
const OVERSCAN_ROWS = 4;
/** The next page is fetched when the rendered rows reach this close to the end of the loaded ones. */
const LOAD_AHEAD_ROWS = 10;

export function WindowedEntries({
  entries,
  hasMore,
  onNearEnd,
  onOpen,
}: {
  entries: readonly JournalEntry[];
  /** Whether the server has more entries after these. */
  hasMore: boolean;
  onNearEnd: () => void;
  onOpen: (entry: JournalEntry) => void;
}) {
  const { t } = useTranslation();
  const keys = useMemo(() => entries.map((entry) => entry.id), [entries]);
  const { viewportRef, measureRef, range, onFocus, onBlur, before, after } = useWindowedRows(keys, {
    estimate: ROW_ESTIMATE_PX,
    overscan: OVERSCAN_ROWS,
  });
  const nearEnd = hasMore && range.end >= entries.length - LOAD_AHEAD_ROWS;
  // entries.length too: when a page arrives and the end is still near, the next one is asked for.
  useEffect(() => {
    if (nearEnd) onNearEnd();
  }, [nearEnd, entries.length, onNearEnd]);

  return (
    <ScrollArea className="-mx-2" viewportClassName="max-h-[55dvh]" viewportRef={viewportRef}>
      <ul
        className="px-2"
        style={{ paddingTop: before, paddingBottom: after + 4 }}
        aria-label={t('journal.entries')}
        onFocus={onFocus}
        onBlur={onBlur}
      >
        {entries.slice(range.start, range.end).map((entry, offset) => (
          <EntryRow
            key={entry.id}
            ref={measureRef}
            data-key={entry.id}
            data-index={range.start + offset}
            className="pb-2"
            aria-posinset={range.start + offset + 1}
            aria-setsize={hasMore ? -1 : entries.length}
            entry={entry}
            onOpen={onOpen}
            clamp={3}
          />
        ))}
      </ul>
    </ScrollArea>
  );
}
