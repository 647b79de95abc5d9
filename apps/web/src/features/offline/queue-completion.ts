import type { CreateCompletionBody, CreatedCompletion } from '@elan/domain';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../lib/api-client.ts';
import { getStoredToken } from '../../lib/auth-storage.ts';
import { addToOutbox } from './outbox.ts';
import { notifyOutboxChanged } from './outbox-events.ts';
import { OUTBOX_SYNC_TAG } from './outbox-sync.ts';

/** Thrown when the completion could not reach the server and waits in the outbox instead. */
export class CompletionQueuedError extends Error {
  override readonly name = 'CompletionQueuedError';
}

/** POST /api/completions, handed in by the completions feature that owns the call. */
export type SendCompletion = (input: {
  body: CreateCompletionBody;
  idempotencyKey: string;
}) => Promise<CreatedCompletion>;

type QueueableCompletion = {
  body: CreateCompletionBody;
  idempotencyKey: string;
  userId: number;
  sessionTitle: string;
  programTitle: string | null;
};

/** Offline, or the request never got an answer (status 0): worth keeping for later. */
function isUnreachable(error: unknown): boolean {
  return error instanceof ApiError && error.status === 0;
}

/** Asks the worker to send the outbox when the network is back, even with the tab closed. */
async function requestBackgroundSync(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.getRegistration();
  const sync = (registration as (ServiceWorkerRegistration & { sync?: SyncManagerLike }) | undefined)?.sync;
  await sync?.register(OUTBOX_SYNC_TAG).catch(() => undefined);
}
type SyncManagerLike = { register: (tag: string) => Promise<void> };

/**
 * POST /api/completions as before; with no network the completion goes to the outbox (with its
 * idempotency key, so the later send and any retry still make one) and `CompletionQueuedError`
 * tells the summary it waits there.
 */
export async function saveOrQueueCompletion(
  input: QueueableCompletion,
  send: SendCompletion,
): Promise<CreatedCompletion> {
  const token = getStoredToken();
  if (token && typeof navigator !== 'undefined' && navigator.onLine === false) {
    return queue(input, token);
  }
  try {
    return await send(input);
  } catch (error) {
    if (!token || !isUnreachable(error)) throw error;
    return queue(input, token);
  }
}

async function queue(input: QueueableCompletion, token: string): Promise<never> {
  await addToOutbox({
    idempotencyKey: input.idempotencyKey,
    userId: input.userId,
    token,
    body: input.body,
    sessionTitle: input.sessionTitle,
    programTitle: input.programTitle,
    queuedAt: Date.now(),
    photo: null,
    photoUrl: null,
    rejection: null,
  });
  notifyOutboxChanged();
  await requestBackgroundSync().catch(() => undefined);
  throw new CompletionQueuedError('Séance gardée sur cet appareil');
}

/** The summary's save: the same mutation, with the outbox behind it. */
export function useCreateOrQueueCompletionMutation(send: SendCompletion) {
  return useMutation({ mutationFn: (input: QueueableCompletion) => saveOrQueueCompletion(input, send) });
}
