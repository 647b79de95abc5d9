import type { CompletionDetail } from '@elan/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** GET /api/completions/{id}: the completion with its per-set log; 404 « Séance introuvable ». */
export function getCompletion({ completionId, signal }: { completionId: number; signal?: AbortSignal }) {
  return apiClient.get<CompletionDetail>(`/completions/${completionId}`, { signal });
}

export const completionQueryOptions = (completionId: number) =>
  queryOptions({
    queryKey: ['completions', 'detail', completionId] as const,
    queryFn: ({ signal }) => getCompletion({ completionId, signal }),
  });

export function useCompletionQuery(completionId: number, enabled = true) {
  return useQuery({ ...completionQueryOptions(completionId), enabled });
}
