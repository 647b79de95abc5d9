import {
  type Circle,
  DEFAULT_UNLOCK_EMOJI,
  FEED_EMOJIS,
  FEED_TEXTS,
  type FeedPage,
  type FeedStatus,
  MESSAGES,
  parisDay,
  type ReactionEmoji,
  type Reactions,
  SOCIAL_LIMITS,
  SOCIAL_MESSAGES,
  SOCIAL_NOTIFICATION_TEXTS,
  STREAK_MILESTONES,
  type socialFeedQuery,
  type UnlockResult,
  type unlockBody,
} from '@elan/domain';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { allows, Permission } from '../access/access.ts';
import type { SocialContext } from './social.context.ts';
import { type FeedPageRow, feedPage } from './social.feed-page.repository.ts';
import { nextCursor, parseCursor, toFeedEvent, toPageEvent, toReactions } from './social.mappers.ts';
import { type NewFeedEvent, socialRepository as repo } from './social.repository.ts';

type UnlockInput = z.output<typeof unlockBody>;
type FeedInput = z.output<typeof socialFeedQuery>;

/** The circle, the unlock rule, the feed and its reactions (decision 018). */
export function createFeedService(context: SocialContext) {
  const { db, notify, now, today, dayRange, changed, requireMember, status, photoLink } = context;

  /** A workout's photo, signed, when the access rules let the viewer see the author's completions. */
  const photoFor = (viewerId: number, row: FeedPageRow) => {
    if (!row.photo_url || row.completion_id === null) return null;
    const facts = {
      isSelf: row.user_id === viewerId,
      isPrivate: row.is_private,
      // The feed's authors are the viewer and the viewer's accepted friends (the page's query).
      isFriend: row.user_id !== viewerId,
    };
    return allows(Permission.MemberCompletionsRead, facts)
      ? photoLink(row.completion_id, row.photo_url)
      : null;
  };

  /** The events the caller may read now: locked → none (CONTRACT « Circle unlock rule »). */
  const page = async (userId: number, memberId: number | undefined, query: FeedInput): Promise<FeedPage> => {
    const { unlocked, events } = await feedPage(db, {
      viewerId: userId,
      memberId,
      limit: query.limit,
      offset: query.offset,
      before: parseCursor(query.before),
      day: dayRange(),
    });
    return {
      feed: events.map((row) => toPageEvent(row, photoFor(userId, row))),
      locked: !unlocked,
      next_before: nextCursor(events, query.limit),
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
            // The save already posted it when the circle was open (decision 075): never twice.
            dedupeKey: `completion:${completion.id}`,
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
        await notify.toFriends(tx, userId, {
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
      return page(userId, undefined, query);
    },

    /** Whose events the caller's feed shows: the caller and their friends (decision 050). */
    async feedAuthors(userId: number): Promise<number[]> {
      return [userId, ...(await repo.friendIds(db, userId))];
    },

    /** One member's events: the caller's own or a friend's. */
    async memberFeed(userId: number, memberId: number, query: FeedInput): Promise<FeedPage> {
      if (memberId !== userId) {
        await requireMember(memberId);
        if (!(await repo.areFriends(db, userId, memberId)))
          throw new AppError('FORBIDDEN', SOCIAL_MESSAGES.notFriends);
      }
      return page(userId, memberId, query);
    },

    async react(userId: number, eventId: number, emoji: ReactionEmoji): Promise<Reactions> {
      const event = await reactableEvent(userId, eventId);
      await db.transaction(async (tx) => {
        const isNew = await repo.react(tx, eventId, userId, emoji, now());
        if (!isNew) return;
        const me = await repo.member(tx, userId);
        await notify.toMember(tx, event.user_id, {
          type: 'feed_reaction',
          ...SOCIAL_NOTIFICATION_TEXTS.reaction(me?.name ?? '', emoji),
          data: { url: '/feed' },
          actorId: userId,
        });
      });
      return toReactions(await repo.reactions(db, eventId, userId));
    },

    async unreact(userId: number, eventId: number): Promise<Reactions> {
      await reactableEvent(userId, eventId);
      await repo.unreact(db, eventId, userId);
      return toReactions(await repo.reactions(db, eventId, userId));
    },
  };
}
