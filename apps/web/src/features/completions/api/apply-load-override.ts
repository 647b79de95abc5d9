import type { LoadOverride, LoadOverrideBody } from '@elan/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { SESSION_TARGETS_KEY } from './get-session-targets.ts';

/** POST /api/sessions/{id}/targets/overrides: « Appliquer » on a stall's suggestion (the member's own). */
export function applyLoadOverride({ sessionId, body }: { sessionId: number; body: LoadOverrideBody }) {
  return apiClient.post<LoadOverride>(`/sessions/${sessionId}/targets/overrides`, body);
}

export function useApplyLoadOverrideMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyLoadOverride,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSION_TARGETS_KEY }),
  });
}
