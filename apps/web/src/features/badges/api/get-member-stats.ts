import type { MemberStats } from '@elan/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { loadOrFallback } from '../../../lib/load-or-fallback.ts';

export const EMPTY_MEMBER_STATS: MemberStats = {
  current_streak: 0,
  longest_streak: 0,
  total_sessions: 0,
  total_minutes: 0,
  badges_earned: 0,
  total_points: 0,
  last_active_day: null,
};

/**
 * GET /api/badges/user/{id}/stats: streaks (CONTRACT rule, Paris days), sessions, minutes, points.
 * Spec §8: zeros on failure.
 */
export function getMemberStats({
  userId,
  signal,
}: {
  userId: number;
  signal?: AbortSignal;
}): Promise<MemberStats> {
  return loadOrFallback(
    apiClient.get<MemberStats>(`/badges/user/${userId}/stats`, { signal }),
    EMPTY_MEMBER_STATS,
    'statistiques du membre',
  );
}

export const memberStatsQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: ['badges', 'user', userId, 'stats'] as const,
    queryFn: ({ signal }) => getMemberStats({ userId, signal }),
  });

export function useMemberStatsQuery(userId: number) {
  return useQuery(memberStatsQueryOptions(userId));
}
