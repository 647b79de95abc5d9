import type { FeedEventType, ReactionEmoji } from '@elan/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  badges,
  completions,
  connections,
  feedEvents,
  feedReactions,
  feedUnlocks,
  userBadges,
  users,
} from '../../db/schema/index.ts';
import { rowsOf } from '../../lib/db-errors.ts';

export type ConnectionRow = typeof connections.$inferSelect;
export type MemberRow = { id: number; name: string; username: string };
export type ConnectionListRow = ConnectionRow & { member: MemberRow };
export type FeedEventRow = {
  id: number;
  type: FeedEventType;
  user_id: number;
  name: string;
  username: string;
  emoji: string;
  message: string;
  created_at: string;
  completion_id: number | null;
  duration: number | null;
  cursor: string;
  counts: Partial<Record<ReactionEmoji, number>> | null;
  mine: ReactionEmoji | null;
};
export type NewFeedEvent = {
  type: FeedEventType;
  emoji: string;
  message: string;
  completionId?: number | null;
  data?: Record<string, unknown>;
  dedupeKey?: string;
  createdAt: Date;
};
export type ProfileRow = {
  id: number;
  name: string;
  username: string;
  is_private: boolean;
  created_at: string;
  total_sessions: number;
  friends_count: number;
  badges_count: number;
  recent_badges: { id: number; icon: string; name: string }[];
};
export type Relation = { id: number; status: 'pending' | 'accepted'; requester_id: number } | null;

const fullName = (alias: string) => sql.raw(`${alias}.first_name || ' ' || ${alias}.last_name`);

/** The member's friends (accepted either way): two index ranges of the connections table. */
export const friendIdsOf = (userId: number | SQL) => sql`
  select ${connections.addressee_id} as friend_id from ${connections}
    where ${connections.requester_id} = ${userId} and ${connections.status} = 'accepted'
  union all
  select ${connections.requester_id} from ${connections}
    where ${connections.addressee_id} = ${userId} and ${connections.status} = 'accepted'`;

/** The connection row of a pair, whichever asked (the pair's unique index). */
const pairIs = (a: number | SQL, b: number | SQL) => sql`
  least(${connections.requester_id}, ${connections.addressee_id}) = least(${a}::int, ${b}::int)
  and greatest(${connections.requester_id}, ${connections.addressee_id}) = greatest(${a}::int, ${b}::int)`;

/** `[start, end)` of a Paris day, as instants. */
export type DayRange = { start: Date; end: Date };

/** One index probe (a scalar subquery with `limit 1` is never turned into a scan of the day). */
const activeOn = (userId: SQL | number, day: DayRange) => sql`coalesce((
  select true from ${completions} where ${completions.user_id} = ${userId}
    and ${completions.completed_at} >= ${day.start} and ${completions.completed_at} < ${day.end} limit 1), false)`;

/** Micro-seconds since the epoch and id: the feed's keyset cursor (`next_before`). */
const cursorOf = (alias: string) =>
  sql.raw(`(extract(epoch from ${alias}.created_at) * 1000000)::bigint::text || '_' || ${alias}.id`);

/** The insert of feed events of one member (a CTE of another statement, or alone); none → undefined. */
export function insertEventsSql(userId: number, events: NewFeedEvent[]): SQL | undefined {
  if (events.length === 0) return undefined;
  const values = JSON.stringify(
    events.map((event) => ({
      type: event.type,
      emoji: event.emoji,
      message: event.message,
      completion_id: event.completionId ?? null,
      data: event.data ?? {},
      dedupe_key: event.dedupeKey ?? null,
      created_at: event.createdAt.toISOString(),
    })),
  );
  return sql`
    insert into ${feedEvents} (user_id, type, emoji, message, completion_id, data, dedupe_key, created_at)
    select ${userId}::int, v.type, v.emoji, v.message, v.completion_id, v.data, v.dedupe_key, v.created_at
    from jsonb_to_recordset(${values}::jsonb) as v(type text, emoji text, message text, completion_id int,
      data jsonb, dedupe_key text, created_at timestamptz)
    on conflict (user_id, dedupe_key) where dedupe_key is not null do nothing`;
}

/**
 * The feed's rows for the event ids `keys` yields (a subquery with an `id` column), as `viewerId`
 * reads them: author, completion's duration, cursor, reactions (counts and the viewer's own).
 */
const eventRowsSql = (viewerId: number, keys: SQL) => sql`
  select p.id, p.type, p.user_id, ${fullName('u')} as name, u.username, p.emoji, p.message,
    p.created_at, p.completion_id, c.duration_minutes as duration, ${cursorOf('p')} as cursor,
    (select json_object_agg(r.emoji, r.n) from (
      select emoji, count(*)::int as n from ${feedReactions} where event_id = p.id group by emoji) r) as counts,
    (select emoji from ${feedReactions} where event_id = p.id and user_id = ${viewerId}) as mine
  from (${keys}) page
  cross join lateral (select * from ${feedEvents} where id = page.id limit 1) p
  cross join lateral (select first_name, last_name, username from ${users} where id = p.user_id limit 1) u
  left join ${completions} c on c.id = p.completion_id
  order by p.created_at desc, p.id desc`;

export const socialRepository = {
  async member(db: Executor, userId: number): Promise<(MemberRow & { is_system: boolean }) | undefined> {
    const [row] = rowsOf<MemberRow & { is_system: boolean }>(
      await db.execute(sql`select id, ${fullName('u')} as name, username, is_system
        from ${users} u where id = ${userId}`),
    );
    return row;
  },

  /** The pair's row, locked for the rest of the transaction. */
  async pairForUpdate(db: Executor, a: number, b: number): Promise<ConnectionRow | undefined> {
    const [row] = await db.select().from(connections).where(pairIs(a, b)).for('update');
    return row;
  },

  async connection(db: Executor, id: number): Promise<ConnectionRow | undefined> {
    const [row] = await db.select().from(connections).where(sql`${connections.id} = ${id}`).for('update');
    return row;
  },

  /** Friends and pending requests (out, in) of the member, for the add's limits. */
  async counts(db: Executor, userId: number) {
    const [row] = rowsOf<{ friends: number; pending_out: number; pending_in: number }>(
      await db.execute(sql`select
        (select count(*)::int from (${friendIdsOf(userId)}) f) as friends,
        (select count(*)::int from ${connections} where requester_id = ${userId} and status = 'pending') as pending_out,
        (select count(*)::int from ${connections} where addressee_id = ${userId} and status = 'pending') as pending_in`),
    );
    return row ?? { friends: 0, pending_out: 0, pending_in: 0 };
  },

  async insertRequest(db: Executor, requesterId: number, addresseeId: number, at: Date) {
    const [row] = await db
      .insert(connections)
      .values({ requester_id: requesterId, addressee_id: addresseeId, created_at: at })
      .returning();
    if (!row) throw new Error('connection insert returned no row');
    return row;
  },

  async accept(db: Executor, id: number, at: Date) {
    const [row] = await db
      .update(connections)
      .set({ status: 'accepted', accepted_at: at })
      .where(sql`${connections.id} = ${id}`)
      .returning();
    if (!row) throw new Error('connection update returned no row');
    return row;
  },

  async deleteConnection(db: Executor, id: number) {
    await db.delete(connections).where(sql`${connections.id} = ${id}`);
  },

  /** Every connection of the member with the other member, pending first, bounded. */
  async list(db: Executor, userId: number, limit: number): Promise<ConnectionListRow[]> {
    return rowsOf<ConnectionListRow>(
      await db.execute(sql`
        select c.*, json_build_object('id', u.id, 'name', ${fullName('u')}, 'username', u.username) as member
        from (
          (select * from ${connections} where requester_id = ${userId} order by status desc, created_at desc limit ${limit})
          union all
          (select * from ${connections} where addressee_id = ${userId} order by status desc, created_at desc limit ${limit})
        ) c
        join ${users} u on u.id = case when c.requester_id = ${userId} then c.addressee_id else c.requester_id end
        order by c.status desc, c.created_at desc, c.id desc`),
    );
  },

  /** Members whose name or username holds `pattern` (lowercase, no accents), with their tie to the caller. */
  async search(db: Executor, userId: number, text: string, limit: number) {
    const escaped = text.replace(/[\\%_]/g, (char) => `\\${char}`);
    return rowsOf<MemberRow & { connection: Relation }>(
      await db.execute(sql`
        select u.id, ${fullName('u')} as name, u.username,
          (select json_build_object('id', ${connections.id}, 'status', ${connections.status},
              'requester_id', ${connections.requester_id})
            from ${connections} where ${pairIs(sql`u.id`, userId)}) as connection
        from ${users} u
        where u.search_text like ${`%${escaped}%`} and u.id <> ${userId} and not u.is_system
        order by (u.search_text like ${`${escaped}%`} or u.username like ${`${escaped}%`}) desc, u.search_text, u.id
        limit ${limit}`),
    );
  },

  /** The tie between the caller and another member (profile). */
  async relation(db: Executor, userId: number, otherId: number): Promise<Relation> {
    const [row] = await db
      .select({ id: connections.id, status: connections.status, requester_id: connections.requester_id })
      .from(connections)
      .where(pairIs(userId, otherId));
    return row ?? null;
  },

  async areFriends(db: Executor, a: number, b: number): Promise<boolean> {
    const relation = await this.relation(db, a, b);
    return relation?.status === 'accepted';
  },

  /**
   * The member's status (spec §3 user_status): unlocked today, streak (CONTRACT) and days trained,
   * from the completions themselves, one statement.
   */
  async status(db: Executor, userId: number, today: string, day: DayRange) {
    const [row] = rowsOf<{ unlocked: boolean; streak: number; total_days: number; friends: number }>(
      await db.execute(sql`
        with days as (
          select distinct (completed_at at time zone 'Europe/Paris')::date as day
          from ${completions} where user_id = ${userId}),
        ranked as (
          select ${today}::date - day as back, row_number() over (order by day desc) - 1 as position
          from days where day <= ${today}::date)
        select ${activeOn(userId, day)} as unlocked,
          (select count(*)::int from ranked where back = position) as streak,
          (select count(*)::int from days) as total_days,
          (select count(*)::int from (${friendIdsOf(userId)}) f) as friends`),
    );
    return row ?? { unlocked: false, streak: 0, total_days: 0, friends: 0 };
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

  /**
   * A page of the feed of `authors` (the caller and friends, or one member), newest first: per
   * author one index-only range cut at the cursor and limited to the page (so the cost follows
   * friends × page, never the table), the page's keys chosen among them, then only those rows
   * read, with each event's reactions (counts, the caller's).
   */
  async feed(
    db: Executor,
    input: {
      viewerId: number;
      authors: SQL;
      limit: number;
      offset: number;
      before?: { micros: string; id: number };
    },
  ): Promise<FeedEventRow[]> {
    const cut = input.before
      ? sql`and (e.created_at, e.id) < (timestamptz 'epoch' + ${input.before.micros}::bigint * interval '1 microsecond', ${input.before.id}::int)`
      : sql``;
    const reach = input.limit + input.offset;
    return rowsOf<FeedEventRow>(
      await db.execute(
        eventRowsSql(
          input.viewerId,
          sql`select e.created_at, e.id from (${input.authors}) a(author_id)
          cross join lateral (
            select e.created_at, e.id from ${feedEvents} e where e.user_id = a.author_id ${cut}
            order by e.created_at desc, e.id desc limit ${reach}) e
          order by e.created_at desc, e.id desc
          limit ${input.limit} offset ${input.offset}`,
        ),
      ),
    );
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

  /** Spec §3 public profile's figures, by id or username; the catalogue's account is nobody. */
  async profile(db: Executor, where: { id: number } | { username: string }, recent: number) {
    const match = 'id' in where ? sql`u.id = ${where.id}` : sql`u.username = ${where.username}`;
    const [row] = rowsOf<ProfileRow>(
      await db.execute(sql`
        select u.id, ${fullName('u')} as name, u.username, u.is_private, u.created_at,
          (select count(*)::int from ${completions} where user_id = u.id) as total_sessions,
          (select count(*)::int from (${friendIdsOf(sql`u.id`)}) f) as friends_count,
          (select count(*)::int from ${userBadges} where user_id = u.id) as badges_count,
          coalesce((select json_agg(json_build_object('id', b.id, 'icon', b.icon, 'name', b.name)
              order by ub.earned_at desc, ub.id desc)
            from (select * from ${userBadges} where user_id = u.id
              order by earned_at desc nulls first limit ${recent}) ub
            join ${badges} b on b.id = ub.badge_id), '[]'::json) as recent_badges
        from ${users} u where ${match} and not u.is_system`),
    );
    return row;
  },
};
