import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { env } from '../../config/env.ts';
import { getStoredToken } from '../../lib/auth-storage.ts';
import { listOutbox, type OutboxEntry, renewOutboxToken } from './outbox.ts';
import { notifyOutboxChanged, onOutboxChanged } from './outbox-events.ts';
import { OUTBOX_SYNCED_MESSAGE, syncOutbox } from './outbox-sync.ts';

const outboxQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: ['offline', 'outbox', userId] as const,
    queryFn: async (): Promise<OutboxEntry[]> =>
      (await listOutbox()).filter((entry) => entry.userId === userId),
    // Read from this device, never from the network.
    networkMode: 'always',
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The member's completions still waiting for the server, oldest first. */
export function useOutbox(userId: number) {
  const queryClient = useQueryClient();
  useEffect(
    () => onOutboxChanged(() => void queryClient.invalidateQueries({ queryKey: ['offline', 'outbox'] })),
    [queryClient],
  );
  return useQuery(outboxQueryOptions(userId));
}

/**
 * Sends the outbox on start, when the network comes back, and refreshes the screens when the
 * worker's Background Sync sent it with no page watching.
 */
export function useOutboxSync(userId: number) {
  const queryClient = useQueryClient();
  useEffect(() => {
    let isRunning = false;
    const afterSync = () => {
      notifyOutboxChanged();
      void queryClient.invalidateQueries();
    };
    const run = async () => {
      if (isRunning || !navigator.onLine) return;
      isRunning = true;
      try {
        const token = getStoredToken();
        if (token) await renewOutboxToken(userId, token);
        const { sent } = await syncOutbox(env.apiUrl);
        if (sent > 0) afterSync();
      } catch (error) {
        console.error('Synchronisation des séances hors ligne impossible', error);
      } finally {
        isRunning = false;
      }
    };
    const onWorkerMessage = (event: MessageEvent) => {
      if ((event.data as { type?: unknown } | null)?.type === OUTBOX_SYNCED_MESSAGE) afterSync();
    };
    void run();
    window.addEventListener('online', run);
    navigator.serviceWorker?.addEventListener('message', onWorkerMessage);
    return () => {
      window.removeEventListener('online', run);
      navigator.serviceWorker?.removeEventListener('message', onWorkerMessage);
    };
  }, [queryClient, userId]);
}
