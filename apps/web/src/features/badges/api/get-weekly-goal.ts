import type { WeeklyGoalStatus } from '@elan/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { loadOrFallback } from '../../../lib/load-or-fallback.ts';

/**
 * GET /api/badges/user/{id}/weekly-goal: the goal and its progress over the current week
 * (Monday to Sunday, Paris) — `goalType` null when none is set — with the weekly streak (issue 34).
 * Spec §8: null on failure.
 */
export function getWeeklyGoal({
  userId,
  signal,
}: {
  userId: number;
  signal?: AbortSignal;
}): Promise<WeeklyGoalStatus | null> {
  return loadOrFallback(
    apiClient.get<WeeklyGoalStatus | null>(`/badges/user/${userId}/weekly-goal`, { signal }),
    null,
    'objectif hebdomadaire',
  );
}

export const weeklyGoalQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: ['badges', 'user', userId, 'weekly-goal'] as const,
    queryFn: ({ signal }) => getWeeklyGoal({ userId, signal }),
  });

export function useWeeklyGoalQuery(userId: number) {
  return useQuery(weeklyGoalQueryOptions(userId));
}
