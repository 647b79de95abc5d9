import {
  addDays,
  type Badge,
  type BadgeOverview,
  isBadgeEarned,
  MESSAGES,
  type MemberStats,
  parisDay,
  parisDayStart,
  WEEKS_STREAK_LOOKBACK,
  type weeklyGoalBody,
  type workoutBody,
} from '@elan/domain';
import type { z } from 'zod';
import type { Database, Transaction } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { canAccess, Permission, requireAccess, requireOwner } from '../access/access.ts';
import { type BadgesEarnedHook, createBadgeProgress } from './badges.award-writes.ts';
import { createBadgeCatalogueCache } from './badges.catalogue-cache.ts';
import { badgeDashboardReads as reads } from './badges.dashboard-reads.ts';
import { overviewOf, weeklyGoalStatusOf } from './badges.engine.ts';
import { toBadge, toMemberStats, toUserBadges, toWorkoutEntry } from './badges.mapper.ts';
import { badgesRepository as repo } from './badges.repository.ts';
import { parisDayCache, parisWeekCache } from './paris-periods.ts';
import { applyCompletion, countHistory, creditedMinutes, metricValues } from './training-counters.ts';

type WeeklyGoalInput = z.output<typeof weeklyGoalBody>;
type WorkoutInput = z.output<typeof workoutBody>;

export function createBadgesService(
  db: Database,
  onEarned: BadgesEarnedHook[] = [],
  now: () => Date = () => new Date(),
) {
  const catalogueCache = createBadgeCatalogueCache((executor) => repo.all(executor));

  const { stateOf, notify, evaluate, settle } = createBadgeProgress(catalogueCache, onEarned, now);

  /** The member's counters recounted from their whole history, with the row locked, not written. */
  const recountCounters = async (tx: Transaction, userId: number) => {
    const stats = await repo.lockStats(tx, userId);
    return { stats, counters: countHistory(await repo.completionHistory(tx, userId)) };
  };

  const requireSelf = (actorId: number, userId: number) =>
    requireOwner(actorId, Permission.MemberBadgesWrite, userId);

  const weekOf = parisWeekCache();
  const dayOf = parisDayCache();

  /**
   * This week's goal read (Monday, Paris) with the weeks of the weekly streak (issue 34, at most
   * WEEKS_STREAK_LOOKBACK back), as the answer of GET and POST weekly-goal.
   */
  const goalStatus = async (userId: number) => {
    const week = weekOf(now());
    const sinceWeek = addDays(week.start, -7 * (WEEKS_STREAK_LOOKBACK - 1));
    const read = await reads.weeklyGoal(db, userId, week, {
      week: sinceWeek,
      from: parisDayStart(sinceWeek),
    });
    return read ? weeklyGoalStatusOf(read, week.start) : null;
  };

  const userBadges = async (userId: number): Promise<Badge[]> =>
    toUserBadges(await catalogueCache.get(db), await stateOf(db, userId));

  /** Body badges and body points are the owner's alone (decision 062): no statement, a comparison. */
  const withBody = (viewerId: number, userId: number) =>
    canAccess(db, viewerId, Permission.MemberBodyRead, userId);

  return {
    evaluate,

    /**
     * Completion hook: counters, weekly goal, then badges — all in the completion's transaction.
     * The minutes credited are capped per Paris day: what the day's other completions (already
     * credited, the counters lock orders them) leave, read in the state's statement.
     */
    async onCompletionSaved(
      tx: Transaction,
      event: { completionId: number; userId: number; completedAt: Date; durationMinutes: number },
    ) {
      const stats = await repo.lockStats(tx, event.userId);
      const day = parisDay(event.completedAt);
      const creditDay = {
        from: parisDayStart(day),
        to: parisDayStart(addDays(day, 1)),
        exceptCompletionId: event.completionId,
      };
      const { completedAt, durationMinutes } = event;
      await settle(
        tx,
        event.userId,
        stats,
        (state) =>
          applyCompletion(
            stats,
            completedAt,
            durationMinutes,
            creditedMinutes(state.dayMinutes, durationMinutes),
          ),
        creditDay,
        // GET /completions/{id} lists the badges its save earned (issue 29, decision 087).
        { id: event.completionId, completedAt },
      );
    },

    /** Recounts the member's counters from their whole history (explicit check, or after a deletion). */
    async recount(tx: Transaction, userId: number) {
      const { counters } = await recountCounters(tx, userId);
      await repo.updateStats(tx, userId, counters);
    },

    async catalogue(category?: string): Promise<Badge[]> {
      const { rows } = await catalogueCache.get(db);
      return rows
        .filter((row) => !category || row.category === category)
        .map((row) => toBadge(row, undefined, 0));
    },

    async get(id: number): Promise<Badge> {
      const row = (await catalogueCache.get(db)).byId.get(id);
      if (!row) throw new AppError('NOT_FOUND', MESSAGES.badgeNotFound);
      return toBadge(row, undefined, 0);
    },

    /** The member's own badges (the body-composition tab). */
    userBadges,

    /** Decision 027: another member's badges, unless they are private and not a friend. */
    async userBadgesFor(viewerId: number, userId: number): Promise<Badge[]> {
      await requireAccess(db, viewerId, Permission.MemberBadgesRead, userId);
      const badges = await userBadges(userId);
      if (await withBody(viewerId, userId)) return badges;
      const { bodyIds } = await catalogueCache.get(db);
      return badges.filter((badge) => !bodyIds.has(badge.badge_id));
    },

    async earned(viewerId: number, userId: number, limit = 100): Promise<Badge[]> {
      await requireAccess(db, viewerId, Permission.MemberBadgesRead, userId);
      const catalogue = await catalogueCache.get(db);
      const isBodyShown = await withBody(viewerId, userId);
      // Seen by another, the body badges are left out: read as many more, so `limit` still fills.
      const read = isBodyShown ? limit : limit + catalogue.bodyIds.size;
      const earned = await reads.earned(db, userId, read);
      return earned
        .flatMap((item) => {
          const row = catalogue.byId.get(item.badge_id);
          if (!isBodyShown && catalogue.bodyIds.has(item.badge_id)) return [];
          return row ? [toBadge(row, item.earned_at, 100)] : [];
        })
        .slice(0, limit);
    },

    async overview(viewerId: number, userId: number): Promise<BadgeOverview> {
      await requireAccess(db, viewerId, Permission.MemberBadgesRead, userId);
      const [catalogue, summary] = [await catalogueCache.get(db), await reads.overview(db, userId)];
      const isBodyShown = await withBody(viewerId, userId);
      return overviewOf(catalogue, summary.earnedIds, isBodyShown ? summary.goalPoints : 0, isBodyShown);
    },

    async memberStats(viewerId: number, userId: number): Promise<MemberStats> {
      await requireAccess(db, viewerId, Permission.MemberBadgesRead, userId);
      const [catalogue, read] = [await catalogueCache.get(db), await reads.memberStats(db, userId)];
      return toMemberStats(catalogue, read, dayOf(now()).start, await withBody(viewerId, userId));
    },

    /** Granted only when the requirement holds: no member may hand themselves a badge. */
    async unlock(actorId: number, userId: number, badgeId: number): Promise<Badge> {
      requireSelf(actorId, userId);
      const catalogue = await catalogueCache.get(db);
      const row = catalogue.byId.get(badgeId);
      const definition = row && catalogue.definitionOf(row);
      if (!row || !definition) throw new AppError('NOT_FOUND', MESSAGES.badgeNotFound);
      const state = await stateOf(db, userId);
      if (!isBadgeEarned(definition, metricValues(state.stats, state.live)[definition.metric]))
        throw new AppError('FORBIDDEN', MESSAGES.badgeLocked);
      await db.transaction(async (tx) =>
        notify(tx, userId, [row], await repo.award(tx, userId, [row.id], now())),
      );
      const badges = await userBadges(userId);
      const badge = badges.find((item) => item.badge_id === row.id);
      if (!badge) throw new AppError('NOT_FOUND', MESSAGES.badgeNotFound);
      return badge;
    },

    async check(actorId: number, userId: number): Promise<Badge[]> {
      requireSelf(actorId, userId);
      const awarded = await db.transaction(async (tx) => {
        const { stats, counters } = await recountCounters(tx, userId);
        return settle(tx, userId, stats, () => counters);
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
        entry: toWorkoutEntry(entry),
        new_badges: awarded.map((row) => toBadge(row, now(), 100)),
      };
    },

    async weeklyGoal(viewerId: number, userId: number) {
      await requireAccess(db, viewerId, Permission.MemberBadgesRead, userId);
      return goalStatus(userId);
    },

    async setWeeklyGoal(actorId: number, userId: number, body: WeeklyGoalInput) {
      requireSelf(actorId, userId);
      await db.transaction(async (tx) => {
        const stats = await repo.lockStats(tx, userId);
        await repo.setGoal(tx, userId, body.goalType, body.goalTarget);
        await settle(tx, userId, stats, () => ({}));
      });
      const status = await goalStatus(userId);
      if (status?.goalType == null || status.goalTarget === null) throw new Error('goal missing after save');
      return { ...status, goalType: status.goalType, goalTarget: status.goalTarget };
    },
  };
}

export type BadgesService = ReturnType<typeof createBadgesService>;
