/**
 * App-wide providers: TanStack Query with the spec's §9 settings. The toast region and tooltips
 * (700/300 ms) live in the signed-in page, the only one that uses them, so visitors do not
 * download them.
 */
import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { LanguageSync } from '@/i18n/language-sync';

/** `queryClient` comes from main.tsx, which starts the signed-in check with it before the first render. */
export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <LanguageSync />
      <div className="aurora" aria-hidden />
      {children}
    </QueryClientProvider>
  );
}
