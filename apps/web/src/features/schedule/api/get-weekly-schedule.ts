import type { WeeklyScheduleEntry } from '@elan/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { loadOrFallback } from '../../../lib/load-or-fallback.ts';

/** GET /api/schedule/weekly: the /programs weekly block (CONTRACT). Spec §7: empty on failure. */
export function getWeeklySchedule({ signal }: { signal?: AbortSignal } = {}): Promise<WeeklyScheduleEntry[]> {
  return loadOrFallback(
    apiClient.get<WeeklyScheduleEntry[]>('/schedule/weekly', { signal }),
    [],
    'planning de la semaine',
  );
}

export const weeklyScheduleQueryOptions = () =>
  queryOptions({
    queryKey: ['schedule', 'weekly'] as const,
    queryFn: ({ signal }) => getWeeklySchedule({ signal }),
  });

export function useWeeklyScheduleQuery() {
  return useQuery(weeklyScheduleQueryOptions());
}
