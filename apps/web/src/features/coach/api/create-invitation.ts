import type { CoachInvitation } from '@elan/domain';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** POST /api/coach/invitations → 201 {code, url, expires_at}: a link valid 7 days. */
export function createInvitation() {
  return apiClient.post<CoachInvitation>('/coach/invitations');
}

export function useCreateInvitationMutation() {
  return useMutation({ mutationFn: createInvitation });
}
