import type { BodyGoalType } from '../constants/body.ts';
import { addDays } from './time.ts';

type Values = { weight_kg: number | null; body_fat_percent: number | null; muscle_mass_kg: number | null };
type Metric = keyof Values;

export type GoalProgressInput = {
  goal_type: BodyGoalType;
  targets: Values;
  /** The measurement at the goal's start: the last one on or before it, else the first after. */
  baseline: Values | null;
  latest: Values | null;
  target_date: string;
  today: string;
};

/** The direction a goal type wants for a metric: -1 down, +1 up, undefined when the target says. */
const WANTED: Partial<Record<BodyGoalType, Partial<Record<Metric, 1 | -1>>>> = {
  weight_loss: { weight_kg: -1 },
  weight_gain: { weight_kg: 1 },
  fat_loss: { body_fat_percent: -1 },
  muscle_gain: { muscle_mass_kg: 1 },
};

/** How far one metric still had to go at the start, and how far it went, in the goal's direction. */
function metricMove(input: GoalProgressInput, metric: Metric) {
  const target = input.targets[metric];
  const start = input.baseline?.[metric] ?? null;
  const now = input.latest?.[metric] ?? null;
  if (target === null || start === null || now === null) return undefined;
  const direction = WANTED[input.goal_type]?.[metric] ?? Math.sign(target - start);
  return { needed: (target - start) * direction, moved: (now - start) * direction };
}

function metricPercent(input: GoalProgressInput, metric: Metric): number {
  const move = metricMove(input, metric);
  if (!move) return 0;
  // Already at or past the target when the goal started: nothing left to do.
  if (move.needed <= 0) return 100;
  return Math.max(0, Math.min(100, (move.moved / move.needed) * 100));
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / 86_400_000);
}

/**
 * Spec §3 goal progress, from the measurement at the goal's start to the latest: each numeric
 * target counts its share of the way done (0–100, past the target counts 100), and the goal is
 * their mean, floored. `days_remaining` counts calendar days to the target date, never below 0.
 */
export function goalProgress(input: GoalProgressInput): { progress_percent: number; days_remaining: number } {
  const metrics = (Object.keys(input.targets) as Metric[]).filter((metric) => input.targets[metric] !== null);
  const percents = metrics.map((metric) => metricPercent(input, metric));
  const mean = percents.length ? percents.reduce((sum, value) => sum + value, 0) / percents.length : 0;
  return {
    progress_percent: Math.floor(mean),
    days_remaining: Math.max(0, daysBetween(input.today, input.target_date)),
  };
}

/** Kilograms moved towards the goal's target weight, at most the distance to it, one decimal. */
export function kilogramsTowardsWeightGoal(input: GoalProgressInput): number {
  const move = metricMove(input, 'weight_kg');
  if (!move || move.needed <= 0) return 0;
  return Math.round(Math.max(0, Math.min(move.moved, move.needed)) * 10) / 10;
}

/** Calendar days from the first to the latest measurement (decision 015): 0 with one or none. */
export function trackingDays(firstDay: string | null, latestDay: string | null): number {
  if (!firstDay || !latestDay) return 0;
  return Math.max(0, daysBetween(firstDay, latestDay));
}

/** The first day of a trend window ending today: `days` calendar days, today included. */
export function trendWindowStart(today: string, days: number): string {
  return addDays(today, 1 - days);
}
