import type { MyCoach } from '@elan/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { COACH_KEYS } from './coach-keys.ts';

/** POST /api/coach/invitations/{code}/accept: the inviter becomes the member's coach (replacing any other). */
export function acceptInvitation({ code }: { code: string }) {
  return apiClient.post<MyCoach>(`/coach/invitations/${encodeURIComponent(code)}/accept`);
}

export function useAcceptInvitationMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COACH_KEYS.all }),
  });
}
