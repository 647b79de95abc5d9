import type { BodyStats } from '@elan/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { BODY_QUERY_ROOT } from './body-query-key.ts';

/** GET /api/body-composition/stats: the overview since the first measurement, and the latest. */
export function getBodyStats({ signal }: { signal?: AbortSignal } = {}): Promise<BodyStats> {
  return apiClient.get<BodyStats>('/body-composition/stats', { signal });
}

export const bodyStatsQueryOptions = () =>
  queryOptions({
    queryKey: [BODY_QUERY_ROOT, 'stats'] as const,
    queryFn: ({ signal }) => getBodyStats({ signal }),
  });

export function useBodyStatsQuery() {
  return useQuery(bodyStatsQueryOptions());
}
