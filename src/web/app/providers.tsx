/**
 * App-wide providers: TanStack Query with the spec's §9 settings. The toast region and tooltips
 * (700/300 ms) live in the signed-in page, the only one that uses them, so visitors do not
 * download them.
 */
import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@/lib/query-client';
import { LanguageSync } from '@/i18n/language-sync';

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <LanguageSync />
      <div className="aurora" aria-hidden />
      {children}
    </QueryClientProvider>
  );
}
