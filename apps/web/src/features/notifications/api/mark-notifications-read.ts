import type { Notification } from '@elan/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { notificationsQueryOptions } from './get-notifications.ts';
import { rememberRead } from './local-reads.ts';

/** POST /api/push/notifications/{id}/read */
export function markNotificationRead(notificationId: number): Promise<unknown> {
  return apiClient.post(`/push/notifications/${notificationId}/read`);
}

/** POST /api/push/notifications/read-all */
export function markAllNotificationsRead(): Promise<unknown> {
  return apiClient.post('/push/notifications/read-all');
}

/** `null`: every notification of the list. */
type Target = number | null;

/**
 * Spec §4: the list shows the notification read before the server answers; spec §8: a failed
 * call is only logged and the item stays read.
 */
export function useMarkReadMutation() {
  const queryClient = useQueryClient();
  const { queryKey } = notificationsQueryOptions();
  return useMutation({
    mutationFn: (target: Target) =>
      target === null ? markAllNotificationsRead() : markNotificationRead(target),
    onMutate: async (target: Target) => {
      await queryClient.cancelQueries({ queryKey });
      const current = queryClient.getQueryData<Notification[]>(queryKey) ?? [];
      const ids = target === null ? current.map((item) => item.id) : [target];
      rememberRead(ids);
      queryClient.setQueryData<Notification[]>(queryKey, (list) =>
        list?.map((item) => (ids.includes(item.id) ? { ...item, read: true } : item)),
      );
    },
    onError: (error) => console.error('Échec du marquage comme lu', error),
  });
}
