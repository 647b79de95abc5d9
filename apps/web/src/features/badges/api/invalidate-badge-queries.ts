import type { QueryClient } from '@tanstack/react-query';
import { userBadgesQueryOptions } from './get-user-badges.ts';

/**
 * After anything that may award a badge or move a streak (a completion, a weekly goal, an
 * enrolment): every badge query of the member starts with the all-badges key, so one prefix
 * invalidates the list, earned, history, overview, stats and weekly goal at once.
 */
export function invalidateBadgeQueries(queryClient: QueryClient, userId: number): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: userBadgesQueryOptions(userId).queryKey });
}
