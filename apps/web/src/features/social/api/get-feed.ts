import { type FeedPage, SOCIAL_LIMITS } from '@elan/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { socialApiClient } from '../../../lib/api-client.ts';
import { SOCIAL_QUERY_ROOT } from './social-query-key.ts';

/**
 * GET /social/feed?limit=50&before=…: friends' events, newest first, 50 a page (spec §9). The
 * `before` cursor keeps each page one index range however deep the member scrolls.
 */
export function getFeed({ before, signal }: { before?: string; signal?: AbortSignal }): Promise<FeedPage> {
  return socialApiClient.get<FeedPage>('/social/feed', {
    query: { limit: SOCIAL_LIMITS.feedPage, before },
    signal,
  });
}

export const feedQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [SOCIAL_QUERY_ROOT, 'feed'] as const,
    queryFn: ({ pageParam, signal }) => getFeed({ before: pageParam, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.next_before ?? undefined,
  });

export function useFeedQuery({ isEnabled }: { isEnabled: boolean }) {
  return useInfiniteQuery({ ...feedQueryOptions(), enabled: isEnabled });
}
