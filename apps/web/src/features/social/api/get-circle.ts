import type { Circle } from '@elan/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { socialApiClient } from '../../../lib/api-client.ts';
import { SOCIAL_QUERY_ROOT } from './social-query-key.ts';

/** GET /social/circle: the member's status (unlocked, streak, total days) and their friends. */
export function getCircle({ signal }: { signal?: AbortSignal } = {}): Promise<Circle> {
  return socialApiClient.get<Circle>('/social/circle', { signal });
}

export const circleQueryOptions = () =>
  queryOptions({
    queryKey: [SOCIAL_QUERY_ROOT, 'circle'] as const,
    queryFn: ({ signal }) => getCircle({ signal }),
  });

export function useCircleQuery() {
  return useQuery(circleQueryOptions());
}
