import { PUSH_TEXTS } from '@elan/domain';
import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { apiClient } from '../../../lib/api-client.ts';

/** POST /api/push/test (no body): one push to each of the member's devices. */
export function sendTestNotification(): Promise<unknown> {
  return apiClient.post('/push/test');
}

export function useSendTestNotificationMutation() {
  return useMutation({
    mutationFn: sendTestNotification,
    onSuccess: () => toast.success(PUSH_TEXTS.testSent, { icon: null }),
    onError: (error) => {
      console.error('Échec de la notification de test', error);
      toast.error(PUSH_TEXTS.testFailed, { icon: null });
    },
  });
}
