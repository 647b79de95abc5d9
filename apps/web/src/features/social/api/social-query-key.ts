import type { QueryClient } from '@tanstack/react-query';

/** The first segment of every social query key: one prefix refreshes the circle, feed and friends. */
export const SOCIAL_QUERY_ROOT = 'social';

/** A connection, an unlock or a reaction changes what several social screens show: all reload. */
export function invalidateSocialQueries(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: [SOCIAL_QUERY_ROOT] });
}
