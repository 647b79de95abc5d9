import { COMMENT_LIMITS, type CompletionComment } from '@elan/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** GET /api/completions/{id}/comments?limit&offset: the thread, oldest first (decision 111). */
export function getComments({
  completionId,
  offset,
  signal,
}: {
  completionId: number;
  offset: number;
  signal?: AbortSignal;
}): Promise<CompletionComment[]> {
  return apiClient.get<CompletionComment[]>(`/completions/${completionId}/comments`, {
    query: { limit: COMMENT_LIMITS.defaultLimit, offset },
    signal,
  });
}

export const commentsQueryOptions = (completionId: number) =>
  infiniteQueryOptions({
    queryKey: ['comments', completionId] as const,
    queryFn: ({ pageParam, signal }) => getComments({ completionId, offset: pageParam, signal }),
    initialPageParam: 0,
    // A full page may have a next one; a short page is the thread's end.
    getNextPageParam: (lastPage, pages) =>
      lastPage.length === COMMENT_LIMITS.defaultLimit
        ? pages.length * COMMENT_LIMITS.defaultLimit
        : undefined,
    // A 403 (not in the circle today) or a 404 will not change by asking again.
    retry: false,
  });

export function useCommentsQuery(completionId: number, isEnabled = true) {
  return useInfiniteQuery({ ...commentsQueryOptions(completionId), enabled: isEnabled });
}
