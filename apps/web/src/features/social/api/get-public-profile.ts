import type { PublicProfile } from '@elan/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { socialApiClient } from '../../../lib/api-client.ts';
import { SOCIAL_QUERY_ROOT } from './social-query-key.ts';

/** GET /social/public/{username}: no token needed (CONTRACT), so anonymous visitors see it too. */
export function getPublicProfile(username: string, { signal }: { signal?: AbortSignal } = {}) {
  return socialApiClient.get<PublicProfile>(`/social/public/${encodeURIComponent(username)}`, {
    signal,
    isPublic: true,
  });
}

export const publicProfileQueryOptions = (username: string) =>
  queryOptions({
    queryKey: [SOCIAL_QUERY_ROOT, 'public', username] as const,
    queryFn: ({ signal }) => getPublicProfile(username, { signal }),
  });

export function usePublicProfileQuery(username: string) {
  return useQuery(publicProfileQueryOptions(username));
}
