/**
 * The toast region for pages outside the signed-in app (the landing page after 'Delete my
 * account' says 'Account Deleted'). Loaded only when a toast is waiting, so a visitor who never
 * sees one does not download Radix Toast.
 */
import { lazy, Suspense } from 'react';
import { useToasts } from '@/lib/toast';

const Toaster = lazy(() => import('@/components/ui/toaster').then((module) => ({ default: module.Toaster })));

export function PendingToasts() {
  const toasts = useToasts();
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
