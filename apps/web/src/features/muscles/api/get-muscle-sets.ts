import type { MuscleSets } from '@elan/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** The first segment of the muscle reads' keys: a saved completion refreshes them all. */
export const MUSCLES_QUERY_ROOT = 'muscles';

/** GET /api/progress/muscles?days=7: the member's work sets per muscle group, every group. */
export function getMuscleSets({ days, signal }: { days: number; signal?: AbortSignal }): Promise<MuscleSets> {
  return apiClient.get<MuscleSets>('/progress/muscles', { query: { days }, signal });
}

export const muscleSetsQueryOptions = (days = 7) =>
  queryOptions({
    queryKey: [MUSCLES_QUERY_ROOT, 'sets', days] as const,
    queryFn: ({ signal }) => getMuscleSets({ days, signal }),
  });

export function useMuscleSetsQuery(days = 7) {
  return useQuery(muscleSetsQueryOptions(days));
}
