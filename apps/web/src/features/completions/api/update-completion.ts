import type { Completion, UpdateCompletionBody } from '@elan/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { completionQueryOptions } from './get-completion.ts';

type UpdateCompletionInput = {
  completionId: number;
  body: UpdateCompletionBody;
  /** Sent while the page is hidden or closing: the request must outlive it. */
  keepalive?: boolean;
};

/** PUT /api/completions/{id} {notes, feeling, photo_url}: the author only (403 otherwise). */
export function updateCompletion({
  completionId,
  body,
  keepalive,
}: UpdateCompletionInput): Promise<Completion> {
  return apiClient.put<Completion>(`/completions/${completionId}`, body, keepalive ? { keepalive } : {});
}

export function useUpdateCompletionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCompletion,
    onSuccess: (_completion, { completionId }) =>
      queryClient.invalidateQueries({ queryKey: completionQueryOptions(completionId).queryKey }),
  });
}
