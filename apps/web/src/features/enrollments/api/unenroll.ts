import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { invalidateEnrollmentQueries } from './invalidate-enrollment-queries.ts';

/** DELETE /api/enrollments/{id}: leaves the programme. */
export function unenroll({ enrollmentId }: { enrollmentId: number }): Promise<unknown> {
  return apiClient.delete<unknown>(`/enrollments/${enrollmentId}`);
}

type UnenrollMutationOptions = {
  programId: number;
  userId: number;
  onSuccess?: () => void;
  onError?: (error: Error) => void;
};

/** Spec §4 Enrolment: after leaving, the check, stats, participants and member's list are refetched. */
export function useUnenrollMutation({ programId, userId, onSuccess, onError }: UnenrollMutationOptions) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unenroll,
    onSuccess: async () => {
      await invalidateEnrollmentQueries(queryClient, { programId, userId });
      onSuccess?.();
    },
    onError,
  });
}
