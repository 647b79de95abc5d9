import type { Badge } from '@elan/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { BODY_QUERY_ROOT } from './body-query-key.ts';

/** GET /api/body-composition/badges: the 14 body badges, earned or not, with their progress. */
export function getBodyBadges({ signal }: { signal?: AbortSignal } = {}): Promise<Badge[]> {
  return apiClient.get<Badge[]>('/body-composition/badges', { signal });
}

export const bodyBadgesQueryOptions = () =>
  queryOptions({
    queryKey: [BODY_QUERY_ROOT, 'badges'] as const,
    queryFn: ({ signal }) => getBodyBadges({ signal }),
  });

export function useBodyBadgesQuery() {
  return useQuery(bodyBadgesQueryOptions());
}
