import type { MyCoach } from '@elan/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { COACH_KEYS } from './coach-keys.ts';

/** GET /api/coach/me: the member's coach, or null. */
export function getMyCoach({ signal }: { signal?: AbortSignal } = {}) {
  return apiClient.get<MyCoach | null>('/coach/me', { signal });
}

export const myCoachQueryOptions = () =>
  queryOptions({ queryKey: COACH_KEYS.me, queryFn: ({ signal }) => getMyCoach({ signal }) });

export function useMyCoachQuery() {
  return useQuery(myCoachQueryOptions());
}

/** DELETE /api/coach/me: the athlete ends the link with their coach. */
export function leaveCoach() {
  return apiClient.delete<{ athlete_id: number }>('/coach/me');
}

export function useLeaveCoachMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveCoach,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COACH_KEYS.all }),
  });
}
