import type { TrendPoint } from '@elan/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { BODY_QUERY_ROOT } from './body-query-key.ts';

import type { TrendDays } from './get-weight-trend.ts';

/** GET /api/body-composition/trends/composition?days=30|90: trend points, oldest first. */
export function getCompositionTrend({
  days,
  signal,
}: {
  days: TrendDays;
  signal?: AbortSignal;
}): Promise<TrendPoint[]> {
  return apiClient.get<TrendPoint[]>('/body-composition/trends/composition', { query: { days }, signal });
}

export const compositionTrendQueryOptions = (days: TrendDays) =>
  queryOptions({
    queryKey: [BODY_QUERY_ROOT, 'trends', 'composition', days] as const,
    queryFn: ({ signal }) => getCompositionTrend({ days, signal }),
  });

export function useCompositionTrendQuery(days: TrendDays) {
  return useQuery(compositionTrendQueryOptions(days));
}
