import type { Enrollment, EnrollmentCheck, TrainingPlanBody } from '@elan/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { enrollmentCheckQueryOptions } from './get-enrollment-check.ts';

/** PUT /api/enrollments/{id}/plan: the member's days, sessions per week, slot and target duration. */
export function updateTrainingPlan({
  enrollmentId,
  plan,
}: {
  enrollmentId: number;
  plan: TrainingPlanBody;
}): Promise<Enrollment> {
  return apiClient.put<Enrollment>(`/enrollments/${enrollmentId}/plan`, plan);
}

type UpdateTrainingPlanMutationOptions = {
  programId: number;
  onSuccess?: (enrollment: Enrollment) => void;
};

export function useUpdateTrainingPlanMutation({ programId, onSuccess }: UpdateTrainingPlanMutationOptions) {
  const queryClient = useQueryClient();
  const checkOptions = enrollmentCheckQueryOptions(programId);
  return useMutation({
    mutationFn: updateTrainingPlan,
    onSuccess: async (enrollment) => {
      // The saved plan is the answer: show it at once, then confirm with the server.
      queryClient.setQueryData<EnrollmentCheck>(checkOptions.queryKey, { enrolled: true, enrollment });
      await queryClient.invalidateQueries({ queryKey: checkOptions.queryKey });
      onSuccess?.(enrollment);
    },
  });
}
