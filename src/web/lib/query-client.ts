/** TanStack Query client with the spec's §9 settings: data never stale, no refetch, no retries. */
import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

/** Query keys are the paths they fetch (spec §7: refreshes use the key /api/journal). */
export const queryKeys = {
  user: ['/api/auth/user'] as const,
  config: ['/api/config'] as const,
  journal: ['/api/journal'] as const,
  analyses: ['/api/analyses'] as const,
  signature: ['/api/signature'] as const,
};
