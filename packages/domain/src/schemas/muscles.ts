import { z } from 'zod';
import { strictNumber } from '../api/primitives.ts';
import { MUSCLE_GROUPS } from './exercises.ts';

/** Issue 33 « Muscles this week »: the windows a member may ask for. */
export const MUSCLE_LIMITS = {
  defaultDays: 7,
  maxDays: 365,
  defaultWeeks: 12,
  maxWeeks: 52,
} as const;

export const MUSCLE_MESSAGES = {
  daysInvalid: `Le nombre de jours doit être un entier entre 1 et ${MUSCLE_LIMITS.maxDays}`,
  weeksInvalid: `Le nombre de semaines doit être un entier entre 1 et ${MUSCLE_LIMITS.maxWeeks}`,
} as const;

const wholeNumber = (message: string, max: number, fallback: number) =>
  strictNumber(
    z.coerce
      .number({ error: message })
      .int({ error: message })
      .min(1, { error: message })
      .max(max, { error: message })
      .default(fallback),
  );

/** GET /api/progress/muscles?days=7 (CONTRACT « Insight »). */
export const muscleSetsQuery = z.object({
  days: wholeNumber(MUSCLE_MESSAGES.daysInvalid, MUSCLE_LIMITS.maxDays, MUSCLE_LIMITS.defaultDays),
});

/** GET /api/progress/muscles/history?weeks=12. */
export const muscleHistoryQuery = z.object({
  weeks: wholeNumber(MUSCLE_MESSAGES.weeksInvalid, MUSCLE_LIMITS.maxWeeks, MUSCLE_LIMITS.defaultWeeks),
});

const muscleGroupSchema = z.enum(MUSCLE_GROUPS);

/** Every group of the catalogue, in `MUSCLE_GROUPS` order, 0 when untrained (decision 114). */
export const muscleSetsSchema = z.array(
  z.object({ muscle_group: muscleGroupSchema, sets: z.number(), volume_kg: z.number() }),
);
export type MuscleSets = z.infer<typeof muscleSetsSchema>;

/** Per group, its weeks (Monday, Paris) oldest first, empty weeks included. */
export const muscleHistorySchema = z.array(
  z.object({
    muscle_group: muscleGroupSchema,
    weeks: z.array(z.object({ week_start: z.string(), sets: z.number(), volume_kg: z.number() })),
  }),
);
export type MuscleHistory = z.infer<typeof muscleHistorySchema>;
