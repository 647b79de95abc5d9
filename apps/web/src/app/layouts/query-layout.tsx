import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { SessionRefresh } from '../../features/auth/components/session-refresh.tsx';
import { queryClient } from '../../lib/query-client.ts';

/**
 * The data layer (React Query) for every screen that reads the API, in its own chunk: /login only
 * signs in through plain calls, so its first visit does not download it (issue 12 budget).
 */
export function QueryLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionRefresh />
      <Outlet />
    </QueryClientProvider>
  );
}
