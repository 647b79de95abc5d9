import { NOTIFICATION_TEXTS, parisDay, parisWeekStart } from '@elan/domain';
import type { SQL } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client.ts';
import type { BadgeRow } from '../badges/badges.repository.ts';
import type { CompletionSavedEvent } from '../completions/completions.service.ts';
import {
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
  /** Items of one type for each recipient: one statement, then one queued push per notification. */
  const store = async (
    tx: Executor,
    recipients: Recipients,
    items: NewNotification | NewNotification[],
    alongside?: SQL,
  ) => {
    const list = Array.isArray(items) ? items : [items];
    const stored = await repo.insertFor(tx, now(), recipients, list, alongside);
    for (const row of stored) {
      if (!row.should_push) continue;
      const singletonKey = row.dedupe_key ? `${row.dedupe_key}:${row.user_id}` : undefined;
      await enqueue(tx, { kind: 'notification', notificationId: row.id }, { singletonKey });
    }
    return stored;
  };
  const toMember = (
    tx: Executor,
    userId: number,
    items: NewNotification | NewNotification[],
    alongside?: SQL,
  ) => store(tx, repo.one(userId), items, alongside);

  return {
    store,
    toMember,

    /**
     * Badge engine hook: one notification per badge just earned, and the weekly goal when this
     * write reached it (once a Paris week), in one statement — with `alongside` (the circle's
     * feed events of the same achievements) in that statement too, to keep the save's budget.
     */
    async onAchievements(
      tx: Transaction,
      userId: number,
      earned: BadgeRow[],
      reachedGoal?: { goal_type: 'sessions' | 'minutes'; goal_target: number },
      alongside?: SQL,
    ) {
      const items: NewNotification[] = earned.map((badge) => ({
        type: 'badge_unlocked',
        ...NOTIFICATION_TEXTS.badgeUnlocked(badge.name),
        data: { badgeId: badge.id },
      }));
      if (reachedGoal) {
        items.push({
          type: 'weekly_goal',
          ...NOTIFICATION_TEXTS.weeklyGoal(reachedGoal.goal_target, reachedGoal.goal_type),
          dedupeKey: `goal:${parisWeekStart(now())}`,
        });
      }
      await toMember(tx, userId, items, alongside);
    },

    /**
     * Completion hook: the programme's creator hears that one of its members (enrolled: the save's
     * lookup checks it) completed a session — the names come with the event, read by the save: no
     * statement of its own. Once a member, programme and Paris day (decision 062).
     */
    async onCompletionSaved(
      tx: Transaction,
      event: Pick<
        CompletionSavedEvent,
        | 'completionId'
        | 'userId'
        | 'programId'
        | 'programCreatorId'
        | 'programTitle'
        | 'sessionTitle'
        | 'memberName'
        | 'completedAt'
      >,
    ) {
      // A free workout has no programme, a catalogue programme no member to tell.
      if (event.programId === null || event.programCreatorId === null) return;
      if (event.programCreatorId === event.userId) return;
      await toMember(tx, event.programCreatorId, {
        type: 'session_completed',
        ...NOTIFICATION_TEXTS.sessionCompleted(event.memberName, event.sessionTitle, event.programTitle),
        data: { programId: event.programId, completionId: event.completionId },
        // One a member, programme and Paris day: a member's third session of the day is no news.
        dedupeKey: `completed:${event.programId}:${event.userId}:${parisDay(event.completedAt)}`,
        actorId: event.userId,
      });
    },

    /** Programme hook: members enrolled in one of the creator's other programmes hear of the new one. */
    async onProgramCreated(tx: Transaction, creatorId: number, program: { id: number; title: string }) {
      await store(tx, repo.audienceOf(creatorId, program.id), {
        type: 'new_program',
        ...NOTIFICATION_TEXTS.newProgram(await memberName(tx, creatorId), program.title),
        data: { programId: program.id },
        actorId: creatorId,
      });
    },
  };
}

export type Notifier = ReturnType<typeof createNotifier>;
