import type { Completion } from '@elan/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { loadOrFallback } from '../../../lib/load-or-fallback.ts';

type GetUserCompletionsParams = { userId: number; limit: number; signal?: AbortSignal };

/**
 * GET /api/completions/user/{id}?limit=: a member's completions, newest first. Read by the
 * dashboard, whose load failures are only logged (spec §8): an empty list then.
 */
export function getUserCompletions({
  userId,
  limit,
  signal,
}: GetUserCompletionsParams): Promise<Completion[]> {
  return loadOrFallback(
    apiClient.get<Completion[]>(`/completions/user/${userId}`, { query: { limit }, signal }),
    [],
    'séances du membre',
  );
}

export const userCompletionsQueryOptions = (userId: number, { limit }: { limit: number }) =>
  queryOptions({
    queryKey: ['completions', 'user', userId, { limit }] as const,
    queryFn: ({ signal }) => getUserCompletions({ userId, limit, signal }),
  });

export function useUserCompletionsQuery(userId: number, { limit }: { limit: number }) {
  return useQuery(userCompletionsQueryOptions(userId, { limit }));
}
