import type { Badge } from '@elan/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { loadOrFallback } from '../../../lib/load-or-fallback.ts';

/** Spec §9: the dashboard shows the latest three badges. */
export const RECENT_BADGES_LIMIT = 3;

/** GET /api/badges/user/{id}/history?limit=n: newest first. Spec §8: empty on failure. */
export function getBadgeHistory({
  userId,
  limit,
  signal,
}: {
  userId: number;
  limit: number;
  signal?: AbortSignal;
}): Promise<Badge[]> {
  return loadOrFallback(
    apiClient.get<Badge[]>(`/badges/user/${userId}/history`, { query: { limit }, signal }),
    [],
    'derniers badges',
  );
}

export const badgeHistoryQueryOptions = (userId: number, limit: number = RECENT_BADGES_LIMIT) =>
  queryOptions({
    queryKey: ['badges', 'user', userId, 'history', limit] as const,
    queryFn: ({ signal }) => getBadgeHistory({ userId, limit, signal }),
  });

export function useBadgeHistoryQuery(userId: number, limit: number = RECENT_BADGES_LIMIT) {
  return useQuery(badgeHistoryQueryOptions(userId, limit));
}
