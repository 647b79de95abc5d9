import { z } from 'zod';
import { MESSAGES } from '../constants/messages.ts';

/** The catalogue's muscle groups, as the seed writes them (issue 14: a member's own exercise picks one). */
export const MUSCLE_GROUPS = [
  'Abdominaux',
  'Adducteurs',
  'Biceps',
  'Cardio',
  'Corps entier',
  'Dos',
  'Épaules',
  'Fessiers',
  'Hanches',
  'Ischio-jambiers',
  'Lombaires',
  'Mollets',
  'Obliques',
  'Pectoraux',
  'Quadriceps',
  'Trapèzes',
  'Triceps',
] as const;

/** The catalogue's exercise types. */
export const EXERCISE_TYPES = ['force', 'cardio', 'gainage', 'mobilite', 'pliometrie'] as const;

/** The category a member's own exercise is filed under. */
export const OWN_EXERCISE_CATEGORY = 'Mes exercices';
export const OWN_EXERCISE_NAME_MAX = 80;

/** A member's own exercise (issue 14): seen only by them, next to the catalogue. */
export const createOwnExerciseBody = z.object({
  name: z
    .string({ error: MESSAGES.exerciseNameRequired })
    .trim()
    .min(1, { error: MESSAGES.exerciseNameRequired })
    .max(OWN_EXERCISE_NAME_MAX, {
      error: `Le nom ne doit pas dépasser ${OWN_EXERCISE_NAME_MAX} caractères`,
    }),
  muscle_group: z.enum(MUSCLE_GROUPS, { error: MESSAGES.muscleGroupInvalid }),
  type: z.enum(EXERCISE_TYPES, { error: MESSAGES.exerciseTypeInvalid }),
});
