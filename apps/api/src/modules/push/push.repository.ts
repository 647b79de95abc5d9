import { DEFAULT_PUSH_PREFERENCES } from '@elan/domain';
import { and, eq, notExists, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { pushDeliveries, pushPreferences, pushSubscriptions, restTimers } from '../../db/schema/index.ts';

export type PreferencesRow = typeof pushPreferences.$inferSelect;
export type PreferenceChanges = Partial<Omit<PreferencesRow, 'user_id' | 'updated_at'>>;
export type SubscriptionRow = typeof pushSubscriptions.$inferSelect;
export type RestTimerRow = typeof restTimers.$inferSelect;

export const pushRepository = {
  /**
   * Same endpoint again from its member (a re-subscribe): the keys are updated. An endpoint another
   * member holds is left to them (no row returned): the statement decides, so two members racing
   * for one endpoint cannot both win.
   */
  async upsertSubscription(
    db: Executor,
    userId: number,
    endpoint: string,
    keys: { p256dh: string; auth: string },
  ): Promise<SubscriptionRow | undefined> {
    const [row] = await db
      .insert(pushSubscriptions)
      .values({ user_id: userId, endpoint, ...keys })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { ...keys, updated_at: sql`now()` },
        setWhere: eq(pushSubscriptions.user_id, userId),
      })
      .returning();
    return row;
  },

  async removeSubscription(db: Executor, userId: number, endpoint: string): Promise<boolean> {
    const rows = await db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.user_id, userId)))
      .returning({ id: pushSubscriptions.id });
    return rows.length > 0;
  },

  async forgetSubscription(db: Executor, id: number) {
    await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
  },

  async subscriptionsOf(db: Executor, userId: number) {
    return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.user_id, userId));
  },

  /** The member's subscriptions this notification has not reached yet (a retry skips the others). */
  async pendingSubscriptions(db: Executor, userId: number, notificationId: number) {
    return db
      .select()
      .from(pushSubscriptions)
      .where(
        and(
          eq(pushSubscriptions.user_id, userId),
          notExists(
            db
              .select({ id: pushDeliveries.id })
              .from(pushDeliveries)
              .where(
                and(
                  eq(pushDeliveries.notification_id, notificationId),
                  eq(pushDeliveries.subscription_id, pushSubscriptions.id),
                ),
              ),
          ),
        ),
      );
  },

  async recordDelivery(db: Executor, userId: number, notificationId: number | null, subscriptionId: number) {
    await db
      .insert(pushDeliveries)
      .values({ user_id: userId, notification_id: notificationId, subscription_id: subscriptionId });
  },

  async preferences(db: Executor, userId: number): Promise<Omit<PreferencesRow, 'updated_at'>> {
    const [row] = await db.select().from(pushPreferences).where(eq(pushPreferences.user_id, userId)).limit(1);
    return row ?? { user_id: userId, ...DEFAULT_PUSH_PREFERENCES };
  },

  async updatePreferences(db: Executor, userId: number, changes: PreferenceChanges) {
    const [row] = await db
      .insert(pushPreferences)
      .values({ user_id: userId, ...changes })
      .onConflictDoUpdate({ target: pushPreferences.user_id, set: { ...changes, updated_at: sql`now()` } })
      .returning();
    return row;
  },

  /** The member's timer row, locked until the transaction ends (two starts of one member queue). */
  async lockRestTimer(db: Executor, userId: number): Promise<RestTimerRow | undefined> {
    const [row] = await db
      .select()
      .from(restTimers)
      .where(eq(restTimers.user_id, userId))
      .for('update')
      .limit(1);
    return row;
  },

  async saveRestTimer(db: Executor, userId: number, token: string, endsAt: Date, createdAt: Date) {
    await db
      .insert(restTimers)
      .values({ user_id: userId, token, ends_at: endsAt, created_at: createdAt })
      .onConflictDoUpdate({
        target: restTimers.user_id,
        set: { token, ends_at: endsAt, created_at: createdAt },
      });
  },

  /** Clears the pending timer when it still carries `token` (any token when omitted). */
  async clearRestTimer(db: Executor, userId: number, token?: string): Promise<Date | undefined> {
    const rows = await db
      .update(restTimers)
      .set({ token: '' })
      .where(
        and(
          eq(restTimers.user_id, userId),
          token ? eq(restTimers.token, token) : sql`${restTimers.token} <> ''`,
        ),
      )
      .returning({ ends_at: restTimers.ends_at });
    return rows[0]?.ends_at;
  },
};
