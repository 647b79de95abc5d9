import {
  type Badge,
  BODY_BADGE_CATEGORY,
  BODY_LIMITS,
  BODY_MESSAGES,
  type BodyGoal,
  type BodyStats,
  type bodyGoalBody,
  computeBmi,
  goalProgress,
  kilogramsTowardsWeightGoal,
  MESSAGES,
  type Measurement,
  type measurementBody,
  parisDay,
  trackingDays,
  trendWindowStart,
} from '@elan/domain';
import type { z } from 'zod';
import type { Database, Transaction } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { oneDecimal, progressInput, toBodyGoal, toMeasurement, toTrendPoint } from './body.mapper.ts';
import { type MeasurementValues, bodyRepository as repo } from './body.repository.ts';

type MeasurementInput = z.output<typeof measurementBody>;
type GoalInput = z.output<typeof bodyGoalBody>;
/** Called inside the transaction of every body write, once the counters are current (badges). */
type BodyWriteHook = (tx: Transaction, userId: number) => Promise<void>;

type BodyServiceOptions = {
  now?: () => Date;
  onWrite?: BodyWriteHook[];
  /** The member's whole badge list with progress (the badges module's). */
  listBadges: (userId: number) => Promise<Badge[]>;
};

export function createBodyService(db: Database, options: BodyServiceOptions) {
  const now = options.now ?? (() => new Date());
  const today = () => parisDay(now());

  const measurementValues = (body: MeasurementInput): MeasurementValues => {
    const day = body.measurement_date ?? today();
    if (day > today()) throw new AppError('BAD_REQUEST', MESSAGES.dateInFuture);
    return {
      weight_kg: body.weight_kg,
      height_cm: body.height_cm,
      bmi: computeBmi(body.weight_kg, body.height_cm),
      body_fat_percent: body.body_fat_percent,
      lean_mass_percent: body.lean_mass_percent,
      muscle_mass_kg: body.muscle_mass_kg,
      waist_cm: body.waist_cm,
      chest_cm: body.chest_cm,
      hips_cm: body.hips_cm,
      arms_cm: body.arms_cm,
      thighs_cm: body.thighs_cm,
      notes: body.notes,
      measurement_date: day,
    };
  };

  /** Every write ends here, the counters row locked: recount, then let the badges look. */
  const afterWrite = async (tx: Transaction, userId: number) => {
    const active = await repo.goal(tx, userId);
    const movedKg = active
      ? kilogramsTowardsWeightGoal(progressInput(active.goal, active.baseline, active.latest, today()))
      : 0;
    await repo.refreshStats(tx, userId, movedKg);
    for (const hook of options.onWrite ?? []) await hook(tx, userId);
  };

  /** One body write in a transaction, after the member's counters row is locked. */
  const write = <T>(userId: number, work: (tx: Transaction) => Promise<T>) =>
    db.transaction(async (tx) => {
      await repo.lockStats(tx, userId);
      const result = await work(tx);
      await afterWrite(tx, userId);
      return result;
    });

  /** The member's own row, or 404: another member's id is answered as a missing one. */
  const found = <T>(row: T | undefined, message: string): T => {
    if (!row) throw new AppError('NOT_FOUND', message);
    return row;
  };

  const goalOrFail = async (tx: Transaction, userId: number, goalId: number) =>
    found(await repo.goal(tx, userId, goalId), BODY_MESSAGES.goalNotFound);

  return {
    async addMeasurement(userId: number, body: MeasurementInput): Promise<Measurement> {
      const values = measurementValues(body);
      return toMeasurement(await write(userId, (tx) => repo.insertMeasurement(tx, userId, values)));
    },

    async updateMeasurement(userId: number, id: number, body: MeasurementInput): Promise<Measurement> {
      const values = measurementValues(body);
      const row = await write(userId, async (tx) =>
        found(await repo.updateMeasurement(tx, userId, id, values), BODY_MESSAGES.measurementNotFound),
      );
      return toMeasurement(row);
    },

    async deleteMeasurement(userId: number, id: number) {
      return write(userId, async (tx) =>
        found(await repo.deleteMeasurement(tx, userId, id), BODY_MESSAGES.measurementNotFound),
      );
    },

    async measurements(userId: number, limit: number): Promise<Measurement[]> {
      return (await repo.measurements(db, userId, limit)).map(toMeasurement);
    },

    async latest(userId: number): Promise<Measurement> {
      const [row] = await repo.measurements(db, userId, 1);
      if (!row) throw new AppError('NOT_FOUND', BODY_MESSAGES.noMeasurement);
      return toMeasurement(row);
    },

    async stats(userId: number): Promise<BodyStats> {
      const [figures, [latest]] = await Promise.all([
        repo.stats(db, userId),
        repo.measurements(db, userId, 1),
      ]);
      const change = (from: number | null, to: number | null | undefined) =>
        from === null || to === null || to === undefined ? null : oneDecimal(to - from);
      return {
        overview: {
          starting_weight: figures.starting_weight,
          total_weight_change: change(figures.starting_weight, latest?.weight_kg),
          starting_body_fat: figures.starting_body_fat,
          total_body_fat_change: change(figures.starting_body_fat, figures.latest_body_fat),
          total_measurements: figures.total,
          tracking_days: trackingDays(figures.first_day, latest?.measurement_date ?? null),
        },
        latest: latest ? toMeasurement(latest) : null,
      };
    },

    async trend(userId: number, days: number, kind: 'weight' | 'composition') {
      const rows = await repo.trend(db, userId, trendWindowStart(today(), days), kind === 'composition');
      return rows.map(toTrendPoint);
    },

    async createGoal(userId: number, body: GoalInput): Promise<BodyGoal> {
      const startDate = body.start_date ?? today();
      if (startDate > today()) throw new AppError('BAD_REQUEST', BODY_MESSAGES.startInFuture);
      if (body.target_date < startDate) throw new AppError('BAD_REQUEST', BODY_MESSAGES.targetBeforeStart);
      try {
        const row = await write(userId, async (tx) => {
          const goal = await repo.insertGoal(tx, userId, {
            goal_type: body.goal_type,
            target_weight_kg: body.target_weight_kg,
            target_body_fat_percent: body.target_body_fat_percent,
            target_muscle_mass_kg: body.target_muscle_mass_kg,
            start_date: startDate,
            target_date: body.target_date,
            description: body.description,
          });
          return goalOrFail(tx, userId, goal.id);
        });
        return toBodyGoal(row, today());
      } catch (error) {
        // Two creations at once: the partial unique index lets one through.
        if (isUniqueViolation(error, 'body_goals_one_active_per_user'))
          throw new AppError('CONFLICT', BODY_MESSAGES.goalAlreadyActive);
        throw error;
      }
    },

    async goals(userId: number): Promise<BodyGoal[]> {
      return (await repo.goals(db, userId)).map((row) => toBodyGoal(row, today()));
    },

    async activeGoal(userId: number): Promise<BodyGoal | null> {
      const row = await repo.goal(db, userId);
      return row ? toBodyGoal(row, today()) : null;
    },

    /**
     * Spec §4: an active goal becomes completed or abandoned, once. Completing needs its targets
     * reached by the measurements (the toast says « Objectif atteint »), and earns the goal's points.
     */
    async setGoalStatus(
      userId: number,
      goalId: number,
      status: 'completed' | 'abandoned',
    ): Promise<BodyGoal> {
      const row = await write(userId, async (tx) => {
        const current = await goalOrFail(tx, userId, goalId);
        if (current.goal.status !== 'active') throw new AppError('CONFLICT', BODY_MESSAGES.goalNotActive);
        const isCompleting = status === 'completed';
        if (isCompleting) {
          const { progress_percent } = goalProgress(
            progressInput(current.goal, current.baseline, current.latest, today()),
          );
          if (progress_percent < 100) throw new AppError('CONFLICT', BODY_MESSAGES.goalNotReached);
        }
        await repo.setGoalStatus(tx, userId, goalId, {
          status,
          points_awarded: isCompleting ? BODY_LIMITS.goalPoints : 0,
          completed_at: now(),
        });
        // A reached body goal is the owner's alone: the circle is not told (decision 062).
        return goalOrFail(tx, userId, goalId);
      });
      return toBodyGoal(row, today());
    },

    async deleteGoal(userId: number, goalId: number) {
      return write(userId, async (tx) =>
        found(await repo.deleteGoal(tx, userId, goalId), BODY_MESSAGES.goalNotFound),
      );
    },

    /** The 14 body badges of the member, earned or not, with their progress. */
    async badges(userId: number): Promise<Badge[]> {
      return (await options.listBadges(userId)).filter((badge) => badge.category === BODY_BADGE_CATEGORY);
    },
  };
}

export type BodyService = ReturnType<typeof createBodyService>;
