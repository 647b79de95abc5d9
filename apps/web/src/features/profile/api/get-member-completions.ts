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

/**
 * Its own key, under `completions` so a new completion refreshes it too: the dashboard's activity
 * list reads the same endpoint but falls back to empty on failure, this one must fail (toast).
 */
export const memberCompletionsQueryOptions = (userId: number, limit: number = MEMBER_SESSIONS_LIMIT) =>
  queryOptions({
    queryKey: ['completions', 'user', userId, 'member-profile', limit] as const,
    queryFn: ({ signal }) => getMemberCompletions({ userId, limit, signal }),
  });

export function useMemberCompletionsQuery(userId: number, limit: number = MEMBER_SESSIONS_LIMIT) {
  return useQuery(memberCompletionsQueryOptions(userId, limit));
}
