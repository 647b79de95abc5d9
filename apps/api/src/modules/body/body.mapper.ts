import {
  type BodyGoal,
  type GoalProgressInput,
  goalProgress,
  type Measurement,
  type TrendPoint,
} from '@elan/domain';
import type { GoalRow, MeasurementRow } from './body.repository.ts';

type Point = GoalProgressInput['latest'];

export function toMeasurement(row: MeasurementRow): Measurement {
  return {
    id: row.id,
    weight_kg: row.weight_kg,
    height_cm: row.height_cm,
    body_fat_percent: row.body_fat_percent,
    lean_mass_percent: row.lean_mass_percent,
    muscle_mass_kg: row.muscle_mass_kg,
    waist_cm: row.waist_cm,
    chest_cm: row.chest_cm,
    hips_cm: row.hips_cm,
    arms_cm: row.arms_cm,
    thighs_cm: row.thighs_cm,
    notes: row.notes,
    measurement_date: row.measurement_date,
    bmi: row.bmi,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export function toTrendPoint(row: TrendPoint): TrendPoint {
  return {
    date: row.date,
    weight_kg: row.weight_kg,
    bmi: row.bmi,
    body_fat_percent: row.body_fat_percent,
    muscle_mass_kg: row.muscle_mass_kg,
  };
}

/** What the progress rule reads of a goal and its two measurements. */
export function progressInput(
  goal: GoalRow,
  baseline: Point,
  latest: Point,
  today: string,
): GoalProgressInput {
  return {
    goal_type: goal.goal_type,
    targets: {
      weight_kg: goal.target_weight_kg,
      body_fat_percent: goal.target_body_fat_percent,
      muscle_mass_kg: goal.target_muscle_mass_kg,
    },
    baseline,
    latest,
    target_date: goal.target_date,
    today,
  };
}

/** A goal as the member sees it: live progress while active, 100 % once completed. */
export function toBodyGoal(row: { goal: GoalRow; baseline: Point; latest: Point }, today: string): BodyGoal {
  const { goal } = row;
  const live = goalProgress(progressInput(goal, row.baseline, row.latest, today));
  const progress =
    goal.status === 'active'
      ? live
      : { progress_percent: goal.status === 'completed' ? 100 : live.progress_percent, days_remaining: 0 };
  return {
    id: goal.id,
    goal_type: goal.goal_type,
    target_weight_kg: goal.target_weight_kg,
    target_body_fat_percent: goal.target_body_fat_percent,
    target_muscle_mass_kg: goal.target_muscle_mass_kg,
    start_date: goal.start_date,
    target_date: goal.target_date,
    description: goal.description,
    status: goal.status,
    points_awarded: goal.points_awarded,
    progress,
    created_at: goal.created_at.toISOString(),
    completed_at: goal.completed_at ? goal.completed_at.toISOString() : null,
  };
}

/** Kilograms and points keep one decimal: 72.5 − 70.2 answers 2.3, not 2.2999999999999972. */
export function oneDecimal(value: number): number {
  return Math.round(value * 10) / 10;
}
