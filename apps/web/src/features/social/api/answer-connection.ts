import { useMutation, useQueryClient } from '@tanstack/react-query';
import { socialApiClient } from '../../../lib/api-client.ts';
import { invalidateSocialQueries } from './social-query-key.ts';

/** What the member does with a connection: accept or decline a request, or remove (or cancel) it. */
export type ConnectionAction = 'accept' | 'decline' | 'remove';

/**
 * POST /social/connections/{id}/accept, POST …/{id}/decline, DELETE /social/connections/{id}
 * (a friend removed, or one's own request cancelled).
 */
export function answerConnection({ id, action }: { id: number; action: ConnectionAction }): Promise<unknown> {
  if (action === 'remove') return socialApiClient.delete(`/social/connections/${id}`);
  return socialApiClient.post(`/social/connections/${id}/${action}`);
}

export function useAnswerConnectionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerConnection,
    onSuccess: () => invalidateSocialQueries(queryClient),
  });
}
