import type { CommentBody, CompletionComment } from '@elan/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { commentsQueryOptions } from './get-comments.ts';

type PostCommentInput = { completionId: number; body: CommentBody };

/** POST /api/completions/{id}/comments {text} → 201 the comment as stored (cleaned). */
export function postComment({ completionId, body }: PostCommentInput): Promise<CompletionComment> {
  return apiClient.post<CompletionComment>(`/completions/${completionId}/comments`, body);
}

/** `onChanged`: what else shows the count (the circle's card) hears of it. */
export function usePostCommentMutation(onChanged?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postComment,
    onSuccess: async (_comment, { completionId }) => {
      onChanged?.();
      await queryClient.invalidateQueries({ queryKey: commentsQueryOptions(completionId).queryKey });
    },
  });
}
