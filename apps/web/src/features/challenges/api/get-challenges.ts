import type { ChallengeSummary } from '@elan/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { socialApiClient } from '../../../lib/api-client.ts';
import { CHALLENGES_QUERY_ROOT } from './challenges-query-key.ts';

/** GET /social/challenges: the member's challenges, invited or joined, active first. */
export function getChallenges({ signal }: { signal?: AbortSignal } = {}): Promise<ChallengeSummary[]> {
  return socialApiClient.get<ChallengeSummary[]>('/social/challenges', { signal });
}

export const challengesQueryOptions = () =>
  queryOptions({
    queryKey: [CHALLENGES_QUERY_ROOT, 'list'] as const,
    queryFn: ({ signal }) => getChallenges({ signal }),
  });

export function useChallengesQuery() {
  return useQuery(challengesQueryOptions());
}
