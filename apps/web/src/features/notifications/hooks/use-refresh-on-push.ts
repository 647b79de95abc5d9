import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { notificationsQueryOptions } from '../api/get-notifications.ts';

/** What the service worker (src/sw.ts) posts to open tabs when a push arrives. */
const PUSH_RECEIVED_MESSAGE = 'elan:push-received';

/** A push arrived while Élan is open: the bell refreshes now instead of at its next poll. */
export function useRefreshOnPush(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: unknown } | null;
      if (data?.type !== PUSH_RECEIVED_MESSAGE) return;
      void queryClient.invalidateQueries({ queryKey: notificationsQueryOptions().queryKey });
    };
    navigator.serviceWorker.addEventListener('message', onMessage);
    // With addEventListener (unlike onmessage), messages wait in a queue until this is called.
    navigator.serviceWorker.startMessages();
    return () => navigator.serviceWorker.removeEventListener('message', onMessage);
  }, [queryClient]);
}
