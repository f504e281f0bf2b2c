/**
 * The journal's calls: GET /api/journal under the query key the spec names (§7), with `?q=` for
 * search under the same key prefix (so every refresh of /api/journal reaches it); an entry's
 * details from its own route; DELETE /api/journal/{id}, then the lists are refreshed.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { StoredAnalysis } from '@contract/analysis';
import { EchoReflection } from '@contract/echo-room';
import { FramedConversation } from '@contract/framed';
import { JournalList, type JournalEntry } from '@contract/journal';
import { apiJson, apiRequest } from '@/lib/api';
import { queryKeys } from '@/lib/query-client';
import { detailPath } from './entries';

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
