import { createPublicKey, randomUUID } from 'node:crypto';
import {
  NOTIFICATION_LIMITS,
  type Notification,
  type NotificationType,
  PUSH_MESSAGES,
  type PushPreferences,
  type PushPreferencesUpdate,
  type PushSubscriptionInput,
  type pushPreferencesUpdateBody,
} from '@elan/domain';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  type ListedNotification,
  notificationsRepository as notifications,
} from './notifications.repository.ts';
import type { PushDelivery } from './push.delivery.ts';
import type { Enqueue } from './push.jobs.ts';
import { pushRepository as repo } from './push.repository.ts';
import { isAllowedPushEndpoint } from './push-endpoint.ts';

type PreferencesUpdate = z.output<typeof pushPreferencesUpdateBody> & PushPreferencesUpdate;
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

const toNotification = (row: ListedNotification): Notification => ({
  id: row.id,
  type: row.type as NotificationType,
  title: row.title,
  message: row.message,
  data: row.data,
  read: row.read,
  created_at: row.created_at.toISOString(),
});

/** A p256dh that decodes to a point on P-256 (the schema checked its length and 0x04 prefix). */
function isCurvePoint(p256dh: string): boolean {
  const bytes = Buffer.from(p256dh, 'base64url');
  try {
    createPublicKey({
      key: {
        kty: 'EC',
        crv: 'P-256',
        x: bytes.subarray(1, 33).toString('base64url'),
        y: bytes.subarray(33, 65).toString('base64url'),
      },
      format: 'jwk',
    });
    return true;
  } catch {
    return false;
  }
}

/** Spec §7 Push: every route acts on the signed-in member's own data only. */
export function createPushService(deps: {
  db: Database;
  delivery: PushDelivery;
  enqueue: Enqueue;
  vapidPublicKey: string;
  now: () => Date;
  /** Tests only: subscriptions to the loopback push-service stub. */
  allowLoopbackEndpoints?: boolean;
}) {
  const { db, delivery, enqueue, now } = deps;
  return {
    async list(userId: number, limit: number, offset: number): Promise<Notification[]> {
      return (await notifications.list(db, userId, limit, offset)).map(toNotification);
    },

    /** Another member's notification reads as missing: 404, never a hint that it exists. */
    async read(userId: number, id: number): Promise<Notification> {
      const row = await notifications.markRead(db, userId, id);
      if (!row) throw new AppError('NOT_FOUND', PUSH_MESSAGES.notificationNotFound);
      return toNotification(row);
    },

    async readAll(userId: number) {
      return { updated: await notifications.markAllRead(db, userId) };
    },

    stats: (userId: number) => notifications.stats(db, userId, new Date(now().getTime() - WEEK_MS)),

    vapidKey: () => ({ publicKey: deps.vapidPublicKey }),

    /** Only a real push service's endpoint is stored: the server will post to it (SSRF, decision 026). */
    async subscribe(userId: number, subscription: PushSubscriptionInput) {
      if (!isAllowedPushEndpoint(subscription.endpoint, deps.allowLoopbackEndpoints))
        throw new AppError('BAD_REQUEST', PUSH_MESSAGES.endpointInvalid);
      if (!isCurvePoint(subscription.keys.p256dh))
        throw new AppError('BAD_REQUEST', PUSH_MESSAGES.p256dhInvalid);
      const row = await repo.upsertSubscription(db, userId, subscription.endpoint, subscription.keys);
      // Another member's endpoint is not taken over: their pushes would come to this account.
      if (!row) throw new AppError('CONFLICT', PUSH_MESSAGES.endpointTaken);
      return { endpoint: row.endpoint, active: true };
    },

    async unsubscribe(userId: number, endpoint: string) {
      if (!(await repo.removeSubscription(db, userId, endpoint)))
        throw new AppError('NOT_FOUND', PUSH_MESSAGES.subscriptionNotFound);
      return { endpoint, active: false };
    },

    async preferences(userId: number): Promise<PushPreferences> {
      const { user_id: _user, ...preferences } = await repo.preferences(db, userId);
      return preferences as PushPreferences;
    },

    async updatePreferences(userId: number, changes: PreferencesUpdate): Promise<PushPreferences> {
      const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
      await repo.updatePreferences(db, userId, defined);
      return this.preferences(userId);
    },

    async test(userId: number) {
      const { reached, failed } = await delivery.sendTest(userId);
      if (reached === 0 && failed === 0) throw new AppError('BAD_REQUEST', PUSH_MESSAGES.noActiveDevice);
      if (reached === 0) throw new AppError('BAD_REQUEST', PUSH_MESSAGES.testNotDelivered);
      return { devices: reached };
    },

    /**
     * One pending rest-end push per member: a new timer replaces the last (its delayed job finds
     * its token gone and does nothing); at most one start every 15 s; the end within 10 minutes.
     */
    async startRestTimer(userId: number, endsAtText: string) {
      const current = now();
      const endsAt = new Date(endsAtText);
      const ahead = endsAt.getTime() - current.getTime();
      if (ahead <= 0 || ahead > NOTIFICATION_LIMITS.restTimerMaxAheadMs)
        throw new AppError('BAD_REQUEST', PUSH_MESSAGES.endsAtRange);
      await db.transaction(async (tx) => {
        const previous = await repo.lockRestTimer(tx, userId);
        if (
          previous &&
          current.getTime() - previous.created_at.getTime() < NOTIFICATION_LIMITS.restTimerMinIntervalMs
        )
          throw new AppError('TOO_MANY_REQUESTS', PUSH_MESSAGES.restTimerTooFrequent);
        const token = randomUUID();
        await repo.saveRestTimer(tx, userId, token, endsAt, current);
        await enqueue(tx, { kind: 'rest_timer', userId, token }, { startAfter: endsAt });
      });
      return { ends_at: endsAt.toISOString() };
    },

    async cancelRestTimer(userId: number) {
      const endsAt = await repo.clearRestTimer(db, userId);
      if (!endsAt) throw new AppError('NOT_FOUND', PUSH_MESSAGES.restTimerNotFound);
      return { ends_at: endsAt.toISOString() };
    },
  };
}

export type PushService = ReturnType<typeof createPushService>;
