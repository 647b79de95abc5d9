import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { COACH_KEYS } from './coach-keys.ts';

/** POST /api/coach/athletes/{id}/programs {program_id} → 201: the athlete's own copy, enrolled. */
export function assignProgram({ athleteId, programId }: { athleteId: number; programId: number }) {
  return apiClient.post<{ program_id: number; enrollment_id: number }>(
    `/coach/athletes/${athleteId}/programs`,
    {
      program_id: programId,
    },
  );
}

export function useAssignProgramMutation(athleteId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (programId: number) => assignProgram({ athleteId, programId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COACH_KEYS.athlete(athleteId) }),
  });
}

/** DELETE /api/coach/athletes/{id}: the coach ends the link. */
export function releaseAthlete({ athleteId }: { athleteId: number }) {
  return apiClient.delete<{ athlete_id: number }>(`/coach/athletes/${athleteId}`);
}

export function useReleaseAthleteMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: releaseAthlete,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COACH_KEYS.athletes }),
  });
}
