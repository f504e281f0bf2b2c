/** The app root: providers around the router. */
import type { QueryClient } from '@tanstack/react-query';
import { Providers } from './providers';
import { AppRouter } from './router';

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <Providers queryClient={queryClient}>
      <AppRouter />
    </Providers>
  );
}
