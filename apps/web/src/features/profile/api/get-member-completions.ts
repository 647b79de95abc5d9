import type { Completion } from '@elan/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** Spec §9: another member's profile keeps their last ten sessions. */
export const MEMBER_SESSIONS_LIMIT = 10;

/** GET /api/completions/user/{id}?limit=n: newest first. */
export function getMemberCompletions({
  userId,
  limit,
  signal,
}: {
  userId: number;
  limit: number;
  signal?: AbortSignal;
}): Promise<Completion[]> {
  return apiClient.get<Completion[]>(`/completions/user/${userId}`, { query: { limit }, signal });
}

/** Its own key: the dashboard's activity list of the same endpoint falls back to empty on failure. */
export const memberCompletionsQueryOptions = (userId: number, limit: number = MEMBER_SESSIONS_LIMIT) =>
  queryOptions({
    queryKey: ['profile', userId, 'completions', limit] as const,
    queryFn: ({ signal }) => getMemberCompletions({ userId, limit, signal }),
  });

export function useMemberCompletionsQuery(userId: number, limit: number = MEMBER_SESSIONS_LIMIT) {
  return useQuery(memberCompletionsQueryOptions(userId, limit));
}
