import {
  addDays,
  type FeedStatus,
  parisDay,
  parisDayStart,
  SOCIAL_MESSAGES,
  streakFromDays,
} from '@elan/domain';
import type { Database, Transaction } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { NewNotification } from '../push/notifications.repository.ts';
import { type DayRange, socialRepository as repo } from './social.repository.ts';

/** How the social module tells members (the notifier's `store`, in the caller's transaction). */
export type SocialNotify = {
  toMember: (tx: Transaction, userId: number, item: NewNotification) => Promise<unknown>;
  toFriends: (tx: Transaction, userId: number, item: NewNotification) => Promise<unknown>;
};
/** Another area's reaction to a friendship or an unlock (badges), in the same transaction. */
type SocialHook = (tx: Transaction, userId: number) => Promise<void>;

export type SocialServiceOptions = {
  now?: () => Date;
  notify: SocialNotify;
  onChanged?: SocialHook[];
  /** Two members stop being friends, in the removal's transaction (challenges, decision 128). */
  onUnfriended?: ((tx: Transaction, a: number, b: number) => Promise<void>)[];
  /** A completion's stored photo as a signed link (the uploads service's; decision 027). */
  photoLink?: (completionId: number, storedUrl: string | null) => string | null;
};

/** What the friends, feed and profile parts share: the clock, the Paris day, the hooks. */
export function socialContext(db: Database, options: SocialServiceOptions) {
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

  /** The member's status; the streak is the domain's rule (CONTRACT « Streak ») on their Paris days. */
  const status = async (userId: number): Promise<FeedStatus & { friends: number }> => {
    const day = today();
    const { unlocked, days, friends } = await repo.status(db, userId, dayRange(day));
    return { unlocked, streak: streakFromDays(days, day), total_days: days.length, friends };
  };

  const photoLink = options.photoLink ?? (() => null);

  const unfriended = async (tx: Transaction, a: number, b: number) => {
    for (const hook of options.onUnfriended ?? []) await hook(tx, a, b);
  };

  return {
    db,
    notify: options.notify,
    now,
    today,
    dayRange,
    changed,
    unfriended,
    requireMember,
    status,
    photoLink,
  };
}

export type SocialContext = ReturnType<typeof socialContext>;
