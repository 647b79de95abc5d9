import { formatShortDate, parisDay } from '@elan/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { SessionRefresh } from '../../features/auth/components/session-refresh.tsx';
import { whenIdle } from '../../lib/idle.ts';
import { queryClient } from '../../lib/query-client.ts';

/**
 * The first Paris-zone date formatter loads the browser's zone data (≈ 7 ms of CPU here, × 4 on
 * Lighthouse's phone): built while the screen waits for its reads, not inside the render of the
 * list that shows the dates (decision 043). One per idle callback, so neither makes a long task.
 */
function useWarmDateFormatters() {
  useEffect(() => {
    const warmers = [() => formatShortDate(0), () => parisDay(0)];
    let cancel = () => {};
    const next = () => {
      const warm = warmers.shift();
      if (!warm) return;
      warm();
      cancel = whenIdle(next);
    };
    cancel = whenIdle(next);
    return () => cancel();
  }, []);
}

/**
 * The data layer (React Query) for every screen that reads the API, in its own chunk: /login only
 * signs in through plain calls, so its first visit does not download it (issue 12 budget).
 */
export function QueryLayout() {
  useWarmDateFormatters();
  return (
    <QueryClientProvider client={queryClient}>
      <SessionRefresh />
      <Outlet />
    </QueryClientProvider>
  );
}
