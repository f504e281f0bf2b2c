/**
 * Providers of the signed-in pages (the main page; later '/tune-link'): tooltips (700 ms delay,
 * 300 ms skip) and the toast region. They are not in the landing bundle.
 */
import type { ReactNode } from 'react';
import { Toaster } from '@/components/ui/toaster';
import { TooltipProvider } from '@/components/ui/tooltip';

export function SignedInProviders({ children }: { children: ReactNode }) {
  return (
    <TooltipProvider>
      {children}
      <Toaster />
    </TooltipProvider>
  );
}
