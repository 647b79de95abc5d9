import {
  addDays,
  BADGE_DEFINITIONS,
  type Badge,
  type BadgeDefinition,
  type BadgeMetric,
  type BadgeOverview,
  badgeProgressPercent,
  currentStreak,
  isBadgeEarned,
  MESSAGES,
  type MemberStats,
  parisDay,
  parisDayStart,
  parisWeekStart,
  SECRET_BADGE_MASK,
  type WeeklyGoal,
  type weeklyGoalBody,
  type workoutBody,
} from '@elan/domain';
import type { z } from 'zod';
import type { Database, Executor, Transaction } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { type BadgeRow, badgesRepository as repo } from './badges.repository.ts';
import { applyCompletion, EMPTY_COUNTERS, metricValues, type TrainingCounters } from './member-stats.ts';

type WeeklyGoalInput = z.output<typeof weeklyGoalBody>;
type WorkoutInput = z.output<typeof workoutBody>;

const DEFINITIONS = new Map(BADGE_DEFINITIONS.map((definition) => [definition.code, definition]));

/** What a badge hook receives: the badges a member has just earned, inside the same transaction. */
export type BadgesEarnedHook = (tx: Transaction, userId: number, earned: BadgeRow[]) => Promise<void>;

function toBadge(row: BadgeRow, earnedAt: Date | undefined, progress: number): Badge {
  const isMasked = row.is_secret && !earnedAt;
  return {
    badge_id: row.id,
    id: row.id,
    code: isMasked ? 'secret' : row.code,
    name: isMasked ? SECRET_BADGE_MASK.name : row.name,
    icon: isMasked ? '❓' : row.icon,
    description: isMasked ? SECRET_BADGE_MASK.description : row.description,
    requirement: isMasked ? SECRET_BADGE_MASK.requirement : row.requirement,
    gradient: row.gradient,
    color: row.color,
    points: row.points,
    category: row.category,
    is_secret: row.is_secret,
    earned: earnedAt ? 1 : 0,
    earned_at: earnedAt ? earnedAt.toISOString() : null,
    progress_percent: earnedAt ? 100 : progress,
  };
}

export function createBadgesService(
  db: Database,
  onEarned: BadgesEarnedHook[] = [],
  now: () => Date = () => new Date(),
) {
  const definitionOf = (row: BadgeRow): BadgeDefinition | undefined => DEFINITIONS.get(row.code);

  const metricsFor = async (executor: Executor, userId: number) =>
    metricValues(await repo.stats(executor, userId), await repo.liveCounts(executor, userId));

  /**
   * The badge engine: compares the member's metrics with every definition and awards what is
   * due. Idempotent (unique constraint); its cost does not depend on the member's history.
   */
  const evaluate = async (tx: Transaction, userId: number): Promise<BadgeRow[]> => {
    const [catalogue, earned, metrics] = [
      await repo.all(tx),
      await repo.earned(tx, userId),
      await metricsFor(tx, userId),
    ];
    const earnedIds = new Set(earned.map((row) => row.badge_id));
    const awarded: BadgeRow[] = [];
    for (const row of catalogue) {
      const definition = definitionOf(row);
      if (!definition || earnedIds.has(row.id)) continue;
      if (!isBadgeEarned(definition, metrics[definition.metric])) continue;
      if (await repo.award(tx, userId, row.id, now())) awarded.push(row);
    }
    if (awarded.length) for (const hook of onEarned) await hook(tx, userId, awarded);
    return awarded;
  };

  /** Records this week as reached, once, when the member's goal is met; keeps the weeks-in-a-row run. */
  const checkWeeklyGoal = async (tx: Transaction, userId: number) => {
    // The counters row is always locked first, by every path, so two writers never deadlock.
    const stats = await repo.lockStats(tx, userId);
    const goal = await repo.goal(tx, userId);
    if (!goal) return;
    const weekStart = parisWeekStart(now());
    const totals = await repo.weekTotals(tx, userId, parisDayStart(weekStart));
    const current = goal.goal_type === 'sessions' ? totals.sessions : totals.minutes;
    if (current < goal.goal_target) return;
    if (!(await repo.recordGoalWeek(tx, userId, weekStart))) return;
    const run = stats.last_goal_week === addDays(weekStart, -7) ? stats.goal_week_run + 1 : 1;
    await repo.updateStats(tx, userId, {
      goals_reached: stats.goals_reached + 1,
      goal_week_run: run,
      best_goal_week_streak: Math.max(stats.best_goal_week_streak, run),
      last_goal_week: weekStart,
    });
  };

  const goalStatus = async (executor: Executor, userId: number): Promise<WeeklyGoal | null> => {
    const goal = await repo.goal(executor, userId);
    if (!goal) return null;
    const weekStart = parisWeekStart(now());
    const [totals, stats] = [
      await repo.weekTotals(executor, userId, parisDayStart(weekStart)),
      await repo.stats(executor, userId),
    ];
    const current = goal.goal_type === 'sessions' ? totals.sessions : totals.minutes;
    const isRunAlive =
      stats?.last_goal_week === weekStart || stats?.last_goal_week === addDays(weekStart, -7);
    return {
      goalType: goal.goal_type,
      goalTarget: goal.goal_target,
      current,
      progress_percent: Math.min(100, Math.round((current / goal.goal_target) * 100)),
      achieved: current >= goal.goal_target,
      week_start: weekStart,
      weeks_in_a_row: isRunAlive ? (stats?.goal_week_run ?? 0) : 0,
    };
  };

  const requireSelf = (actorId: number, userId: number) => {
    if (actorId !== userId) throw AppError.forbidden();
  };

  const userBadges = async (userId: number): Promise<Badge[]> => {
    const [catalogue, earned, metrics] = [
      await repo.all(db),
      await repo.earned(db, userId),
      await metricsFor(db, userId),
    ];
    const earnedAt = new Map(earned.map((row) => [row.badge_id, row.earned_at]));
    return catalogue.map((row) => {
      const definition = definitionOf(row);
      const progress = definition
        ? badgeProgressPercent(definition, metrics[definition.metric as BadgeMetric])
        : 0;
      return toBadge(row, earnedAt.get(row.id), progress);
    });
  };

  return {
    evaluate,

    /** Completion hook: counters, weekly goal, then badges — all in the completion's transaction. */
    async onCompletionSaved(
      tx: Transaction,
      event: { userId: number; completedAt: Date; durationMinutes: number },
    ) {
      const stats = await repo.lockStats(tx, event.userId);
      await repo.updateStats(
        tx,
        event.userId,
        applyCompletion(stats, event.completedAt, event.durationMinutes),
      );
      await checkWeeklyGoal(tx, event.userId);
      await evaluate(tx, event.userId);
    },

    /** Recounts the member's counters from their whole history (explicit check, or after a deletion). */
    async recount(tx: Transaction, userId: number) {
      await repo.lockStats(tx, userId);
      let counters: TrainingCounters = EMPTY_COUNTERS;
      for (const row of await repo.completionHistory(tx, userId)) {
        counters = applyCompletion(counters, row.completed_at, row.duration_minutes);
      }
      await repo.updateStats(tx, userId, counters);
    },

    async catalogue(category?: string): Promise<Badge[]> {
      const rows = await repo.all(db);
      return rows
        .filter((row) => !category || row.category === category)
        .map((row) => toBadge(row, undefined, 0));
    },

    async get(id: number): Promise<Badge> {
      const row = await repo.byId(db, id);
      if (!row) throw new AppError('NOT_FOUND', MESSAGES.badgeNotFound);
      return toBadge(row, undefined, 0);
    },

    userBadges,

    async earned(userId: number, limit = 100): Promise<Badge[]> {
      const [catalogue, earned] = [await repo.all(db), await repo.earned(db, userId, limit)];
      const byId = new Map(catalogue.map((row) => [row.id, row]));
      return earned.flatMap((item) => {
        const row = byId.get(item.badge_id);
        return row ? [toBadge(row, item.earned_at, 100)] : [];
      });
    },

    async overview(userId: number): Promise<BadgeOverview> {
      const [catalogue, earned] = [await repo.all(db), await repo.earned(db, userId)];
      const points = new Map(catalogue.map((row) => [row.id, row.points]));
      const totalPoints = earned.reduce((sum, row) => sum + (points.get(row.badge_id) ?? 0), 0);
      return {
        badges_earned: earned.length,
        total_points: totalPoints,
        total_badges: catalogue.length,
        completion_percent: catalogue.length ? Math.round((earned.length / catalogue.length) * 100) : 0,
      };
    },

    async memberStats(userId: number): Promise<MemberStats> {
      const [stats, overview] = [await repo.stats(db, userId), await this.overview(userId)];
      return {
        current_streak: currentStreak(
          { lastActiveDay: stats?.last_active_day ?? null, runLength: stats?.streak_run ?? 0 },
          parisDay(now()),
        ),
        longest_streak: stats?.longest_streak ?? 0,
        total_sessions: stats?.total_sessions ?? 0,
        total_minutes: stats?.total_minutes ?? 0,
        badges_earned: overview.badges_earned,
        total_points: overview.total_points,
        last_active_day: stats?.last_active_day ?? null,
      };
    },

    /** Granted only when the requirement holds: no member may hand themselves a badge. */
    async unlock(actorId: number, userId: number, badgeId: number): Promise<Badge> {
      requireSelf(actorId, userId);
      const row = await repo.byId(db, badgeId);
      const definition = row && definitionOf(row);
      if (!row || !definition) throw new AppError('NOT_FOUND', MESSAGES.badgeNotFound);
      const metrics = await metricsFor(db, userId);
      if (!isBadgeEarned(definition, metrics[definition.metric]))
        throw new AppError('FORBIDDEN', MESSAGES.badgeLocked);
      await db.transaction(async (tx) => {
        if (await repo.award(tx, userId, row.id, now()))
          for (const hook of onEarned) await hook(tx, userId, [row]);
      });
      const badges = await userBadges(userId);
      const badge = badges.find((item) => item.badge_id === row.id);
      if (!badge) throw new AppError('NOT_FOUND', MESSAGES.badgeNotFound);
      return badge;
    },

    async check(actorId: number, userId: number): Promise<Badge[]> {
      requireSelf(actorId, userId);
      const awarded = await db.transaction(async (tx) => {
        await this.recount(tx, userId);
        await checkWeeklyGoal(tx, userId);
        return evaluate(tx, userId);
      });
      return awarded.map((row) => toBadge(row, now(), 100));
    },

    async recordWorkout(actorId: number, userId: number, body: WorkoutInput) {
      requireSelf(actorId, userId);
      if (body.date > parisDay(now())) throw new AppError('BAD_REQUEST', MESSAGES.dateInFuture);
      if (Number.isNaN(new Date(`${body.date}T12:00:00Z`).getTime())) {
        throw new AppError('BAD_REQUEST', MESSAGES.dateInvalid);
      }
      if (body.completion_id && (await repo.completionOwner(db, body.completion_id)) !== actorId) {
        throw new AppError('NOT_FOUND', MESSAGES.completionNotFound);
      }
      const { entry, awarded } = await db.transaction(async (tx) => {
        const inserted = await repo.insertWorkout(tx, {
          user_id: userId,
          completion_id: body.completion_id ?? null,
          workout_date: body.date,
          duration_minutes: body.duration_minutes,
          exercises_count: body.exercises_count,
        });
        return { entry: inserted, awarded: await evaluate(tx, userId) };
      });
      return {
        entry: {
          id: entry.id,
          date: entry.workout_date,
          duration_minutes: entry.duration_minutes,
          exercises_count: entry.exercises_count,
          completion_id: entry.completion_id,
          created_at: entry.created_at.toISOString(),
        },
        new_badges: awarded.map((row) => toBadge(row, now(), 100)),
      };
    },

    async weeklyGoal(userId: number) {
      return goalStatus(db, userId);
    },

    async setWeeklyGoal(actorId: number, userId: number, body: WeeklyGoalInput) {
      requireSelf(actorId, userId);
      await db.transaction(async (tx) => {
        await repo.lockStats(tx, userId);
        await repo.setGoal(tx, userId, body.goalType, body.goalTarget);
        await checkWeeklyGoal(tx, userId);
        await evaluate(tx, userId);
      });
      const status = await goalStatus(db, userId);
      if (!status) throw new Error('goal missing after save');
      return status;
    },
  };
}

export type BadgesService = ReturnType<typeof createBadgesService>;
