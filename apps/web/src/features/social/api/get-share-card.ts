import type { ShareCard } from '@elan/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { socialApiClient } from '../../../lib/api-client.ts';
import { SOCIAL_QUERY_ROOT } from './social-query-key.ts';

/** GET /social/share/card?sessionCompletionId: the day's card data (spec §3 share data). */
export function getShareCard(
  sessionCompletionId: number | undefined,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ShareCard> {
  return socialApiClient.get<ShareCard>('/social/share/card', { query: { sessionCompletionId }, signal });
}

export const shareCardQueryOptions = (sessionCompletionId: number | undefined) =>
  queryOptions({
    queryKey: [SOCIAL_QUERY_ROOT, 'share-card', sessionCompletionId ?? null] as const,
    queryFn: ({ signal }) => getShareCard(sessionCompletionId, { signal }),
  });

export function useShareCardQuery(sessionCompletionId: number | undefined) {
  return useQuery(shareCardQueryOptions(sessionCompletionId));
}
