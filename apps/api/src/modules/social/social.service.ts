import {
  addDays,
  type Circle,
  type Connection,
  DEFAULT_UNLOCK_EMOJI,
  FEED_EMOJIS,
  FEED_TEXTS,
  type FeedEvent,
  type FeedPage,
  type FeedStatus,
  MESSAGES,
  type MemberSearchResult,
  type PublicProfile,
  parisDay,
  parisDayStart,
  type ReactionEmoji,
  type Reactions,
  type Relation,
  type ShareCard,
  SOCIAL_LIMITS,
  SOCIAL_MESSAGES,
  SOCIAL_NOTIFICATION_TEXTS,
  type SocialProfile,
  STREAK_MILESTONES,
  type socialFeedQuery,
  type UnlockResult,
  type unlockBody,
} from '@elan/domain';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Transaction } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import type { NewNotification } from '../push/notifications.repository.ts';
import {
  type ConnectionListRow,
  type ConnectionRow,
  type DayRange,
  type FeedEventRow,
  friendIdsOf,
  type NewFeedEvent,
  type ProfileRow,
  type Relation as RelationRow,
  socialRepository as repo,
} from './social.repository.ts';

type UnlockInput = z.output<typeof unlockBody>;
type FeedInput = z.output<typeof socialFeedQuery>;

/** How the social module tells members (the notifier's `store`, in the caller's transaction). */
export type SocialNotify = {
  toMember: (tx: Transaction, userId: number, item: NewNotification) => Promise<unknown>;
  toFriends: (tx: Transaction, userId: number, item: NewNotification) => Promise<unknown>;
};
/** Another area's reaction to a friendship or an unlock (badges), in the same transaction. */
type SocialHook = (tx: Transaction, userId: number) => Promise<void>;

type SocialServiceOptions = { now?: () => Date; notify: SocialNotify; onChanged?: SocialHook[] };

const EMPTY_COUNTS = { '👏': 0, '🔥': 0, '💪': 0, '❤️': 0 };

const iso = (value: string | Date) => new Date(value).toISOString();

export const toReactions = (row: Pick<FeedEventRow, 'counts' | 'mine'>): Reactions => ({
  counts: { ...EMPTY_COUNTS, ...(row.counts ?? {}) },
  mine: row.mine,
});

export const toFeedEvent = (row: FeedEventRow): FeedEvent => ({
  id: row.id,
  type: row.type,
  user_id: row.user_id,
  name: row.name,
  username: row.username,
  avatar_url: null,
  emoji: row.emoji,
  message: row.message,
  created_at: iso(row.created_at),
  completion_id: row.completion_id,
  duration: row.duration,
  average_heart_rate: null,
  calories_burned: null,
  reactions: toReactions(row),
});

const toConnection = (row: ConnectionListRow, userId: number): Connection => ({
  id: row.id,
  status: row.status,
  direction: row.requester_id === userId ? 'outgoing' : 'incoming',
  member: { ...row.member, avatar_url: null },
  created_at: iso(row.created_at),
  accepted_at: row.accepted_at ? iso(row.accepted_at) : null,
});

const relationOf = (
  row: RelationRow,
  userId: number,
): { relation: Relation; connection_id: number | null } => {
  if (!row) return { relation: 'none', connection_id: null };
  if (row.status === 'accepted') return { relation: 'friend', connection_id: row.id };
  return { relation: row.requester_id === userId ? 'outgoing' : 'incoming', connection_id: row.id };
};

const toPublicProfile = (row: ProfileRow): PublicProfile => ({
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
const parseCursor = (before: string | undefined) => {
  if (!before) return undefined;
  const [micros = '0', id = '0'] = before.split('_');
  return { micros, id: Number(id) };
};

export function createSocialService(db: Database, options: SocialServiceOptions) {
  const now = options.now ?? (() => new Date());
  const today = () => parisDay(now());
  const dayRange = (day = today()): DayRange => ({
    start: parisDayStart(day),
    end: parisDayStart(addDays(day, 1)),
  });
  const changed = async (tx: Transaction, ...userIds: number[]) => {
    for (const hook of options.onChanged ?? []) for (const userId of userIds) await hook(tx, userId);
  };

  const requireMember = async (userId: number) => {
    const member = await repo.member(db, userId);
    if (!member || member.is_system) throw new AppError('NOT_FOUND', SOCIAL_MESSAGES.userNotFound);
    return member;
  };

  const status = async (userId: number): Promise<FeedStatus & { friends: number }> =>
    repo.status(db, userId, today(), dayRange());

  const connectionItem = async (tx: Transaction, row: ConnectionRow, userId: number) => {
    const otherId = row.requester_id === userId ? row.addressee_id : row.requester_id;
    const other = await repo.member(tx, otherId);
    return toConnection(
      { ...row, member: { id: otherId, name: other?.name ?? '', username: other?.username ?? '' } },
      userId,
    );
  };

  /** A connection the caller is part of, locked; another's is answered as missing. */
  const ownConnection = async (tx: Transaction, userId: number, id: number) => {
    const row = await repo.connection(tx, id);
    if (!row || (row.requester_id !== userId && row.addressee_id !== userId))
      throw new AppError('NOT_FOUND', SOCIAL_MESSAGES.connectionNotFound);
    return row;
  };

  const acceptInside = async (tx: Transaction, row: ConnectionRow, userId: number) => {
    const limits = await repo.counts(tx, userId);
    if (limits.friends >= SOCIAL_LIMITS.maxFriends)
      throw new AppError('CONFLICT', SOCIAL_MESSAGES.tooManyFriends);
    const accepted = await repo.accept(tx, row.id, now());
    const me = await repo.member(tx, userId);
    await options.notify.toMember(tx, row.requester_id, {
      type: 'friend_accepted',
      ...SOCIAL_NOTIFICATION_TEXTS.friendAccepted(me?.name ?? ''),
      data: { url: '/friends' },
    });
    await changed(tx, row.requester_id, row.addressee_id);
    return accepted;
  };

  /** The events the caller may read now: locked → none (CONTRACT « Circle unlock rule »). */
  const page = async (
    userId: number,
    authors: ReturnType<typeof sql>,
    query: FeedInput,
  ): Promise<FeedPage> => {
    if (!(await repo.unlocked(db, userId, dayRange()))) return { feed: [], locked: true, next_before: null };
    const rows = await repo.feed(db, {
      viewerId: userId,
      authors,
      limit: query.limit,
      offset: query.offset,
      before: parseCursor(query.before),
    });
    const last = rows.at(-1);
    return {
      feed: rows.map(toFeedEvent),
      locked: false,
      next_before: last && rows.length === query.limit ? last.cursor : null,
    };
  };

  /** The caller's own event `id` as the caller reads it (after an unlock), by its key. */
  const ownEvent = async (userId: number, eventId: number) => {
    const row = await repo.feedEvent(db, userId, eventId);
    if (!row || row.user_id !== userId) throw new AppError('NOT_FOUND', SOCIAL_MESSAGES.eventNotFound);
    return toFeedEvent(row);
  };

  /** An event the caller may react to: a friend's, while the caller's feed is open. */
  const reactableEvent = async (userId: number, eventId: number) => {
    const event = await repo.event(db, eventId);
    if (!event) throw new AppError('NOT_FOUND', SOCIAL_MESSAGES.eventNotFound);
    if (event.user_id === userId) throw new AppError('FORBIDDEN', SOCIAL_MESSAGES.ownEvent);
    if (!(await repo.areFriends(db, userId, event.user_id)))
      throw new AppError('NOT_FOUND', SOCIAL_MESSAGES.eventNotFound);
    if (!(await repo.unlocked(db, userId, dayRange())))
      throw new AppError('FORBIDDEN', SOCIAL_MESSAGES.feedLocked);
    return event;
  };

  return {
    /** CONTRACT « Friends »: a request; the other's pending request to the caller accepts both. */
    async addFriend(userId: number, friendId: number): Promise<{ connection: Connection; created: boolean }> {
      if (friendId === userId) throw new AppError('BAD_REQUEST', SOCIAL_MESSAGES.cannotAddSelf);
      await requireMember(friendId);
      try {
        return await db.transaction(async (tx) => {
          const existing = await repo.pairForUpdate(tx, userId, friendId);
          if (existing?.status === 'accepted') throw new AppError('CONFLICT', SOCIAL_MESSAGES.alreadyFriends);
          if (existing && existing.requester_id === userId)
            throw new AppError('CONFLICT', SOCIAL_MESSAGES.requestPending);
          if (existing) {
            const accepted = await acceptInside(tx, existing, userId);
            return { connection: await connectionItem(tx, accepted, userId), created: false };
          }
          const limits = await repo.counts(tx, userId);
          if (limits.friends >= SOCIAL_LIMITS.maxFriends)
            throw new AppError('CONFLICT', SOCIAL_MESSAGES.tooManyFriends);
          if (limits.pending_out >= SOCIAL_LIMITS.maxPendingOut)
            throw new AppError('TOO_MANY_REQUESTS', SOCIAL_MESSAGES.tooManyRequests);
          const row = await repo.insertRequest(tx, userId, friendId, now());
          const me = await repo.member(tx, userId);
          await options.notify.toMember(tx, friendId, {
            type: 'friend_request',
            ...SOCIAL_NOTIFICATION_TEXTS.friendRequest(me?.name ?? ''),
            data: { url: '/friends' },
          });
          return { connection: await connectionItem(tx, row, userId), created: true };
        });
      } catch (error) {
        // Both asked at the same instant: the other request won the pair.
        if (isUniqueViolation(error, 'connections_pair_unique'))
          throw new AppError('CONFLICT', SOCIAL_MESSAGES.requestPending);
        throw error;
      }
    },

    async connections(userId: number): Promise<Connection[]> {
      const limit = SOCIAL_LIMITS.maxFriends + SOCIAL_LIMITS.maxPendingIn;
      return (await repo.list(db, userId, limit)).map((row) => toConnection(row, userId));
    },

    async accept(userId: number, id: number): Promise<Connection> {
      return db.transaction(async (tx) => {
        const row = await ownConnection(tx, userId, id);
        if (row.addressee_id !== userId) throw new AppError('FORBIDDEN', SOCIAL_MESSAGES.onlyAddressee);
        if (row.status !== 'pending') throw new AppError('CONFLICT', SOCIAL_MESSAGES.notPending);
        return connectionItem(tx, await acceptInside(tx, row, userId), userId);
      });
    },

    async decline(userId: number, id: number) {
      return db.transaction(async (tx) => {
        const row = await ownConnection(tx, userId, id);
        if (row.addressee_id !== userId) throw new AppError('FORBIDDEN', SOCIAL_MESSAGES.onlyAddressee);
        if (row.status !== 'pending') throw new AppError('CONFLICT', SOCIAL_MESSAGES.notPending);
        await repo.deleteConnection(tx, id);
        return { id };
      });
    },

    /** Either side removes a friendship or withdraws a request. */
    async remove(userId: number, id: number) {
      return db.transaction(async (tx) => {
        const row = await ownConnection(tx, userId, id);
        await repo.deleteConnection(tx, id);
        if (row.status === 'accepted') await changed(tx, row.requester_id, row.addressee_id);
        return { id };
      });
    },

    async search(userId: number, query: string): Promise<MemberSearchResult[]> {
      const text = query
        .normalize('NFD')
        .replace(/\p{M}/gu, '')
        .toLowerCase()
        .replace(/œ/g, 'o')
        .replace(/æ/g, 'a');
      const rows = await repo.search(db, userId, text, SOCIAL_LIMITS.searchResults);
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        username: row.username,
        avatar_url: null,
        ...relationOf(row.connection, userId),
      }));
    },

    async feedStatus(userId: number): Promise<FeedStatus> {
      const { unlocked, streak, total_days } = await status(userId);
      return { unlocked, streak, total_days };
    },

    async circle(userId: number): Promise<Circle> {
      const [own, friends] = [
        await status(userId),
        await repo.circle(db, userId, dayRange(), SOCIAL_LIMITS.maxFriends),
      ];
      return {
        user_status: { unlocked: own.unlocked, streak: own.streak, total_days: own.total_days },
        circle: {
          total_friends: own.friends,
          active_today: friends.filter((friend) => friend.feed_unlocked_today).length,
          friends: friends.map((friend) => ({ ...friend, avatar_url: null })),
        },
      };
    },

    /**
     * CONTRACT « Circle unlock rule »: the caller's own completion of today (Paris) opens the feed
     * and posts its `session_completed` event once; a streak milestone posts its event too.
     */
    async unlock(userId: number, body: UnlockInput): Promise<{ result: UnlockResult; created: boolean }> {
      const completion = await repo.completion(db, body.sessionCompletionId);
      if (!completion) throw new AppError('NOT_FOUND', MESSAGES.completionNotFound);
      if (completion.user_id !== userId) throw new AppError('FORBIDDEN', SOCIAL_MESSAGES.completionNotYours);
      const day = today();
      if (parisDay(completion.completed_at) !== day)
        throw new AppError('FORBIDDEN', SOCIAL_MESSAGES.completionNotToday);
      const before = await status(userId);
      const created = await db.transaction(async (tx) => {
        if (!(await repo.recordUnlock(tx, userId, completion.id, day, now()))) return false;
        const message =
          body.message ??
          (completion.program_id
            ? FEED_TEXTS.sessionCompleted(completion.session_title)
            : FEED_TEXTS.freeSession);
        const at = now();
        const events: NewFeedEvent[] = [
          {
            type: 'session_completed',
            emoji: body.emoji ?? DEFAULT_UNLOCK_EMOJI,
            message,
            completionId: completion.id,
            createdAt: at,
          },
        ];
        if ((STREAK_MILESTONES as readonly number[]).includes(before.streak)) {
          // Once a day: the same streak reached again after a deletion is not news.
          events.push({
            type: 'streak_achieved',
            emoji: FEED_EMOJIS.streak_achieved,
            message: FEED_TEXTS.streakAchieved(before.streak),
            data: { days: before.streak },
            dedupeKey: `streak:${day}`,
            createdAt: at,
          });
        }
        await repo.insertEvents(tx, userId, events);
        const me = await repo.member(tx, userId);
        await options.notify.toFriends(tx, userId, {
          type: 'session_completed',
          ...SOCIAL_NOTIFICATION_TEXTS.friendSession(me?.name ?? '', message),
          data: { url: '/feed', completionId: completion.id },
        });
        await changed(tx, userId);
        return true;
      });
      const eventId = await repo.eventOfCompletion(db, completion.id);
      if (!eventId) throw new AppError('NOT_FOUND', SOCIAL_MESSAGES.eventNotFound);
      return {
        result: {
          unlocked: true,
          streak: before.streak,
          total_days: before.total_days,
          feed_event: await ownEvent(userId, eventId),
        },
        created,
      };
    },

    /** The caller's feed: own and friends' events, newest first (decision 018). */
    async feed(userId: number, query: FeedInput): Promise<FeedPage> {
      return page(userId, sql`select ${userId}::int union all ${friendIdsOf(userId)}`, query);
    },

    /** One member's events: the caller's own or a friend's. */
    async memberFeed(userId: number, memberId: number, query: FeedInput): Promise<FeedPage> {
      if (memberId !== userId) {
        await requireMember(memberId);
        if (!(await repo.areFriends(db, userId, memberId)))
          throw new AppError('FORBIDDEN', SOCIAL_MESSAGES.notFriends);
      }
      return page(userId, sql`select ${memberId}::int`, query);
    },

    async react(userId: number, eventId: number, emoji: ReactionEmoji): Promise<Reactions> {
      const event = await reactableEvent(userId, eventId);
      await db.transaction(async (tx) => {
        const isNew = await repo.react(tx, eventId, userId, emoji, now());
        if (!isNew) return;
        const me = await repo.member(tx, userId);
        await options.notify.toMember(tx, event.user_id, {
          type: 'feed_reaction',
          ...SOCIAL_NOTIFICATION_TEXTS.reaction(me?.name ?? '', emoji),
          data: { url: '/feed' },
        });
      });
      return toReactions(await repo.reactions(db, eventId, userId));
    },

    async unreact(userId: number, eventId: number): Promise<Reactions> {
      await reactableEvent(userId, eventId);
      await repo.unreact(db, eventId, userId);
      return toReactions(await repo.reactions(db, eventId, userId));
    },

    /**
     * GET /social/profile/{id}: any signed-in member (CONTRACT « Ownership »), with the tie; a
     * private member's only to friends (decision 027: 403 « Ce profil est privé »).
     */
    async profile(userId: number, memberId: number): Promise<SocialProfile> {
      const row = await repo.profile(db, { id: memberId }, SOCIAL_LIMITS.recentBadges);
      if (!row) throw new AppError('NOT_FOUND', SOCIAL_MESSAGES.userNotFound);
      const tie =
        memberId === userId
          ? { relation: 'self' as const, connection_id: null }
          : relationOf(await repo.relation(db, userId, memberId), userId);
      if (row.is_private && tie.relation !== 'self' && tie.relation !== 'friend')
        throw new AppError('FORBIDDEN', SOCIAL_MESSAGES.privateProfile);
      return { ...toPublicProfile(row), ...tie, is_private: row.is_private };
    },

    /** CONTRACT « Public profile by username »: no token; private → 403, unknown → 404. */
    async publicProfile(username: string): Promise<PublicProfile> {
      const row = await repo.profile(db, { username: username.toLowerCase() }, SOCIAL_LIMITS.recentBadges);
      if (!row) throw new AppError('NOT_FOUND', SOCIAL_MESSAGES.userNotFound);
      if (row.is_private) throw new AppError('FORBIDDEN', SOCIAL_MESSAGES.privateProfile);
      return toPublicProfile(row);
    },

    /** Spec §3 share data, for today or for one of the caller's completions. */
    async shareCard(userId: number, completionId: number | undefined): Promise<ShareCard> {
      if (completionId) {
        const completion = await repo.completion(db, completionId);
        if (!completion) throw new AppError('NOT_FOUND', MESSAGES.completionNotFound);
        if (completion.user_id !== userId)
          throw new AppError('FORBIDDEN', SOCIAL_MESSAGES.completionNotYours);
      }
      const [member, own, event] = [
        await requireMember(userId),
        await status(userId),
        await repo.shareEvent(db, userId, completionId, dayRange()),
      ];
      return {
        user: { name: member.name, avatar_url: null, username: member.username },
        stats: { streak: own.streak, total_days: own.total_days, friends_count: own.friends },
        status: { unlocked: own.unlocked },
        feed_event: event,
      };
    },
  };
}

export type SocialService = ReturnType<typeof createSocialService>;
