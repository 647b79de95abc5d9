import { useMutation, useQueryClient } from '@tanstack/react-query';
import { socialApiClient } from '../../../lib/api-client.ts';
import { invalidateChallengeQueries } from './challenges-query-key.ts';

/** « Rejoindre » or « Décliner » an invitation. */
export type ChallengeAnswer = 'join' | 'decline';

/** POST /social/challenges/{id}/join or …/decline. */
export function answerChallenge({ id, answer }: { id: number; answer: ChallengeAnswer }): Promise<unknown> {
  return socialApiClient.post(`/social/challenges/${id}/${answer}`);
}

export function useAnswerChallengeMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerChallenge,
    onSuccess: () => invalidateChallengeQueries(queryClient),
  });
}
