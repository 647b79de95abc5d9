import type { Enrollment } from '@elan/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { invalidateEnrollmentQueries } from './invalidate-enrollment-queries.ts';

/** POST /api/enrollments {program_id}: 201 the new enrolment, 409 if already enrolled. */
export function enroll({ programId }: { programId: number }): Promise<Enrollment> {
  return apiClient.post<Enrollment>('/enrollments', { program_id: programId });
}

type EnrollMutationOptions = {
  programId: number;
  userId: number;
  onSuccess?: (enrollment: Enrollment) => void;
  onError?: (error: Error) => void;
};

/** Spec §4 Enrolment: after joining, the check, stats, participants and member's list are refetched. */
export function useEnrollMutation({ programId, userId, onSuccess, onError }: EnrollMutationOptions) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => enroll({ programId }),
    onSuccess: async (enrollment) => {
      await invalidateEnrollmentQueries(queryClient, { programId, userId });
      onSuccess?.(enrollment);
    },
    onError,
  });
}
