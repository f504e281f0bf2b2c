/**
 * Whether this render is hydrating the pre-rendered landing page (or is the build rendering it,
 * ADR 0022). Hydration must render exactly what the build rendered, the state before any answer
 * arrived (the signed-in check pending, no public configuration), even when an answer came while
 * the language's catalogue loaded; React renders again with the answers at once after hydrating,
 * because this store's browser value (false) differs from its server value (true).
 */
import { useSyncExternalStore } from 'react';

const never = () => () => {};

export function useHydrating(): boolean {
  return useSyncExternalStore(
    never,
    () => false,
    () => true,
  );
}
