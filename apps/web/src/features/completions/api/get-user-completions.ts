import type { Completion } from '@elan/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { loadOrFallback } from '../../../lib/load-or-fallback.ts';

/** `since`: only the completions at or after that instant (ISO 8601), e.g. the week strip's 7 days. */
type UserCompletionsPage = { limit: number; since?: string };
type GetUserCompletionsParams = UserCompletionsPage & { userId: number; signal?: AbortSignal };

/**
 * GET /api/completions/user/{id}?limit=[&since=]: a member's completions, newest first. Read by the
 * dashboard, whose load failures are only logged (spec §8): an empty list then.
 */
export function getUserCompletions({
  userId,
  limit,
  since,
  signal,
}: GetUserCompletionsParams): Promise<Completion[]> {
  return loadOrFallback(
    apiClient.get<Completion[]>(`/completions/user/${userId}`, { query: { limit, since }, signal }),
    [],
    'séances du membre',
  );
}

export const userCompletionsQueryOptions = (userId: number, { limit, since }: UserCompletionsPage) =>
  queryOptions({
    queryKey: ['completions', 'user', userId, { limit, since }] as const,
    queryFn: ({ signal }) => getUserCompletions({ userId, limit, since, signal }),
  });

export function useUserCompletionsQuery(userId: number, page: UserCompletionsPage) {
  return useQuery(userCompletionsQueryOptions(userId, page));
}
