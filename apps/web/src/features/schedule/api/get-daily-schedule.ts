import type { ScheduledItem } from '@elan/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { loadOrFallback } from '../../../lib/load-or-fallback.ts';

/** GET /api/schedule/daily: today's planned sessions. Spec §7: empty on failure. */
export function getDailySchedule({ signal }: { signal?: AbortSignal } = {}): Promise<ScheduledItem[]> {
  return loadOrFallback(apiClient.get<ScheduledItem[]>('/schedule/daily', { signal }), [], 'agenda du jour');
}

export const dailyScheduleQueryOptions = () =>
  queryOptions({
    queryKey: ['schedule', 'daily'] as const,
    queryFn: ({ signal }) => getDailySchedule({ signal }),
  });

export function useDailyScheduleQuery() {
  return useQuery(dailyScheduleQueryOptions());
}
