/**
 * The dashboard's data: GET /api/analyses?limit=50 (spec §7 "list used for the signature") and the tones
 * saved from the analyser (GET /api/signature), both parsed with the contract. The analyses list
 * is fetched again each time the tab opens, because analyses are added on the other tab.
 */
import { useQuery } from '@tanstack/react-query';
import { AnalysesList } from '@contract/analysis';
import { SignatureList } from '@contract/signature';
import { SIGNATURE_WINDOW } from '@engine/signature';
import { apiJson } from '@/lib/api';
import { queryKeys } from '@/lib/query-client';

export function useAnalyses() {
  return useQuery({
    // Spec §9: the signature uses the latest 50 analyses; the server sends no more than that.
    queryKey: [...queryKeys.analyses, { limit: SIGNATURE_WINDOW }],
    queryFn: () => apiJson(AnalysesList, 'GET', `/api/analyses?limit=${SIGNATURE_WINDOW}`),
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
