import type { InvitationPreview } from '@elan/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { COACH_KEYS } from './coach-keys.ts';

/** GET /api/coach/invitations/{code}: who invites, and the member's current coach (404 when expired). */
export function getInvitation({ code, signal }: { code: string; signal?: AbortSignal }) {
  return apiClient.get<InvitationPreview>(`/coach/invitations/${encodeURIComponent(code)}`, { signal });
}

export const invitationQueryOptions = (code: string) =>
  queryOptions({
    queryKey: COACH_KEYS.invitation(code),
    queryFn: ({ signal }) => getInvitation({ code, signal }),
    retry: false,
  });

export function useInvitationQuery(code: string) {
  return useQuery(invitationQueryOptions(code));
}
