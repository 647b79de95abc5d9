import { NOTIFICATION_TEXTS, parisWeekStart } from '@elan/domain';
import type { Executor, Transaction } from '../../db/client.ts';
import type { BadgeRow } from '../badges/badges.repository.ts';
import {
  completionContext,
  memberName,
  type NewNotification,
  notificationsRepository as repo,
} from './notifications.repository.ts';
import type { Enqueue } from './push.jobs.ts';

type Recipients = ReturnType<typeof repo.one>;

/**
 * Stores the notifications events own, inside the event's transaction, and queues their push in
 * the same transaction: a rolled-back completion leaves neither. A type the member switched off
 * stores nothing (decision 016); push off still stores the in-app notification.
 */
export function createNotifier(enqueue: Enqueue, now: () => Date = () => new Date()) {
  const store = async (tx: Executor, recipients: Recipients, item: NewNotification) => {
    const stored = await repo.insertFor(tx, now(), recipients, item);
    for (const row of stored) {
      if (!row.should_push) continue;
      const singletonKey = item.dedupeKey ? `${item.dedupeKey}:${row.user_id}` : undefined;
      await enqueue(tx, { kind: 'notification', notificationId: row.id }, { singletonKey });
    }
    return stored;
  };
  const toMember = (tx: Executor, userId: number, item: NewNotification) => store(tx, repo.one(userId), item);

  return {
    store,
    toMember,

    /** Badge engine hook: one notification per badge just earned. */
    async onBadgesEarned(tx: Transaction, userId: number, earned: BadgeRow[]) {
      for (const badge of earned) {
        await toMember(tx, userId, {
          type: 'badge_unlocked',
          ...NOTIFICATION_TEXTS.badgeUnlocked(badge.name),
          data: { badgeId: badge.id },
        });
      }
    },

    /** Completion hook: the programme's creator hears that one of its members completed a session. */
    async onCompletionSaved(tx: Transaction, event: { completionId: number; userId: number }) {
      const context = await completionContext(tx, event.completionId);
      if (!context || context.creator_id === event.userId) return;
      await toMember(tx, context.creator_id, {
        type: 'session_completed',
        ...NOTIFICATION_TEXTS.sessionCompleted(
          context.member_name,
          context.session_title,
          context.program_title,
        ),
        data: { programId: context.program_id, completionId: event.completionId },
      });
    },

    /** Weekly goal hook: reached for the first time this (Paris) week. */
    async onWeeklyGoalReached(
      tx: Transaction,
      userId: number,
      goal: { goal_type: 'sessions' | 'minutes'; goal_target: number },
    ) {
      await toMember(tx, userId, {
        type: 'weekly_goal',
        ...NOTIFICATION_TEXTS.weeklyGoal(goal.goal_target, goal.goal_type),
        dedupeKey: `goal:${parisWeekStart(now())}`,
      });
    },

    /** Programme hook: members enrolled in one of the creator's other programmes hear of the new one. */
    async onProgramCreated(tx: Transaction, creatorId: number, program: { id: number; title: string }) {
      await store(tx, repo.audienceOf(creatorId, program.id), {
        type: 'new_program',
        ...NOTIFICATION_TEXTS.newProgram(await memberName(tx, creatorId), program.title),
        data: { programId: program.id },
      });
    },
  };
}

export type Notifier = ReturnType<typeof createNotifier>;
