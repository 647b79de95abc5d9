import type { UserProgram } from '@elan/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { loadOrFallback } from '../../../lib/load-or-fallback.ts';

/** GET /api/enrollments/user/{id}/programs. Spec §8: the dashboard shows empty data on failure. */
export function getUserPrograms({ userId, signal }: { userId: number; signal?: AbortSignal }) {
  return loadOrFallback(
    apiClient.get<UserProgram[]>(`/enrollments/user/${userId}/programs`, { signal }),
    [],
    'programmes du membre',
  );
}

export const userProgramsQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: ['enrollments', 'user', userId, 'programs'] as const,
    queryFn: ({ signal }) => getUserPrograms({ userId, signal }),
  });

export function useUserProgramsQuery(userId: number) {
  return useQuery(userProgramsQueryOptions(userId));
}
