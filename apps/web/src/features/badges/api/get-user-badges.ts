import type { Badge } from '@elan/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/**
 * GET /api/badges/user/{id}: the whole catalogue for one member, each badge with `earned` (1/0)
 * and `progress_percent`; unearned secret badges come back masked as « ??? ».
 */
export function getUserBadges({
  userId,
  signal,
}: {
  userId: number;
  signal?: AbortSignal;
}): Promise<Badge[]> {
  return apiClient.get<Badge[]>(`/badges/user/${userId}`, { signal });
}

/** Its key is the prefix of every badge query of this member (see `invalidate-badge-queries.ts`). */
export const userBadgesQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: ['badges', 'user', userId] as const,
    queryFn: ({ signal }) => getUserBadges({ userId, signal }),
  });

export function useUserBadgesQuery(userId: number) {
  return useQuery(userBadgesQueryOptions(userId));
}
