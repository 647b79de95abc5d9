import type { Executor, Transaction } from '../../db/client.ts';
import type { createBadgeCatalogueCache } from './badges.catalogue-cache.ts';
import { dueBadges, reachedGoalChanges } from './badges.engine.ts';
import {
  type BadgeRow,
  type CreditDay,
  type MemberState,
  badgesRepository as repo,
  type StatsChanges,
  type UserStatsRow,
} from './badges.repository.ts';
import { parisWeekCache } from './paris-periods.ts';
import { metricValues } from './training-counters.ts';

type ReachedGoal = { goal_type: 'sessions' | 'minutes'; goal_target: number };
/** In the same transaction: badges just earned, and the weekly goal if this write first reached it. */
export type BadgesEarnedHook = (
  tx: Transaction,
  userId: number,
  earned: BadgeRow[],
  goal?: ReachedGoal,
) => Promise<void>;

/**
 * The badge engine's writes (split from badges.service.ts): the member's state, the evaluation
 * of the catalogue, and the settling of counters, weekly goal and awards in one statement.
 */
export function createBadgeProgress(
  catalogueCache: ReturnType<typeof createBadgeCatalogueCache>,
  onEarned: BadgesEarnedHook[],
  now: () => Date,
) {
  const weekOf = parisWeekCache();

  /** The member's state for this week (Paris), and a day's credited minutes if asked: one statement. */
  const stateOf = (executor: Executor, userId: number, creditDay?: CreditDay) =>
    repo.memberState(executor, userId, weekOf(now()), creditDay);

  /** The awards this call created, in catalogue order, handed to the hooks. */
  const notify = async (
    tx: Transaction,
    userId: number,
    due: BadgeRow[],
    ids: number[],
    goal?: ReachedGoal,
  ) => {
    const created = new Set(ids);
    const awarded = due.filter((row) => created.has(row.id));
    if (awarded.length || goal) for (const hook of onEarned) await hook(tx, userId, awarded, goal);
    return awarded;
  };

  /**
   * The badge engine: compares the member's metrics with every definition and awards what is
   * due, in two statements whatever the catalogue or the history (one read, one multi-row
   * insert). Idempotent: the unique constraint decides who awards.
   */
  const evaluate = async (tx: Transaction, userId: number): Promise<BadgeRow[]> => {
    const [catalogue, state] = [await catalogueCache.get(tx), await stateOf(tx, userId)];
    const earnedIds = new Set(state.earned.map((row) => row.badge_id));
    const due = dueBadges(catalogue, earnedIds, metricValues(state.stats, state.live));
    if (due.length === 0) return [];
    return notify(
      tx,
      userId,
      due,
      await repo.award(
        tx,
        userId,
        due.map((row) => row.id),
        now(),
      ),
    );
  };

  /**
   * With the counters row locked (`stats`, as stored) and the changes (`changesOf` the state read
   * here) not yet written: the weekly goal, then the badges, and one statement that writes it all.
   * The counters row is always locked first, by every path, so two writers never deadlock and the
   * read here is current.
   */
  const settle = async (
    tx: Transaction,
    userId: number,
    stats: UserStatsRow,
    changesOf: (state: MemberState) => StatsChanges,
    creditDay?: CreditDay,
    /** The completion being saved, if any: the badges due are dated at it and name it (decision 087). */
    completion?: { id: number; completedAt: Date },
  ) => {
    const week = weekOf(now());
    const weekStart = week.start;
    const [catalogue, state] = [
      await catalogueCache.get(tx),
      await repo.memberState(tx, userId, week, creditDay),
    ];
    const changes = changesOf(state);
    const counted = { ...stats, ...changes };
    const goalChanges = reachedGoalChanges(counted, state, weekStart);
    const next = { ...counted, ...goalChanges };
    const earnedIds = new Set(state.earned.map((row) => row.badge_id));
    const due = dueBadges(catalogue, earnedIds, metricValues(next, state.live));
    const written = Object.keys(changes).length > 0 || goalChanges !== undefined;
    const awardedIds = await repo.saveProgress(tx, userId, {
      stats: written ? next : undefined,
      goalWeek: goalChanges ? weekStart : undefined,
      badgeIds: due.map((row) => row.id),
      earnedAt: completion?.completedAt ?? now(),
      completionId: completion?.id,
    });
    return notify(tx, userId, due, awardedIds, goalChanges ? state.goal : undefined);
  };

  return { stateOf, notify, evaluate, settle };
}
