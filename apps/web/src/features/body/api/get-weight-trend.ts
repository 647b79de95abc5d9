import type { TrendPoint } from '@elan/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { BODY_QUERY_ROOT } from './body-query-key.ts';

export type TrendDays = 30 | 90;

/** GET /api/body-composition/trends/weight?days=30|90: trend points, oldest first. */
export function getWeightTrend({
  days,
  signal,
}: {
  days: TrendDays;
  signal?: AbortSignal;
}): Promise<TrendPoint[]> {
  return apiClient.get<TrendPoint[]>('/body-composition/trends/weight', { query: { days }, signal });
}

export const weightTrendQueryOptions = (days: TrendDays) =>
  queryOptions({
    queryKey: [BODY_QUERY_ROOT, 'trends', 'weight', days] as const,
    queryFn: ({ signal }) => getWeightTrend({ days, signal }),
  });

export function useWeightTrendQuery(days: TrendDays) {
  return useQuery(weightTrendQueryOptions(days));
}
