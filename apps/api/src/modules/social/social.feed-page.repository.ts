import type { FeedEventType, Feeling, ReactionEmoji } from '@elan/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import {
  completionComments,
  completionSets,
  completions,
  connections,
  feedEvents,
  feedReactions,
  users,
} from '../../db/schema/index.ts';
import type { DayRange, FeedEventRow } from './social.sql.ts';

const viewer = sql`${sql.placeholder('viewer')}::int`;
/** The one member whose events are read (`/feed/{memberId}`); null → the viewer and friends. */
const member = sql`${sql.placeholder('member')}::int`;
const limit = sql`${sql.placeholder('limit')}::int`;
const offset = sql`${sql.placeholder('offset')}::int`;
/** The keyset cursor (`before`) as an instant and an id; none → above every event. */
const boundAt = sql`coalesce(timestamptz 'epoch' + ${sql.placeholder('beforeMicros')}::bigint * interval '1 microsecond', 'infinity')`;
const boundId = sql`coalesce(${sql.placeholder('beforeId')}::int, 0)`;

/**
 * A page of the feed and the lock (CONTRACT « Circle unlock rule ») in one statement, planned
 * once per connection (decision 038). Newest first over the authors' `(user_id, created_at, id)`
 * index: first each author's newest `ceil(reach / authors)` keys (one per author with 150
 * friends), whose `reach`-th newest is a floor no page event is older than; then, only for the
 * authors with a key above that floor, their keys above it — about a page of index entries
 * instead of `reach` per author. The page's events come back as the CONTRACT's JSON objects.
 */
const feedPageQuery = preparedQuery((db) =>
  db
    .select({
      unlocked: sql<boolean>`page.unlocked`,
      id: sql<number | null>`page.id`,
      type: sql<FeedEventType>`page.type`,
      user_id: sql<number>`page.user_id`,
      name: sql<string>`page.name`,
      username: sql<string>`page.username`,
      emoji: sql<string>`page.emoji`,
      message: sql<string>`page.message`,
      micros: sql<string>`page.micros`,
      completion_id: sql<number | null>`page.completion_id`,
      duration: sql<number | null>`page.duration`,
      average_heart_rate: sql<number | null>`page.average_heart_rate`,
      calories_burned: sql<number | null>`page.calories_burned`,
      is_private: sql<boolean>`page.is_private`,
      workout_title: sql<string | null>`page.workout_title`,
      feeling: sql<Feeling | null>`page.feeling`,
      photo_url: sql<string | null>`page.photo_url`,
      records: sql<number | null>`page.records`,
      volume_kg: sql<number | null>`page.volume_kg`,
      sets_done: sql<number | null>`page.sets_done`,
      comments_count: sql<number | null>`page.comments_count`,
      clap: sql<number>`page.clap`,
      fire: sql<number>`page.fire`,
      strong: sql<number>`page.strong`,
      heart: sql<number>`page.heart`,
      mine: sql<ReactionEmoji | null>`page.mine`,
    })
    .from(sql`(
      with gate as materialized (
        select coalesce((select true from ${completions} where user_id = ${viewer}
          and completed_at >= ${sql.placeholder('dayStart')}::timestamptz
          and completed_at < ${sql.placeholder('dayEnd')}::timestamptz limit 1), false) as unlocked),
      authors as materialized (
        select author_id from (
          select ${viewer} as author_id where ${member} is null
          union all select addressee_id from ${connections}
            where requester_id = ${viewer} and status = 'accepted' and ${member} is null
          union all select requester_id from ${connections}
            where addressee_id = ${viewer} and status = 'accepted' and ${member} is null
          union all select ${member} where ${member} is not null) a
        where (select unlocked from gate)),
      heads as materialized (
        select a.author_id, h.created_at, h.id from authors a
        cross join lateral (select e.created_at, e.id from ${feedEvents} e
          where e.user_id = a.author_id and (e.created_at, e.id) < (${boundAt}, ${boundId})
          order by e.created_at desc, e.id desc
          limit ceil((${limit} + ${offset})::numeric / greatest((select count(*) from authors), 1))::int) h),
      cutoff as materialized (
        select coalesce((select created_at from heads order by created_at desc, id desc
          offset ${limit} + ${offset} - 1 limit 1), '-infinity') as at),
      keys as materialized (
        select e.created_at, e.id
        from (select distinct author_id from heads where created_at >= (select at from cutoff)) a
        cross join lateral (select e.created_at, e.id from ${feedEvents} e
          where e.user_id = a.author_id and (e.created_at, e.id) < (${boundAt}, ${boundId})
            and e.created_at >= (select at from cutoff)
          order by e.created_at desc, e.id desc limit ${limit} + ${offset}) e
        order by e.created_at desc, e.id desc limit ${limit} offset ${offset}),
      events as (
        select k.created_at, p.id, p.type, p.user_id, u.first_name || ' ' || u.last_name as name,
          u.username, p.emoji, p.message, (extract(epoch from k.created_at) * 1000000)::bigint as micros,
          p.completion_id, c.duration_minutes as duration, c.average_heart_rate, c.calories_burned,
          u.is_private,
          case when p.type = 'session_completed' then c.session_title end as workout_title,
          c.feeling, c.photo_url, jsonb_array_length(c.beaten_records) as records,
          w.volume_kg, w.sets_done, cm.comments_count, r.clap, r.fire, r.strong, r.heart, r.mine
        from keys k
        cross join lateral (select * from ${feedEvents} where id = k.id limit 1) p
        cross join lateral (select first_name, last_name, username, is_private from ${users}
          where id = p.user_id limit 1) u
        left join ${completions} c on c.id = p.completion_id
        left join lateral (select
            coalesce(sum(s.weight_kg * s.reps) filter (where s.status = 'done' and s.set_type <> 'warmup'), 0)::float8
              as volume_kg,
            (count(*) filter (where s.status = 'done' and s.set_type <> 'warmup'))::int as sets_done
          from ${completionSets} s
          where p.type = 'session_completed' and s.completion_id = c.id) w on true
        left join lateral (select count(*)::int as comments_count from ${completionComments} cc
          where p.type = 'session_completed' and cc.completion_id = c.id) cm on true
        cross join lateral (select count(*) filter (where emoji = '👏')::int as clap,
            count(*) filter (where emoji = '🔥')::int as fire,
            count(*) filter (where emoji = '💪')::int as strong,
            count(*) filter (where emoji = '❤️')::int as heart,
            min(emoji) filter (where user_id = ${viewer}) as mine
          from ${feedReactions} where event_id = p.id) r)
      select gate.unlocked, events.* from gate left join events on true
      order by events.created_at desc, events.id desc
    ) page`)
    .prepare('social_feed_page'),
);

export type FeedPageInput = {
  viewerId: number;
  /** One member's events; undefined → the viewer's and friends'. */
  memberId?: number;
  limit: number;
  offset: number;
  before?: { micros: string; id: number };
  day: DayRange;
};

/** One event of the page; `micros` is its `created_at` in µs since the epoch (the cursor's key). */
export type FeedPageRow = Omit<FeedEventRow, 'created_at' | 'cursor' | 'counts'> & {
  micros: string;
  /** The author's, for the photo's access rule (decision 027). */
  is_private: boolean;
  /** The workout card's facts (decision 075); the title is null unless it is a completed session. */
  workout_title: string | null;
  feeling: Feeling | null;
  photo_url: string | null;
  records: number | null;
  volume_kg: number | null;
  sets_done: number | null;
  /** The workout card's comments (issue 34), counted on `completion_comments_completion_created_idx`. */
  comments_count: number | null;
  clap: number;
  fire: number;
  strong: number;
  heart: number;
};

/** The lock and a page of events, newest first (none when locked). */
export async function feedPage(db: Executor, input: FeedPageInput) {
  const rows = await feedPageQuery(db).execute({
    viewer: input.viewerId,
    member: input.memberId ?? null,
    limit: input.limit,
    offset: input.offset,
    beforeMicros: input.before?.micros ?? null,
    beforeId: input.before?.id ?? null,
    dayStart: input.day.start,
    dayEnd: input.day.end,
  });
  // One row with a null id when the page is empty: it still says whether the feed is open.
  const events = rows.filter((row): row is FeedPageRow & { unlocked: boolean } => row.id !== null);
  return { unlocked: rows[0]?.unlocked ?? false, events };
}
