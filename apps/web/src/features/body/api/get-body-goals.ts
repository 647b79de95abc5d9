import type { BodyGoal } from '@elan/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { BODY_QUERY_ROOT } from './body-query-key.ts';

/** GET /api/body-composition/goals: every goal of the member, newest first. */
export function getBodyGoals({ signal }: { signal?: AbortSignal } = {}): Promise<BodyGoal[]> {
  return apiClient.get<BodyGoal[]>('/body-composition/goals', { signal });
}

export const bodyGoalsQueryOptions = () =>
  queryOptions({
    queryKey: [BODY_QUERY_ROOT, 'goals', 'all'] as const,
    queryFn: ({ signal }) => getBodyGoals({ signal }),
  });

export function useBodyGoalsQuery() {
  return useQuery(bodyGoalsQueryOptions());
}
