import type { SocialProfile } from '@elan/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { socialApiClient } from '../../../lib/api-client.ts';
import { SOCIAL_QUERY_ROOT } from './social-query-key.ts';

/** GET /social/profile/{id}: a member's profile and where they stand to the signed-in caller. */
export function getSocialProfile(memberId: number, { signal }: { signal?: AbortSignal } = {}) {
  return socialApiClient.get<SocialProfile>(`/social/profile/${memberId}`, { signal });
}

export const socialProfileQueryOptions = (memberId: number) =>
  queryOptions({
    queryKey: [SOCIAL_QUERY_ROOT, 'profile', memberId] as const,
    queryFn: ({ signal }) => getSocialProfile(memberId, { signal }),
  });

/** Only asked for a signed-in visitor (the public page works without a token). */
export function useSocialProfileQuery(memberId: number, { isEnabled }: { isEnabled: boolean }) {
  return useQuery({ ...socialProfileQueryOptions(memberId), enabled: isEnabled });
}
