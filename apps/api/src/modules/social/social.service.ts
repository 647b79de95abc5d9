import {
  MESSAGES,
  type PublicProfile,
  type ShareCard,
  SOCIAL_LIMITS,
  SOCIAL_MESSAGES,
  type SocialProfile,
} from '@elan/domain';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { allows, Permission, refusal } from '../access/access.ts';
import { type SocialServiceOptions, socialContext } from './social.context.ts';
import { createFeedService } from './social.feed.ts';
import { createFriendsService } from './social.friends.ts';
import { relationOf, toPublicProfile } from './social.mappers.ts';
import { socialRepository as repo } from './social.repository.ts';

/** The social area: friends, the feed, profiles and the share card, on one shared context. */
export function createSocialService(db: Database, options: SocialServiceOptions) {
  const context = socialContext(db, options);
  const { requireMember, status, dayRange } = context;
  return {
    ...createFriendsService(context),
    ...createFeedService(context),

    /**
     * GET /social/profile/{id}: any signed-in member (CONTRACT « Ownership »), with the tie; a
     * private member's only to friends (decision 027: 403 « Ce profil est privé »).
     */
    async profile(userId: number, memberId: number): Promise<SocialProfile> {
      const isSelf = memberId === userId;
      const row = await repo.profile(db, { id: memberId }, SOCIAL_LIMITS.recentBadges, isSelf);
      if (!row) throw new AppError('NOT_FOUND', SOCIAL_MESSAGES.userNotFound);
      const tie = isSelf
        ? { relation: 'self' as const, connection_id: null }
        : relationOf(await repo.relation(db, userId, memberId), userId);
      const facts = { isSelf, isPrivate: row.is_private, isFriend: tie.relation === 'friend' };
      if (!allows(Permission.MemberProfileRead, facts)) throw refusal(Permission.MemberProfileRead);
      return { ...toPublicProfile(row), ...tie, is_private: row.is_private };
    },

    /** CONTRACT « Public profile by username »: no token; private → 403, unknown → 404. */
    async publicProfile(username: string): Promise<PublicProfile> {
      const row = await repo.profile(
        db,
        { username: username.toLowerCase() },
        SOCIAL_LIMITS.recentBadges,
        false,
      );
      if (!row) throw new AppError('NOT_FOUND', SOCIAL_MESSAGES.userNotFound);
      const facts = { isSelf: false, isPrivate: row.is_private, isFriend: false };
      if (!allows(Permission.MemberProfileRead, facts)) throw refusal(Permission.MemberProfileRead);
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
