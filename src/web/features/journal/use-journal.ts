/**
 * The journal's calls, every key under the prefix the spec names (§7: refreshes use the key
 * /api/journal), so one refresh of /api/journal reaches them all: the card's latest entries
 * (one short page, issue 15) and the journal's count; the browser's pages (search, order); an
 * entry's details from its own route; DELETE /api/journal/{id}, then the lists are refreshed.
 */
import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import { StoredAnalysis } from '@contract/analysis';
import { EchoReflection } from '@contract/echo-room';
import { FramedConversation } from '@contract/framed';
import { JournalCount, JournalList, type JournalEntry } from '@contract/journal';
import { apiJson, apiRequest } from '@/lib/api';
import { queryKeys } from '@/lib/query-client';
import { detailPath, EXPANDED_ENTRY_LIMIT, type SortOrder } from './entries';
import { cardEntries, firstPagePath, isWhole, nextPagePath, type JournalPage } from './paging';

async function fetchPage(path: string): Promise<JournalPage> {
  const response = await apiRequest('GET', path);
  const entries = JournalList.parse(await response.json());
  return { entries, next: nextPagePath(response.headers.get('link')) };
}

const latestKey = (order: SortOrder) => [...queryKeys.journal, 'latest', { order }];
const pagesKey = [...queryKeys.journal, 'pages'];

/** The card's first page in one order: as many entries as its expand-list dialog shows. */
function useLatestPage(order: SortOrder, enabled: boolean) {
  return useQuery({
    queryKey: latestKey(order),
    queryFn: () => fetchPage(firstPagePath('', order, EXPANDED_ENTRY_LIMIT)),
    enabled,
  });
}

export interface LatestEntries {
  /** Up to EXPANDED_ENTRY_LIMIT entries in the order asked for. */
  entries: JournalEntry[];
  /** The journal holds more than these. */
  more: boolean;
  isPending: boolean;
  isError: boolean;
}

/**
 * The card's entries (issue 15): one page of EXPANDED_ENTRY_LIMIT, which the card and its
 * expand-list dialog share, never the whole journal. The newest page is always read; when it
 * holds the whole journal, oldest first is that page reversed (the toggle answers at once, as
 * it did when the card held the whole list), otherwise the oldest page is read on the toggle,
 * the newest rows staying until it arrives.
 */
export function useLatestEntries(order: SortOrder): LatestEntries {
  const newest = useLatestPage('newest', true);
  const whole = newest.data !== undefined && isWhole(newest.data);
  const oldest = useLatestPage('oldest', order === 'oldest' && newest.data !== undefined && !whole);
  const isPending = newest.isPending;
  const isError = newest.isError || (order === 'oldest' && oldest.isError);
  if (!newest.data) return { entries: [], more: false, isPending, isError };
  // A page a refresh has made stale (say, still holding a deleted entry) is not shown.
  const fresh = oldest.isStale ? undefined : oldest.data;
  return { entries: cardEntries(order, newest.data, fresh), more: !whole, isPending, isError };
}

/** How many entries the journal holds (GET /api/journal/count, no entry read). */
export function useJournalCount() {
  return useQuery({
    queryKey: [...queryKeys.journal, 'count'],
    queryFn: () => apiJson(JournalCount, 'GET', '/api/journal/count'),
  });
}

/**
 * The journal browser's list, a page at a time (issue 15), in the order the server sorts. The
 * key starts with /api/journal, so an analysis or a deletion refreshes it like the card's list.
 */
export function useJournalPages(query: string, order: SortOrder) {
  const q = query.trim();
  return useInfiniteQuery({
    queryKey: [...pagesKey, { q, order }],
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: firstPagePath(q, order),
    getNextPageParam: (last) => last.next ?? undefined,
    // While a search is typed or the order changes, the previous rows stay until the new ones arrive.
    placeholderData: (previous) => previous,
    // Dropped once no dialog shows it: a refresh of a kept list would fetch every page it had
    // loaded again, one after the other, where the next dialog opened needs only the first.
    gcTime: 0,
  });
}

export type EntryDetail =
  | { kind: 'analysis'; analysis: StoredAnalysis }
  | { kind: 'conversation'; conversation: FramedConversation }
  | { kind: 'reflection'; reflection: EchoReflection };

async function fetchDetail(entry: JournalEntry): Promise<EntryDetail> {
  const path = detailPath(entry);
  if (entry.kind === 'analysis') {
    return { kind: 'analysis', analysis: await apiJson(StoredAnalysis, 'GET', path) };
  }
  if (entry.kind === 'conversation') {
    return { kind: 'conversation', conversation: await apiJson(FramedConversation, 'GET', path) };
  }
  return { kind: 'reflection', reflection: await apiJson(EchoReflection, 'GET', path) };
}

/** Loaded when an entry is opened (spec §7: GET /api/analyses/{analysisId} for an analysis). */
export function useEntryDetail(entry: JournalEntry | null) {
  return useQuery({
    queryKey: [entry ? detailPath(entry) : 'none'],
    queryFn: () => fetchDetail(entry!),
    enabled: entry !== null,
  });
}

export function useDeleteEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (entry: JournalEntry) => {
      await apiRequest('DELETE', `/api/journal/${encodeURIComponent(entry.id)}`);
    },
    onSuccess: (_result, entry) => {
      queryClient.removeQueries({ queryKey: [detailPath(entry)] });
      // An open browser drops the row where it is rather than fetching every page it has loaded
      // again (the cursors of the pages after it stay valid: they name positions, not entries).
      queryClient.setQueriesData<InfiniteData<JournalPage>>({ queryKey: pagesKey }, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                entries: page.entries.filter((kept) => kept.id !== entry.id),
              })),
            }
          : data,
      );
      void queryClient.invalidateQueries({
        queryKey: queryKeys.journal,
        predicate: (query) => query.queryKey[1] !== pagesKey[1],
      });
      // The entry's item is gone too: its analysis leaves the signature, its reflection the EchoRoom.
      for (const key of [queryKeys.analyses, queryKeys.signature, ['/api/echo-room']]) {
        void queryClient.invalidateQueries({ queryKey: key });
      }
    },
  });
}
