import {
  type CoachNotificationType,
  type NotificationType,
  PREFERENCE_BY_TYPE,
  type SocialNotificationType,
} from '@elan/domain';
import { and, count, desc, eq, gt, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import {
  enrollments,
  notifications,
  programs,
  pushDeliveries,
  pushPreferences,
  pushSubscriptions,
  users,
} from '../../db/schema/index.ts';
import { rowsOf } from '../../lib/db-errors.ts';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = {
  /** A social type has no toggle: only the master push switch applies (decision 018). */
  type: NotificationType | SocialNotificationType | CoachNotificationType;
  title: string;
  message: string;
  data?: Record<string, unknown>;
  dedupeKey?: string;
  /** The member it tells of, when its text names one: their account's deletion deletes it. */
  actorId?: number;
};
/** A stored notification, and whether a push is worth queuing (push on and a device subscribed). */
export type Stored = { id: number; user_id: number; dedupe_key: string | null; should_push: boolean };

/** The recipient's toggle for the item's type, true without a preferences row (the defaults). */
const toggleOf = sql.join(
  Object.entries(PREFERENCE_BY_TYPE).map(
    ([type, column]) => sql`when ${type} then ${sql.identifier(column)}`,
  ),
  sql` `,
);
const allows = sql`coalesce((select case v.type ${toggleOf} end from ${pushPreferences}
    where ${pushPreferences.user_id} = r.user_id), true)`;
const shouldPush = sql`coalesce((select push_enabled from push_preferences p where p.user_id = stored.user_id), true)
  and exists (select 1 from push_subscriptions s where s.user_id = stored.user_id)`;

/** What the bell shows of a notification (and what a read answers). */
const listedColumns = {
  id: notifications.id,
  type: notifications.type,
  title: notifications.title,
  message: notifications.message,
  data: notifications.data,
  read: notifications.read,
  created_at: notifications.created_at,
};
export type ListedNotification = Pick<NotificationRow, keyof typeof listedColumns>;

/** The bell's list, newest first, read on every page: built and planned once per handle. */
const listQuery = preparedQuery((db) =>
  db
    .select(listedColumns)
    .from(notifications)
    .where(eq(notifications.user_id, sql.placeholder('userId')))
    .orderBy(desc(notifications.created_at), desc(notifications.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('notifications_list'),
);

export const notificationsRepository = {
  /**
   * Stores `items` for each recipient whose toggle for the item's type is on, in one statement; a recipient who already has an item's dedupe key does not get it again (a second
   * planner, a retried job).
   */
  async insertFor(
    db: Executor,
    createdAt: Date,
    recipients: ReturnType<typeof sql>,
    items: NewNotification[],
    /** Another write of the same event (its feed events) sent in the same statement, as a CTE. */
    alongside?: SQL,
  ): Promise<Stored[]> {
    if (items.length === 0) {
      if (alongside) await db.execute(alongside);
      return [];
    }
    const values = JSON.stringify(
      items.map((item) => ({
        type: item.type,
        title: item.title,
        message: item.message,
        data: item.data ?? {},
        dedupe_key: item.dedupeKey ?? null,
        actor_id: item.actorId ?? null,
      })),
    );
    return rowsOf<Stored>(
      await db.execute(sql`
        with ${alongside ? sql`alongside as (${alongside}), ` : sql``}stored as (
          insert into ${notifications} (user_id, type, title, message, data, dedupe_key, actor_id, created_at)
          select r.user_id, v.type, v.title, v.message, v.data, v.dedupe_key, v.actor_id, ${createdAt}
          from (${recipients}) as r(user_id)
          cross join jsonb_to_recordset(${values}::jsonb)
            as v(type text, title text, message text, data jsonb, dedupe_key text, actor_id int)
          where ${allows}
          on conflict (user_id, dedupe_key) where dedupe_key is not null do nothing
          returning id, user_id, dedupe_key)
        select id, user_id, dedupe_key, ${shouldPush} as should_push from stored`),
    );
  },

  one: (userId: number) => sql`select ${userId}::int`,

  /** Members enrolled in one of the creator's other programmes (bounded by that creator's audience). */
  audienceOf: (creatorId: number, programId: number) =>
    sql`select distinct ${enrollments.user_id} from ${enrollments}
      join ${programs} on ${programs.id} = ${enrollments.program_id}
      where ${programs.created_by} = ${creatorId} and ${programs.id} <> ${programId}
        and ${enrollments.user_id} <> ${creatorId}`,

  /** Every member (the catalogue's system account is nobody to motivate). */
  everyMember: () => sql`select ${users.id} from ${users} where not ${users.is_system}`,

  async list(db: Executor, userId: number, limit: number, offset: number): Promise<ListedNotification[]> {
    return listQuery(db).execute({ userId, limit, offset });
  },

  async markRead(db: Executor, userId: number, id: number): Promise<NotificationRow | undefined> {
    const [row] = await db
      .update(notifications)
      .set({ read: true })
      .where(and(eq(notifications.id, id), eq(notifications.user_id, userId)))
      .returning();
    return row;
  },

  async markAllRead(db: Executor, userId: number): Promise<number> {
    const rows = await db
      .update(notifications)
      .set({ read: true })
      .where(and(eq(notifications.user_id, userId), eq(notifications.read, false)))
      .returning({ id: notifications.id });
    return rows.length;
  },

  async stats(db: Executor, userId: number, since: Date) {
    const [sent, devices] = await Promise.all([
      db
        .select({ value: count() })
        .from(pushDeliveries)
        .where(and(eq(pushDeliveries.user_id, userId), gt(pushDeliveries.sent_at, since))),
      db.select({ value: count() }).from(pushSubscriptions).where(eq(pushSubscriptions.user_id, userId)),
    ]);
    return { sent_last_week: sent[0]?.value ?? 0, active_devices: devices[0]?.value ?? 0 };
  },

  async byId(db: Executor, id: number): Promise<NotificationRow | undefined> {
    const [row] = await db.select().from(notifications).where(eq(notifications.id, id)).limit(1);
    return row;
  },
};

export async function memberName(db: Executor, userId: number): Promise<string> {
  const [row] = await db
    .select({ name: sql<string>`${users.first_name} || ' ' || ${users.last_name}` })
    .from(users)
    .where(eq(users.id, userId));
  return row?.name ?? '';
}
