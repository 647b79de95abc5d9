import type { UnlockBody, UnlockResult } from '@elan/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { socialApiClient } from '../../../lib/api-client.ts';
import { invalidateSocialQueries } from './social-query-key.ts';

/** POST /social/feed/unlock: today's own completion opens the circle and posts the event. */
export function unlockFeed(body: UnlockBody): Promise<UnlockResult> {
  return socialApiClient.post<UnlockResult>('/social/feed/unlock', body);
}

export function useUnlockFeedMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unlockFeed,
    onSuccess: () => invalidateSocialQueries(queryClient),
  });
}
