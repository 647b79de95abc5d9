import type { Executor } from '../../db/client.ts';

/** Work the queue runs for this area: push a stored notification, or a member's rest-end push. */
export type PushJob =
  | { kind: 'notification'; notificationId: number }
  | { kind: 'rest_timer'; userId: number; token: string };

export type EnqueueOptions = { startAfter?: Date; singletonKey?: string };

/**
 * Puts a job on the queue through `executor`, so a job sent inside a transaction exists only if
 * that transaction commits (pg-boss in production, a memory queue in tests).
 */
export type Enqueue = (executor: Executor, job: PushJob, options?: EnqueueOptions) => Promise<void>;
