import type { ExerciseDetail } from '@elan/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** GET /api/exercises/{id}: the exercise with its French instructions (issue 13). */
const exerciseQueryOptions = (exerciseId: number) =>
  queryOptions({
    queryKey: ['exercises', 'detail', exerciseId] as const,
    queryFn: ({ signal }) => apiClient.get<ExerciseDetail>(`/exercises/${exerciseId}`, { signal }),
    // The catalogue only changes with a deploy.
    staleTime: 60 * 60 * 1000,
  });

export function useExerciseQuery(exerciseId: number) {
  return useQuery(exerciseQueryOptions(exerciseId));
}
