import type { createOwnExerciseBody, Exercise } from '@elan/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client.ts';

export type OwnExerciseBody = z.input<typeof createOwnExerciseBody>;

/** POST /api/exercises: « Ajouter mon exercice »; every catalogue search reloads. */
export function useCreateOwnExerciseMutation({ onSuccess }: { onSuccess: (exercise: Exercise) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OwnExerciseBody) => apiClient.post<Exercise>('/exercises', body),
    onSuccess: async (exercise) => {
      onSuccess(exercise);
      await queryClient.invalidateQueries({ queryKey: ['exercises', 'search'] });
    },
  });
}
