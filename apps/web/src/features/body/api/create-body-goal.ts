import type { BodyGoal, BodyGoalBody } from '@elan/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { invalidateBodyQueries } from './invalidate-body-queries.ts';

/** POST /api/body-composition/goals: 409 when a goal is already in progress. */
export function createBodyGoal(body: BodyGoalBody): Promise<BodyGoal> {
  return apiClient.post<BodyGoal>('/body-composition/goals', body);
}

export function useCreateBodyGoalMutation({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBodyGoal,
    onSuccess: async () => {
      onSuccess?.();
      await invalidateBodyQueries(queryClient);
    },
  });
}
