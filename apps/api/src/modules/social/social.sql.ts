import type { FeedEventType, ReactionEmoji } from '@elan/domain';
import { type SQL, sql } from 'drizzle-orm';
import { completions, connections, feedEvents, feedReactions, users } from '../../db/schema/index.ts';

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
  average_heart_rate: number | null;
  calories_burned: number | null;
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
  recent_badges: { id: number; code: string; icon: string; name: string }[];
};
export type Relation = { id: number; status: 'pending' | 'accepted'; requester_id: number } | null;

export const fullName = (alias: string) => sql.raw(`${alias}.first_name || ' ' || ${alias}.last_name`);

/** The member's friends (accepted either way): two index ranges of the connections table. */
export const friendIdsOf = (userId: number | SQL) => sql`
  select ${connections.addressee_id} as friend_id from ${connections}
    where ${connections.requester_id} = ${userId} and ${connections.status} = 'accepted'
  union all
  select ${connections.requester_id} from ${connections}
    where ${connections.addressee_id} = ${userId} and ${connections.status} = 'accepted'`;

/** The connection row of a pair, whichever asked (the pair's unique index). */
export const pairIs = (a: number | SQL, b: number | SQL) => sql`
  least(${connections.requester_id}, ${connections.addressee_id}) = least(${a}::int, ${b}::int)
  and greatest(${connections.requester_id}, ${connections.addressee_id}) = greatest(${a}::int, ${b}::int)`;

/** `[start, end)` of a Paris day, as instants. */
export type DayRange = { start: Date; end: Date };

/** One index probe (a scalar subquery with `limit 1` is never turned into a scan of the day). */
export const activeOn = (userId: SQL | number, day: DayRange) => sql`coalesce((
  select true from ${completions} where ${completions.user_id} = ${userId}
    and ${completions.completed_at} >= ${day.start} and ${completions.completed_at} < ${day.end} limit 1), false)`;

/** Micro-seconds since the epoch and id: the feed's keyset cursor (`next_before`). */
export const cursorOf = (alias: string) =>
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
export const eventRowsSql = (viewerId: number, keys: SQL) => sql`
  select p.id, p.type, p.user_id, ${fullName('u')} as name, u.username, p.emoji, p.message,
    p.created_at, p.completion_id, c.duration_minutes as duration, c.average_heart_rate,
    c.calories_burned, ${cursorOf('p')} as cursor,
    (select json_object_agg(r.emoji, r.n) from (
      select emoji, count(*)::int as n from ${feedReactions} where event_id = p.id group by emoji) r) as counts,
    (select emoji from ${feedReactions} where event_id = p.id and user_id = ${viewerId}) as mine
  from (${keys}) page
  cross join lateral (select * from ${feedEvents} where id = page.id limit 1) p
  cross join lateral (select first_name, last_name, username from ${users} where id = p.user_id limit 1) u
  left join ${completions} c on c.id = p.completion_id
  order by p.created_at desc, p.id desc`;
