import type { Connection, FeedEvent, FeedWorkout, PublicProfile, Reactions, Relation } from '@elan/domain';
import type { FeedPageRow } from './social.feed-page.repository.ts';
import type {
  ConnectionListRow,
  FeedEventRow,
  ProfileRow,
  Relation as RelationRow,
} from './social.repository.ts';

/** Rows of `social.repository.ts` as the CONTRACT's shapes. */
const EMPTY_COUNTS = { '👏': 0, '🔥': 0, '💪': 0, '❤️': 0 };

const iso = (value: string | Date) => new Date(value).toISOString();

export const toReactions = (row: Pick<FeedEventRow, 'counts' | 'mine'>): Reactions => ({
  counts: { ...EMPTY_COUNTS, ...(row.counts ?? {}) },
  mine: row.mine,
});

type EventCore = Pick<
  FeedPageRow,
  | 'id'
  | 'type'
  | 'user_id'
  | 'name'
  | 'username'
  | 'emoji'
  | 'message'
  | 'completion_id'
  | 'duration'
  | 'average_heart_rate'
  | 'calories_burned'
>;

/** The CONTRACT's feed event, in its field order, from either read's row. */
const feedEvent = (row: EventCore, createdAt: string, reactions: Reactions): FeedEvent => ({
  id: row.id,
  type: row.type,
  user_id: row.user_id,
  name: row.name,
  username: row.username,
  avatar_url: null,
  emoji: row.emoji,
  message: row.message,
  created_at: createdAt,
  completion_id: row.completion_id,
  duration: row.duration,
  average_heart_rate: row.average_heart_rate,
  calories_burned: row.calories_burned,
  reactions,
});

export const toFeedEvent = (row: FeedEventRow): FeedEvent =>
  feedEvent(row, iso(row.created_at), toReactions(row));

/** The workout card of a completed session's event (decision 075); `photoUrl` already signed. */
const workoutOf = (row: FeedPageRow, photoUrl: string | null): FeedWorkout | undefined =>
  row.workout_title === null || row.duration === null
    ? undefined
    : {
        session_title: row.workout_title,
        duration_minutes: row.duration,
        volume_kg: row.volume_kg ?? 0,
        sets_done: row.sets_done ?? 0,
        records: row.records ?? 0,
        feeling: row.feeling,
        photo_url: photoUrl,
        comments_count: row.comments_count ?? 0,
      };

/**
 * A row of `social.feed-page.repository.ts`; `created_at` from its µs, cut to ms as a Date does;
 * `photoUrl`: the workout's photo as the viewer may see it (a signed link, or null).
 */
export const toPageEvent = (row: FeedPageRow, photoUrl: string | null): FeedEvent => {
  const event = feedEvent(row, new Date(Math.floor(Number(row.micros) / 1000)).toISOString(), {
    counts: { '👏': row.clap, '🔥': row.fire, '💪': row.strong, '❤️': row.heart },
    mine: row.mine,
  });
  const workout = workoutOf(row, photoUrl);
  return workout ? { ...event, workout } : event;
};

/** The page's `next_before`: the last event's key when the page is full. */
export const nextCursor = (rows: FeedPageRow[], limit: number) => {
  const last = rows.at(-1);
  return last && rows.length === limit ? `${last.micros}_${last.id}` : null;
};

export const toConnection = (row: ConnectionListRow, userId: number): Connection => ({
  id: row.id,
  status: row.status,
  direction: row.requester_id === userId ? 'outgoing' : 'incoming',
  member: { ...row.member, avatar_url: null },
  created_at: iso(row.created_at),
  accepted_at: row.accepted_at ? iso(row.accepted_at) : null,
});

export const relationOf = (
  row: RelationRow,
  userId: number,
): { relation: Relation; connection_id: number | null } => {
  if (!row) return { relation: 'none', connection_id: null };
  if (row.status === 'accepted') return { relation: 'friend', connection_id: row.id };
  return { relation: row.requester_id === userId ? 'outgoing' : 'incoming', connection_id: row.id };
};

export const toPublicProfile = (row: ProfileRow): PublicProfile => ({
  id: row.id,
  name: row.name,
  username: row.username,
  avatar_url: null,
  total_sessions: row.total_sessions,
  friends_count: row.friends_count,
  badges_count: row.badges_count,
  recent_badges: row.recent_badges,
  created_at: iso(row.created_at),
});

/** `next_before` back to its parts (the schema checked its form). */
export const parseCursor = (before: string | undefined) => {
  if (!before) return undefined;
  const [micros = '0', id = '0'] = before.split('_');
  return { micros, id: Number(id) };
};
