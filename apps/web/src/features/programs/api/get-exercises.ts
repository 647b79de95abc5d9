import type { Exercise } from '@elan/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** GET /api/exercises: the seeded catalogue (about 120 rows), the create modal's choices. */
export function getExercises({ signal }: { signal?: AbortSignal } = {}): Promise<Exercise[]> {
  return apiClient.get<Exercise[]>('/exercises', { signal });
}

export const exercisesQueryOptions = () =>
  queryOptions({
    queryKey: ['exercises'] as const,
    queryFn: ({ signal }) => getExercises({ signal }),
    // The catalogue only changes with a deploy.
    staleTime: 60 * 60 * 1000,
  });

export function useExercisesQuery() {
  return useQuery(exercisesQueryOptions());
}
