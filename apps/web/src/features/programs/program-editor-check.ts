import { type PutProgramStructureBody, putProgramStructureBody } from '@elan/domain';
import { type FieldErrors, fieldErrorsFrom } from '../../lib/form-errors.ts';
import { renumberGroups } from './program-editor-groups.ts';
import type { EditorExercise, EditorProgression, EditorValues } from './program-editor-values.ts';

/** An optional field left empty is no value (the schema would read '' as a wrong number). */
const optional = (value: string) => (value.trim() === '' ? null : value);

/** The rule as the schema reads it: its number only when its kind has one (a timed exercise has none). */
function progressionBody(progression: EditorProgression, isTimed: boolean) {
  if (isTimed) return { type: 'none' as const };
  switch (progression.type) {
    case 'none':
      return { type: progression.type };
    case 'double':
    case 'linear':
      return { type: progression.type, increment_kg: progression.increment_kg };
    case 'percent_1rm':
      return { type: progression.type, percent: progression.percent };
  }
}

function exerciseBody(row: EditorExercise) {
  return {
    ...(row.id === undefined ? {} : { id: row.id }),
    exercise_id: row.exercise_id,
    sets: row.sets,
    reps: row.reps,
    // A timed exercise counts seconds: its rep range does not apply.
    reps_max: row.is_timed ? null : optional(row.reps_max),
    duration_seconds: row.is_timed ? row.duration_seconds : null,
    rest_time_sec: row.rest_time_sec,
    target_weight_kg: optional(row.target_weight_kg),
    target_rpe: optional(row.target_rpe),
    notes: optional(row.notes),
    superset_group: row.superset_group,
    progression: progressionBody(row.progression, row.is_timed),
  };
}

/**
 * The PUT body as the form holds it, before parsing: each session's order is its place in the
 * list, groups are numbered 1, 2, 3… Two forms with the same raw body are the same programme, so
 * it is also what « unsaved changes » compares.
 */
export function rawEditorBody({ program, sessions }: EditorValues) {
  return {
    program: {
      title: program.title,
      description: optional(program.description),
      goal: optional(program.goal),
      difficulty_level: program.difficulty_level,
      duration_weeks: program.duration_weeks,
      deload_every_weeks: optional(program.deload_every_weeks),
    },
    sessions: sessions.map((session) => ({
      ...(session.id === undefined ? {} : { id: session.id }),
      title: session.title,
      day_number: session.day_number,
      notes: optional(session.notes),
      exercises: renumberGroups(session.exercises).map(exerciseBody),
    })),
  };
}

export type EditorCheck =
  | { body: PutProgramStructureBody; errors?: never }
  | { body?: never; errors: FieldErrors };

/**
 * The server's own schema on the device: the body to PUT, or each field's French sentence under
 * its path (`program.title`, `sessions.1.exercises.0.reps_max`), which the screen shows beside it.
 */
export function checkEditor(values: EditorValues): EditorCheck {
  const parsed = putProgramStructureBody.safeParse(rawEditorBody(values));
  if (!parsed.success) return { errors: fieldErrorsFrom(parsed.error) };
  return { body: parsed.data };
}

/** The errors of one session's fields: `sessions.2.title` → `title`. */
export function errorsUnder(errors: FieldErrors, prefix: string): FieldErrors {
  const start = `${prefix}.`;
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([path]) => path.startsWith(start))
      .map(([path, message]) => [path.slice(start.length), message]),
  );
}
