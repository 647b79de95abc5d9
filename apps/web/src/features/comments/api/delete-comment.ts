import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { commentsQueryOptions } from './get-comments.ts';

type DeleteCommentInput = { commentId: number; completionId: number };

/** DELETE /api/comments/{id}: its writer or the session's author (403 otherwise). */
export function deleteComment({ commentId }: DeleteCommentInput): Promise<{ id: number }> {
  return apiClient.delete<{ id: number }>(`/comments/${commentId}`);
}

export function useDeleteCommentMutation(onChanged?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteComment,
    onSuccess: async (_result, { completionId }) => {
      onChanged?.();
      await queryClient.invalidateQueries({ queryKey: commentsQueryOptions(completionId).queryKey });
    },
  });
}
