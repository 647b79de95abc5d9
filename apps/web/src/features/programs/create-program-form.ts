import {
  type CreateProgramBody,
  createProgramBody,
  type Exercise,
  type Level,
  PROGRAM_LIMITS,
} from '@elan/domain';
import { type FieldErrors, fieldErrorsFrom } from '../../lib/form-errors.ts';

/** One row of the modal's exercise list; numbers stay text while the member types. */
export type ExerciseRow = {
  exercise_id: number;
  name: string;
  muscle_group: string;
  sets: string;
  reps: string;
  rest_time_sec: string;
};

export type CreateProgramValues = {
  title: string;
  description: string;
  goal: string;
  difficulty_level: Level;
  duration_weeks: string;
  exercises: ExerciseRow[];
};

/** Spec §5 and §9 defaults: 4 weeks, beginner, no exercise yet. */
export const INITIAL_CREATE_PROGRAM_VALUES: CreateProgramValues = {
  title: '',
  description: '',
  goal: '',
  difficulty_level: 'beginner',
  duration_weeks: String(PROGRAM_LIMITS.durationWeeks.default),
  exercises: [],
};

/** A catalogue exercise as a new row: 3 sets, 12 reps, 60 s rest (spec §9). */
export function newExerciseRow(exercise: Exercise): ExerciseRow {
  return {
    exercise_id: exercise.id,
    name: exercise.name,
    muscle_group: exercise.muscle_group,
    sets: String(PROGRAM_LIMITS.sets.default),
    reps: String(PROGRAM_LIMITS.reps.default),
    rest_time_sec: String(PROGRAM_LIMITS.restSeconds.default),
  };
}

/**
 * The message for adding `exercise` to `rows`, or null when it may be added. The schema decides
 * (« Cet exercice est déjà ajouté »), so the modal and the server say the same thing.
 */
export function addExerciseError(rows: readonly ExerciseRow[], exercise: Exercise): string | null {
  const ids = [...rows.map((row) => row.exercise_id), exercise.id];
  const parsed = createProgramBody.shape.exercises.safeParse(ids.map((exercise_id) => ({ exercise_id })));
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}

export type CreateProgramCheck =
  | { body: CreateProgramBody; errors?: never }
  | { body?: never; errors: FieldErrors };

/** Spec §5 with the server's own schema: the request body, or the French message of each field. */
export function checkCreateProgram(values: CreateProgramValues): CreateProgramCheck {
  const parsed = createProgramBody.safeParse({
    title: values.title,
    description: values.description,
    goal: values.goal,
    difficulty_level: values.difficulty_level,
    duration_weeks: values.duration_weeks,
    // Always sent, so an empty list gives « Ajoutez au moins un exercice ».
    exercises: values.exercises.map((row) => ({
      exercise_id: row.exercise_id,
      sets: row.sets,
      reps: row.reps,
      rest_time_sec: row.rest_time_sec,
    })),
  });
  if (!parsed.success) return { errors: fieldErrorsFrom(parsed.error) };
  const { image_url: _imageUrl, ...body } = parsed.data;
  return { body };
}
