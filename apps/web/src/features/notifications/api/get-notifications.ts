import { NOTIFICATION_LIMITS, type Notification } from '@elan/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { loadOrFallback } from '../../../lib/load-or-fallback.ts';
import { withLocalReads } from './local-reads.ts';
import { PUSH_QUERY_ROOT } from './notifications-query-key.ts';

/** GET /api/push/notifications?limit=20, newest first. Spec §7: a failure gives an empty list. */
export async function getNotifications({ signal }: { signal?: AbortSignal } = {}): Promise<Notification[]> {
  const notifications = await loadOrFallback(
    apiClient.get<Notification[]>('/push/notifications', {
      query: { limit: NOTIFICATION_LIMITS.defaultLimit },
      signal,
    }),
    [],
    'notifications',
  );
  return withLocalReads(notifications);
}

/**
 * Spec §9: polled every 30 s while the tab is visible (TanStack Query pauses the interval in a
 * hidden tab), and refreshed when the member comes back to it.
 */
export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: [PUSH_QUERY_ROOT, 'notifications'] as const,
    queryFn: ({ signal }) => getNotifications({ signal }),
    refetchInterval: NOTIFICATION_LIMITS.pollIntervalMs,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });

export function useNotificationsQuery() {
  return useQuery(notificationsQueryOptions());
}
