import type { BadgeOverview } from '@elan/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { loadOrFallback } from '../../../lib/load-or-fallback.ts';

export const EMPTY_BADGE_OVERVIEW: BadgeOverview = {
  badges_earned: 0,
  total_points: 0,
  total_badges: 0,
  completion_percent: 0,
};

/** GET /api/badges/user/{id}/overview. Spec §8: zeros on failure. */
export function getBadgeOverview({
  userId,
  signal,
}: {
  userId: number;
  signal?: AbortSignal;
}): Promise<BadgeOverview> {
  return loadOrFallback(
    apiClient.get<BadgeOverview>(`/badges/user/${userId}/overview`, { signal }),
    EMPTY_BADGE_OVERVIEW,
    'bilan des badges',
  );
}

export const badgeOverviewQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: ['badges', 'user', userId, 'overview'] as const,
    queryFn: ({ signal }) => getBadgeOverview({ userId, signal }),
  });

export function useBadgeOverviewQuery(userId: number) {
  return useQuery(badgeOverviewQueryOptions(userId));
}
