import type { Feeling } from '@elan/domain';
import { useCallback, useEffect } from 'react';
import { changeOutboxEntry, type OutboxChange } from './outbox.ts';
import { notifyOutboxChanged } from './outbox-events.ts';
import {
  CompletionQueuedError,
  type SendCompletion,
  useCreateOrQueueCompletionMutation,
} from './queue-completion.ts';

type QueuedCompletionOptions = {
  idempotencyKey: string;
  notes: string;
  feeling: Feeling | null;
  /** The completions feature's POST, tried first. */
  send: SendCompletion;
};

/**
 * The summary's save with the offline outbox behind it: `isQueued` once the completion waits on
 * this device; the notes and feeling typed meanwhile are kept with it as they change (nothing is
 * lost if the tab closes), and `keep` adds a photo.
 */
export function useQueuedCompletion({ idempotencyKey, notes, feeling, send }: QueuedCompletionOptions) {
  const create = useCreateOrQueueCompletionMutation(send);
  const isQueued = create.error instanceof CompletionQueuedError;

  const keep = useCallback(
    async (change: OutboxChange) => {
      await changeOutboxEntry(idempotencyKey, change);
      notifyOutboxChanged();
    },
    [idempotencyKey],
  );

  useEffect(() => {
    if (isQueued) void keep({ notes: notes.trim() || null, feeling });
  }, [isQueued, keep, notes, feeling]);

  return { create, isQueued, keep };
}
