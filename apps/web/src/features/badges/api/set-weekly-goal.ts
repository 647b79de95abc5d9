import type { WeeklyGoal, WeeklyGoalBody } from '@elan/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { weeklyGoalQueryOptions } from './get-weekly-goal.ts';
import { invalidateBadgeQueries } from './invalidate-badge-queries.ts';

/** POST /api/badges/user/{id}/weekly-goal {goalType, goalTarget}: the goal with this week's progress. */
export function setWeeklyGoal({
  userId,
  goal,
}: {
  userId: number;
  goal: WeeklyGoalBody;
}): Promise<WeeklyGoal> {
  return apiClient.post<WeeklyGoal>(`/badges/user/${userId}/weekly-goal`, goal);
}

type SetWeeklyGoalMutationOptions = {
  userId: number;
  onSuccess?: (goal: WeeklyGoal) => void;
};

/** Reaching a goal can award a badge: the saved goal shows at once, every badge query refetches. */
export function useSetWeeklyGoalMutation({ userId, onSuccess }: SetWeeklyGoalMutationOptions) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (goal: WeeklyGoalBody) => setWeeklyGoal({ userId, goal }),
    onSuccess: async (goal) => {
      queryClient.setQueryData(weeklyGoalQueryOptions(userId).queryKey, goal);
      onSuccess?.(goal);
      await invalidateBadgeQueries(queryClient, userId);
    },
  });
}
