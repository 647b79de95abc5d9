import type { WeeklyStats } from '@elan/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { loadOrFallback } from '../../../lib/load-or-fallback.ts';

export const EMPTY_WEEKLY_STATS: WeeklyStats = {
  sessions_this_week: 0,
  total_minutes_this_week: 0,
  programs_active_this_week: 0,
  calories_this_week: 0,
};

/** GET /api/schedule/weekly-stats: the last 7 days (spec §9). Spec §7: zeros on failure. */
export function getWeeklyStats({ signal }: { signal?: AbortSignal } = {}): Promise<WeeklyStats> {
  return loadOrFallback(
    apiClient.get<WeeklyStats>('/schedule/weekly-stats', { signal }),
    EMPTY_WEEKLY_STATS,
    'statistiques de la semaine',
  );
}

export const weeklyStatsQueryOptions = () =>
  queryOptions({
    queryKey: ['schedule', 'weekly-stats'] as const,
    queryFn: ({ signal }) => getWeeklyStats({ signal }),
  });

export function useWeeklyStatsQuery() {
  return useQuery(weeklyStatsQueryOptions());
}
