/** GET /api/journal under the query key the spec names (§7), parsed with the contract. */
import { useQuery } from '@tanstack/react-query';
import { JournalList } from '@contract/journal';
import { apiJson } from '@/lib/api';
import { queryKeys } from '@/lib/query-client';

export function useJournal() {
  return useQuery({
    queryKey: queryKeys.journal,
    queryFn: () => apiJson(JournalList, 'GET', '/api/journal'),
  });
}
