import type { MuscleHistory } from '@elan/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { MUSCLES_QUERY_ROOT } from './get-muscle-sets.ts';

/** GET /api/progress/muscles/history?weeks=12: per group, its work sets week by week (Monday, Paris). */
export function getMuscleHistory({
  weeks,
  signal,
}: {
  weeks: number;
  signal?: AbortSignal;
}): Promise<MuscleHistory> {
  return apiClient.get<MuscleHistory>('/progress/muscles/history', { query: { weeks }, signal });
}

export const muscleHistoryQueryOptions = (weeks = 12) =>
  queryOptions({
    queryKey: [MUSCLES_QUERY_ROOT, 'history', weeks] as const,
    queryFn: ({ signal }) => getMuscleHistory({ weeks, signal }),
  });

export function useMuscleHistoryQuery(weeks = 12) {
  return useQuery(muscleHistoryQueryOptions(weeks));
}
