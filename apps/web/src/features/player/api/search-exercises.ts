import type { Exercise } from '@elan/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

type ExerciseSearch = { q: string; muscleGroup?: string | undefined };

/**
 * GET /api/exercises?q=&muscle_group=: the catalogue searched by the server (accents and case
 * ignored), for « Ajouter un exercice » and « Remplacer ».
 */
const exerciseSearchQueryOptions = ({ q, muscleGroup }: ExerciseSearch) =>
  queryOptions({
    queryKey: ['exercises', 'search', q, muscleGroup ?? null] as const,
    queryFn: ({ signal }) =>
      apiClient.get<Exercise[]>('/exercises', {
        query: { ...(q && { q }), ...(muscleGroup && { muscle_group: muscleGroup }) },
        signal,
      }),
    staleTime: 60 * 60 * 1000,
    placeholderData: keepPreviousData,
  });

export function useExerciseSearchQuery(search: ExerciseSearch) {
  return useQuery(exerciseSearchQueryOptions(search));
}
