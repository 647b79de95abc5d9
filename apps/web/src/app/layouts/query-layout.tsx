import { formatShortDate, parisDay } from '@elan/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { SessionRefresh } from '../../features/auth/components/session-refresh.tsx';
import { queryClient } from '../../lib/query-client.ts';

/**
 * The first Paris-zone date formatter loads the browser's zone data (≈ 7 ms of CPU here, × 4 on
 * Lighthouse's phone): built while the screen waits for its reads, not inside the render of the
 * list that shows the dates (decision 043). One per idle callback, so neither makes a long task.
 */
function useWarmDateFormatters() {
  useEffect(() => {
    const warmers = [() => formatShortDate(0), () => parisDay(0)];
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const ids: number[] = [];
    const next = () => {
      const warm = warmers.shift();
      if (!warm) return;
      warm();
      ids.push(idle(next));
    };
    ids.push(idle(next));
    return () => {
      for (const id of ids) cancel(id);
    };
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
