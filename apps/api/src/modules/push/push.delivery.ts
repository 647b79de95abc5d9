import {
  NOTIFICATION_ICONS,
  NOTIFICATION_TEXTS,
  type NotificationType,
  notificationTarget,
  type PushPayload,
  quietHoursEnd,
} from '@elan/domain';
import type { Database } from '../../db/client.ts';
import {
  type NotificationRow,
  notificationsRepository as notifications,
} from './notifications.repository.ts';
import type { Enqueue, PushJob } from './push.jobs.ts';
import { pushRepository as repo, type SubscriptionRow } from './push.repository.ts';
import type { PushSender } from './web-push-sender.ts';

export const payloadOf = (row: NotificationRow): PushPayload => ({
  title: row.title,
  body: row.message,
  type: row.type,
  url: notificationTarget(row.type, row.data as { programId?: number }),
  icon: NOTIFICATION_ICONS[row.type as NotificationType] ?? NOTIFICATION_ICONS.other,
  tag: `notification-${row.id}`,
  notification_id: row.id,
});

/** A failed push the queue should retry (its backoff and retry limit bound the attempts). */
export class PushRetryError extends Error {}

/**
 * Runs push jobs: the member's quiet hours (Paris) hold a push until they end, or drop it for a
 * reminder; 404/410 forget the subscription; any other failure throws so the queue retries, and a
 * retry skips the devices already reached. Each push accepted is recorded (sent_last_week).
 */
export function createPushDelivery(deps: {
  db: Database;
  send: PushSender;
  enqueue: Enqueue;
  now: () => Date;
}) {
  const { db, send, enqueue, now } = deps;

  /** Pushes to each subscription; answers how many were reached and how many failed. */
  const pushTo = async (
    userId: number,
    notificationId: number | null,
    payload: PushPayload,
    targets: SubscriptionRow[],
  ) => {
    let reached = 0;
    let failed = 0;
    for (const target of targets) {
      const outcome = await send(target, payload);
      if (outcome === 'sent') {
        reached += 1;
        await repo.recordDelivery(db, userId, notificationId, target.id);
      } else if (outcome === 'gone') await repo.forgetSubscription(db, target.id);
      else failed += 1;
    }
    return { reached, failed };
  };

  const deliverNotification = async (job: Extract<PushJob, { kind: 'notification' }>) => {
    const row = await notifications.byId(db, job.notificationId);
    if (!row) return;
    const preferences = await repo.preferences(db, row.user_id);
    if (!preferences.push_enabled) return;
    const heldUntil = quietHoursEnd(now(), {
      enabled: preferences.quiet_hours_enabled,
      start: preferences.quiet_hours_start,
      end: preferences.quiet_hours_end,
    });
    if (heldUntil) {
      // A reminder after its slot has no use; anything else waits for the morning.
      if (row.type !== 'training_reminder') await enqueue(db, job, { startAfter: heldUntil });
      return;
    }
    const targets = await repo.pendingSubscriptions(db, row.user_id, row.id);
    const { failed } = await pushTo(row.user_id, row.id, payloadOf(row), targets);
    if (failed) throw new PushRetryError(`${failed} push non remis (notification ${row.id})`);
  };

  const deliverRestTimer = async (job: Extract<PushJob, { kind: 'rest_timer' }>) => {
    // Claimed once: a replaced or cancelled timer no longer carries this token.
    if (!(await repo.clearRestTimer(db, job.userId, job.token))) return;
    const { restOver } = NOTIFICATION_TEXTS;
    await pushTo(job.userId, null, restPayload(restOver), await repo.subscriptionsOf(db, job.userId));
  };

  return {
    async run(job: PushJob) {
      if (job.kind === 'notification') await deliverNotification(job);
      else await deliverRestTimer(job);
    },

    /** POST /push/test: straight to every device of the member, quiet hours or not. */
    async sendTest(userId: number) {
      const { test } = NOTIFICATION_TEXTS;
      const payload: PushPayload = {
        ...restPayload(test),
        type: 'test',
        tag: 'test',
        url: '/notifications/settings',
      };
      return pushTo(userId, null, payload, await repo.subscriptionsOf(db, userId));
    },
  };
}

const restPayload = (text: { title: string; message: string }): PushPayload => ({
  title: text.title,
  body: text.message,
  type: 'rest_timer',
  url: '/dashboard',
  icon: '⏱️',
  tag: 'rest-timer',
  notification_id: null,
});

export type PushDelivery = ReturnType<typeof createPushDelivery>;
