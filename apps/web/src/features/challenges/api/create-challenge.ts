import type { ChallengeDetail, CreateChallengeBody } from '@elan/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { socialApiClient } from '../../../lib/api-client.ts';
import { invalidateChallengeQueries } from './challenges-query-key.ts';

/** POST /social/challenges: the member takes part, the friends are invited. */
export function createChallenge(body: CreateChallengeBody): Promise<ChallengeDetail> {
  return socialApiClient.post<ChallengeDetail>('/social/challenges', body);
}

export function useCreateChallengeMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createChallenge,
    onSuccess: () => invalidateChallengeQueries(queryClient),
  });
}
