import type { BodyGoal } from '@elan/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { invalidateBodyQueries } from './invalidate-body-queries.ts';

type GoalStatus = 'completed' | 'abandoned';

/** PUT /api/body-composition/goals/{id}/status: an active goal becomes completed or abandoned. */
export function updateGoalStatus({
  goalId,
  status,
}: {
  goalId: number;
  status: GoalStatus;
}): Promise<BodyGoal> {
  return apiClient.put<BodyGoal>(`/body-composition/goals/${goalId}/status`, { status });
}

export function useUpdateGoalStatusMutation({ onSuccess }: { onSuccess?: (goal: BodyGoal) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGoalStatus,
    onSuccess: async (goal) => {
      onSuccess?.(goal);
      await invalidateBodyQueries(queryClient);
    },
  });
}
