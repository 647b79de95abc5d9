import { BODY_BADGE_CATEGORY, FEED_EMOJIS, FEED_TEXTS, parisWeekStart } from '@elan/domain';
import type { Transaction } from '../../db/client.ts';
import type { BadgeRow } from '../badges/badges.repository.ts';
import { insertEventsSql, type NewFeedEvent, socialRepository as repo } from './social.repository.ts';

/**
 * The feed events other areas own (spec §3's five types), written by their hooks inside their
 * transaction: a rolled-back write posts nothing, and a dedupe key posts each fact once.
 */
export function createFeedEventWriters(now: () => Date = () => new Date()) {
  return {
    /**
     * Badges: one `badge_earned` per badge (body badges excepted), and `goal_reached` for the week's goal — as SQL the
     * notifier sends with its own insert (one statement for both, decision 018).
     */
    achievementsSql(
      userId: number,
      earned: BadgeRow[],
      goal?: { goal_type: 'sessions' | 'minutes'; goal_target: number },
    ) {
      const at = now();
      // A body-composition badge tells the member's body data: the owner's alone (decision 062).
      const shared = earned.filter((badge) => badge.category !== BODY_BADGE_CATEGORY);
      const events: NewFeedEvent[] = shared.map((badge) => ({
        type: 'badge_earned',
        emoji: badge.icon,
        message: FEED_TEXTS.badgeEarned(badge.name),
        data: { badgeId: badge.id },
        dedupeKey: `badge:${badge.id}`,
        createdAt: at,
      }));
      if (goal) {
        events.push({
          type: 'goal_reached',
          emoji: FEED_EMOJIS.goal_reached,
          message: FEED_TEXTS.weeklyGoalReached(goal.goal_target, goal.goal_type),
          dedupeKey: `weekly-goal:${parisWeekStart(at)}`,
          createdAt: at,
        });
      }
      return insertEventsSql(userId, events);
    },

    /** Enrolment hook: the member started a programme (once per programme). */
    async onEnrolled(tx: Transaction, userId: number, program: { id: number; title: string }) {
      await repo.insertEvents(tx, userId, [
        {
          type: 'program_started',
          emoji: FEED_EMOJIS.program_started,
          message: FEED_TEXTS.programStarted(program.title),
          data: { programId: program.id },
          dedupeKey: `program:${program.id}`,
          createdAt: now(),
        },
      ]);
    },
  };
}
