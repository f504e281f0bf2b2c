/**
 * The journal's calls: GET /api/journal under the query key the spec names (§7), and the
 * browser's pages (search, order) under the same key prefix (so every refresh of /api/journal
 * reaches them); an entry's details from its own route; DELETE /api/journal/{id}, then the
 * lists are refreshed.
 */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { StoredAnalysis } from '@contract/analysis';
import { EchoReflection } from '@contract/echo-room';
import { FramedConversation } from '@contract/framed';
import { JournalList, type JournalEntry } from '@contract/journal';
import { apiJson, apiRequest } from '@/lib/api';
import { queryKeys } from '@/lib/query-client';
import { detailPath, type SortOrder } from './entries';
import { firstPagePath, nextPagePath } from './paging';

export function useJournal(query = '') {
  const q = query.trim();
  return useQuery({
    queryKey: q === '' ? queryKeys.journal : [...queryKeys.journal, { q }],
    queryFn: () =>
      apiJson(JournalList, 'GET', q === '' ? '/api/journal' : `/api/journal?q=${encodeURIComponent(q)}`),
    // While a search is typed, the previous results stay until the new ones arrive.
    placeholderData: (previous) => previous,
  });
}

interface JournalPage {
  entries: JournalEntry[];
  /** The next page's path, null on the last page. */
  next: string | null;
}

async function fetchPage(path: string): Promise<JournalPage> {
  const response = await apiRequest('GET', path);
  const entries = JournalList.parse(await response.json());
  return { entries, next: nextPagePath(response.headers.get('link')) };
}

/**
 * The journal browser's list, a page at a time (issue 15), in the order the server sorts. The
 * key starts with /api/journal, so an analysis or a deletion refreshes it like the card's list;
 * 'pages' keeps its shape (a list of pages) apart from the card's whole list under the bare key.
 */
export function useJournalPages(query: string, order: SortOrder) {
  const q = query.trim();
  return useInfiniteQuery({
    queryKey: [...queryKeys.journal, 'pages', { q, order }],
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: firstPagePath(q, order),
    getNextPageParam: (last) => last.next ?? undefined,
    // While a search is typed or the order changes, the previous rows stay until the new ones arrive.
    placeholderData: (previous) => previous,
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
      // The entry's item is gone too: its analysis leaves the signature, its reflection the EchoRoom.
      for (const key of [queryKeys.journal, queryKeys.analyses, queryKeys.signature, ['/api/echo-room']]) {
        void queryClient.invalidateQueries({ queryKey: key });
      }
    },
  });
}
