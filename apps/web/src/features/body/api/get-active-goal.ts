import type { BodyGoal } from '@elan/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { BODY_QUERY_ROOT } from './body-query-key.ts';

/** GET /api/body-composition/goals/active: the goal in progress with its progress, or null. */
export function getActiveGoal({ signal }: { signal?: AbortSignal } = {}): Promise<BodyGoal | null> {
  return apiClient.get<BodyGoal | null>('/body-composition/goals/active', { signal });
}

export const activeGoalQueryOptions = () =>
  queryOptions({
    queryKey: [BODY_QUERY_ROOT, 'goals', 'active'] as const,
    queryFn: ({ signal }) => getActiveGoal({ signal }),
  });

export function useActiveGoalQuery() {
  return useQuery(activeGoalQueryOptions());
}
