import type { Badge } from '@elan/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** GET /api/badges/user/{id}/earned: the badges a member holds, newest first. */
export function getEarnedBadges({
  userId,
  signal,
}: {
  userId: number;
  signal?: AbortSignal;
}): Promise<Badge[]> {
  return apiClient.get<Badge[]>(`/badges/user/${userId}/earned`, { signal });
}

export const earnedBadgesQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: ['badges', 'user', userId, 'earned'] as const,
    queryFn: ({ signal }) => getEarnedBadges({ userId, signal }),
  });

export function useEarnedBadgesQuery(userId: number) {
  return useQuery(earnedBadgesQueryOptions(userId));
}
