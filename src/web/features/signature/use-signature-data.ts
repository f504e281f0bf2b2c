/**
 * The dashboard's data: GET /api/analyses (spec §7 "list used for the signature") and the tones
 * saved from the analyser (GET /api/signature), both parsed with the contract. The analyses list
 * is fetched again each time the tab opens, because analyses are added on the other tab.
 */
import { useQuery } from '@tanstack/react-query';
import { AnalysesList } from '@contract/analysis';
import { SignatureList } from '@contract/signature';
import { apiJson } from '@/lib/api';
import { queryKeys } from '@/lib/query-client';

export function useAnalyses() {
  return useQuery({
    queryKey: queryKeys.analyses,
    queryFn: () => apiJson(AnalysesList, 'GET', '/api/analyses'),
    refetchOnMount: 'always',
  });
}

export function useSavedTones() {
  return useQuery({
    queryKey: queryKeys.signature,
    queryFn: () => apiJson(SignatureList, 'GET', '/api/signature'),
    refetchOnMount: 'always',
  });
}
