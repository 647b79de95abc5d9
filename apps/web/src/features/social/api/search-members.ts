import { type MemberSearchResult, SOCIAL_LIMITS } from '@elan/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { socialApiClient } from '../../../lib/api-client.ts';
import { SOCIAL_QUERY_ROOT } from './social-query-key.ts';

/** GET /social/users/search?q=: members by name or username, with where each stands to the caller. */
export function searchMembers(
  q: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<MemberSearchResult[]> {
  return socialApiClient.get<MemberSearchResult[]>('/social/users/search', { query: { q }, signal });
}

export const memberSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: [SOCIAL_QUERY_ROOT, 'search', q] as const,
    queryFn: ({ signal }) => searchMembers(q, { signal }),
  });

/** Asks only from 2 characters (the server's minimum); the last answer stays while the next loads. */
export function useMemberSearchQuery(q: string) {
  const trimmed = q.trim();
  return useQuery({
    ...memberSearchQueryOptions(trimmed),
    enabled: trimmed.length >= SOCIAL_LIMITS.searchMin,
    placeholderData: keepPreviousData,
  });
}
