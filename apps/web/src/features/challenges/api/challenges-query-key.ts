import type { QueryClient } from '@tanstack/react-query';

/** The first segment of every challenge query key: one prefix reloads the list and the pages. */
export const CHALLENGES_QUERY_ROOT = 'challenges';

/** A creation or an answer changes the list and the challenge's page: both reload. */
export function invalidateChallengeQueries(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: [CHALLENGES_QUERY_ROOT] });
}
