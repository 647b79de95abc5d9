import type { Exercise } from '@elan/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { OwnExerciseBody } from './create-own-exercise.ts';

/** PUT /api/exercises/{id}: « Modifier » an own exercise; its page and every search reload. */
export function useUpdateOwnExerciseMutation(exerciseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OwnExerciseBody) => apiClient.put<Exercise>(`/exercises/${exerciseId}`, body),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['exercises'] });
    },
  });
}

/** DELETE /api/exercises/{id}: refused (409) once the exercise is in the member's history. */
export function useDeleteOwnExerciseMutation(exerciseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.delete<{ id: number }>(`/exercises/${exerciseId}`),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: ['exercises', 'detail', exerciseId] });
      await queryClient.invalidateQueries({ queryKey: ['exercises', 'search'] });
    },
  });
}
