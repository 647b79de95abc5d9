import { z } from 'zod';
import { strictNumber } from '../api/primitives.ts';
import { SET_TYPES } from '../constants/labels.ts';
import { isBarbellExercise } from './plates.ts';

/** Issue 14: the exercise page, the library and the year calendar. */
export const PROGRESS_LIMITS = {
  /** Sessions drawn on an exercise page's charts (the newest ones). */
  defaultHistorySessions: 30,
  maxHistorySessions: 100,
  /** Sessions whose sets an exercise page lists. */
  recentSessions: 10,
  /** Days a year calendar covers, today included. */
  calendarDays: 365,
  /** Weeks of the profile's weekly volume chart. */
  volumeWeeks: 12,
} as const;

export const PROGRESS_MESSAGES = {
  ownExerciseExists: 'Vous avez déjà un exercice de ce nom',
  ownExerciseInHistory:
    'Cet exercice figure dans votre historique : il ne peut pas être supprimé, renommez-le si besoin',
  sessionsInvalid: `Le nombre de séances doit être un entier entre 1 et ${PROGRESS_LIMITS.maxHistorySessions}`,
} as const;

export const exerciseHistoryQuery = z.object({
  sessions: strictNumber(
    z.coerce
      .number({ error: PROGRESS_MESSAGES.sessionsInvalid })
      .int({ error: PROGRESS_MESSAGES.sessionsInvalid })
      .min(1, { error: PROGRESS_MESSAGES.sessionsInvalid })
      .max(PROGRESS_LIMITS.maxHistorySessions, { error: PROGRESS_MESSAGES.sessionsInvalid })
      .default(PROGRESS_LIMITS.defaultHistorySessions),
  ),
});

const bestSetSchema = z.object({ weight_kg: z.number(), reps: z.number() });

/** One session of the member with this exercise, warm-ups left out. */
export const historyPointSchema = z.object({
  completion_id: z.number(),
  completed_at: z.string(),
  best_set: bestSetSchema.nullable(),
  one_rep_max: z.number().nullable(),
  volume_kg: z.number(),
});
export type HistoryPoint = z.infer<typeof historyPointSchema>;

const datedRecordSchema = z.object({
  value: z.number(),
  weight_kg: z.number().nullable(),
  reps: z.number().nullable(),
  completion_id: z.number(),
  achieved_at: z.string(),
});
export type DatedRecord = z.infer<typeof datedRecordSchema>;

export const historySessionSchema = z.object({
  completion_id: z.number(),
  completed_at: z.string(),
  session_title: z.string(),
  sets: z.array(
    z.object({
      set_number: z.number(),
      reps: z.number().nullable(),
      weight_kg: z.number().nullable(),
      set_type: z.enum(SET_TYPES),
      status: z.enum(['done', 'skipped']),
      rpe: z.number().nullable(),
      duration_seconds: z.number().nullable(),
    }),
  ),
});
export type HistorySession = z.infer<typeof historySessionSchema>;

export const exerciseHistorySchema = z.object({
  exercise_id: z.number(),
  /** Oldest first, at most `sessions` of them. */
  points: z.array(historyPointSchema),
  records: z.object({
    weight: datedRecordSchema.nullable(),
    reps: datedRecordSchema.nullable(),
    one_rep_max: datedRecordSchema.nullable(),
  }),
  /** Newest first, at most 10. */
  recent: z.array(historySessionSchema),
});
export type ExerciseHistory = z.infer<typeof exerciseHistorySchema>;

export const calendarSchema = z.object({
  user_id: z.number(),
  from: z.string(),
  to: z.string(),
  /** Paris days with at least one session, oldest first. */
  days: z.array(z.object({ date: z.string(), count: z.number() })),
  total: z.number(),
});
export type TrainingCalendar = z.infer<typeof calendarSchema>;

/**
 * GET /users/me/weekly-volume: per week, the working volume (kg × reps, warm-ups aside), the
 * working sets done and the minutes trained, so a body-weight week still says something.
 */
export const weeklyVolumeSchema = z.array(
  z.object({
    week_start: z.string(),
    volume_kg: z.number(),
    sets: z.number(),
    minutes: z.number(),
    sessions: z.number(),
  }),
);
export type WeeklyVolume = z.infer<typeof weeklyVolumeSchema>;

export const EQUIPMENTS = ['barre', 'halteres', 'machine', 'kettlebell', 'poids_du_corps'] as const;
export type Equipment = (typeof EQUIPMENTS)[number];
export const EQUIPMENT_LABELS: Record<Equipment, string> = {
  barre: 'Barre',
  halteres: 'Haltères',
  machine: 'Machine ou poulie',
  kettlebell: 'Kettlebell',
  poids_du_corps: 'Poids du corps',
};

/** The catalogue has no equipment column (decision 019): the name tells it. */
export function exerciseEquipment(name: string): Equipment {
  const folded = name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
  if (isBarbellExercise(name) || folded.includes('barre')) return 'barre';
  if (
    /haltere|^curl (biceps|marteau|concentre)|^elevations|^oiseau|^kickback triceps|^extension triceps|arnold|^ecarte|goblet|pullover/.test(
      folded,
    )
  )
    return 'halteres';
  if (folded.includes('kettlebell')) return 'kettlebell';
  if (/machine|poulie|presse|cable|leg curl|leg extension|tirage|face pull/.test(folded)) return 'machine';
  return 'poids_du_corps';
}
