import type { CalendarLink } from '@elan/domain';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** POST /api/schedule/calendar-link (issue 33): a new secret address; the previous one stops working. */
export function createCalendarLink(): Promise<CalendarLink> {
  return apiClient.post<CalendarLink>('/schedule/calendar-link');
}

/** DELETE /api/schedule/calendar-link: the address stops working. */
export function revokeCalendarLink(): Promise<null> {
  return apiClient.delete<null>('/schedule/calendar-link');
}

export function useCreateCalendarLinkMutation() {
  return useMutation({ mutationFn: createCalendarLink });
}

export function useRevokeCalendarLinkMutation() {
  return useMutation({ mutationFn: revokeCalendarLink });
}
