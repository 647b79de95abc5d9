import type { ChallengeDetail } from '@elan/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { socialApiClient } from '../../../lib/api-client.ts';
import { CHALLENGES_QUERY_ROOT } from './challenges-query-key.ts';

/** GET /social/challenges/{id}: progress counted now, ranks, days left, and at the end the winners. */
export function getChallenge(
  id: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ChallengeDetail> {
  return socialApiClient.get<ChallengeDetail>(`/social/challenges/${id}`, { signal });
}

export const challengeQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [CHALLENGES_QUERY_ROOT, 'detail', id] as const,
    queryFn: ({ signal }) => getChallenge(id, { signal }),
    // Friends train meanwhile: the ranks are read again when the member comes back to the page.
    staleTime: 0,
  });

export function useChallengeQuery(id: number) {
  return useQuery(challengeQueryOptions(id));
}
