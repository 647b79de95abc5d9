import type { ReactionEmoji } from '@elan/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { completions, feedEvents, feedReactions, feedUnlocks, users } from '../../db/schema/index.ts';
import { rowsOf } from '../../lib/db-errors.ts';
import {
  activeOn,
  type DayRange,
  eventRowsSql,
  type FeedEventRow,
  friendIdsOf,
  fullName,
  insertEventsSql,
  type MemberRow,
  type NewFeedEvent,
} from './social.sql.ts';

/** The unlock rule, the circle, feed events and reactions (decision 018). */
export const feedRepository = {
  /** The member's friends' ids (what their feed is read from, decision 050). */
  async friendIds(db: Executor, userId: number): Promise<number[]> {
    const rows = rowsOf<{ friend_id: number }>(await db.execute(friendIdsOf(userId)));
    return rows.map((row) => row.friend_id);
  },

  /**
   * The member's status (spec §3 user_status): unlocked today, their Paris days with a completion
   * (oldest first; the streak is counted from them by the domain's rule) and friends, one statement.
   */
  async status(db: Executor, userId: number, day: DayRange) {
    const [row] = rowsOf<{ unlocked: boolean; days: string[]; friends: number }>(
      await db.execute(sql`
        with days as (
          select distinct (completed_at at time zone 'Europe/Paris')::date as day
          from ${completions} where user_id = ${userId})
        select ${activeOn(userId, day)} as unlocked,
          array(select to_char(day, 'YYYY-MM-DD') from days order by day) as days,
          (select count(*)::int from (${friendIdsOf(userId)}) f) as friends`),
    );
    return row ?? { unlocked: false, days: [], friends: 0 };
  },

  /** Whether the member trained today (the feed's lock): one index probe. */
  async unlocked(db: Executor, userId: number, day: DayRange): Promise<boolean> {
    const [row] = rowsOf<{ unlocked: boolean }>(
      await db.execute(sql`select ${activeOn(userId, day)} as unlocked`),
    );
    return row?.unlocked ?? false;
  },

  /** The circle: friends with whether each trained today, the active first, bounded. */
  async circle(db: Executor, userId: number, day: DayRange, limit: number) {
    return rowsOf<MemberRow & { feed_unlocked_today: boolean }>(
      await db.execute(sql`
        select u.id, ${fullName('u')} as name, u.username, ${activeOn(sql`u.id`, day)} as feed_unlocked_today
        from (${friendIdsOf(userId)}) f
        cross join lateral (select id, first_name, last_name, username from ${users}
          where id = f.friend_id limit 1) u
        order by feed_unlocked_today desc, u.first_name, u.last_name, u.id
        limit ${limit}`),
    );
  },

  async completion(db: Executor, id: number) {
    const [row] = rowsOf<{
      id: number;
      user_id: number;
      session_title: string;
      program_id: number | null;
      completed_at: string;
    }>(
      await db.execute(sql`select id, user_id, session_title, program_id, completed_at
        from ${completions} where id = ${id}`),
    );
    return row;
  },

  /** Records the unlock by this completion; false when it was already recorded. */
  async recordUnlock(db: Executor, userId: number, completionId: number, day: string, at: Date) {
    const rows = await db
      .insert(feedUnlocks)
      .values({ user_id: userId, completion_id: completionId, day, created_at: at })
      .onConflictDoNothing()
      .returning({ id: feedUnlocks.completion_id });
    return rows.length > 0;
  },

  /** Feed events of one member, one multi-row statement; a known dedupe key is skipped. */
  async insertEvents(db: Executor, userId: number, events: NewFeedEvent[]) {
    const statement = insertEventsSql(userId, events);
    if (statement) await db.execute(statement);
  },

  async eventOfCompletion(db: Executor, completionId: number) {
    const [row] = await db
      .select({ id: feedEvents.id })
      .from(feedEvents)
      .where(sql`${feedEvents.completion_id} = ${completionId} and ${feedEvents.type} = 'session_completed'`)
      .orderBy(feedEvents.id)
      .limit(1);
    return row?.id;
  },

  /** Today's latest own `session_completed` event, or the one of a completion (share card). */
  async shareEvent(db: Executor, userId: number, completionId: number | undefined, day: DayRange) {
    const which = completionId
      ? sql`completion_id = ${completionId}`
      : sql`created_at >= ${day.start} and created_at < ${day.end}`;
    const [row] = rowsOf<{ emoji: string; message: string }>(
      await db.execute(sql`select emoji, message from ${feedEvents}
        where user_id = ${userId} and type = 'session_completed' and ${which}
        order by created_at desc, id desc limit 1`),
    );
    return row ?? null;
  },

  /** One event as `viewerId` reads it in the feed, by its primary key (whatever its age). */
  async feedEvent(db: Executor, viewerId: number, eventId: number): Promise<FeedEventRow | undefined> {
    const [row] = rowsOf<FeedEventRow>(
      await db.execute(eventRowsSql(viewerId, sql`select ${eventId}::int as id`)),
    );
    return row;
  },

  async event(db: Executor, id: number) {
    const [row] = await db
      .select({ id: feedEvents.id, user_id: feedEvents.user_id })
      .from(feedEvents)
      .where(sql`${feedEvents.id} = ${id}`);
    return row;
  },

  /** Sets the member's reaction; true when it is new (not a change). */
  async react(db: Executor, eventId: number, userId: number, emoji: ReactionEmoji, at: Date) {
    const [row] = rowsOf<{ inserted: boolean }>(
      await db.execute(sql`
        insert into ${feedReactions} (event_id, user_id, emoji, created_at)
        values (${eventId}, ${userId}, ${emoji}, ${at})
        on conflict (event_id, user_id) do update set emoji = excluded.emoji
        returning (xmax = 0) as inserted`),
    );
    return row?.inserted ?? false;
  },

  async unreact(db: Executor, eventId: number, userId: number) {
    await db
      .delete(feedReactions)
      .where(sql`${feedReactions.event_id} = ${eventId} and ${feedReactions.user_id} = ${userId}`);
  },

  async reactions(db: Executor, eventId: number, userId: number) {
    const [row] = rowsOf<{
      counts: Partial<Record<ReactionEmoji, number>> | null;
      mine: ReactionEmoji | null;
    }>(
      await db.execute(sql`select
        (select json_object_agg(r.emoji, r.n) from (
          select emoji, count(*)::int as n from ${feedReactions} where event_id = ${eventId} group by emoji) r) as counts,
        (select emoji from ${feedReactions} where event_id = ${eventId} and user_id = ${userId}) as mine`),
    );
    return row ?? { counts: null, mine: null };
  },
};
