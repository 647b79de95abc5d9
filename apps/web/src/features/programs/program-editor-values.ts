import {
  type Exercise,
  exerciseEquipment,
  type Level,
  MESSAGES,
  PROGRAM_LIMITS,
  type ProgramStructure,
  type Progression,
  type StructureExercise,
} from '@elan/domain';

export type ProgressionType = Progression['type'];

/** A progression rule as the form holds it: its kind, and its number as typed (issue 31). */
export type EditorProgression = { type: ProgressionType; increment_kg: string; percent: string };

/** What « % du 1RM » starts from when the member picks it (the schema accepts 40–100). */
const DEFAULT_PERCENT = '75';

export const EDITOR_NO_PROGRESSION: EditorProgression = { type: 'none', increment_kg: '', percent: '' };

/**
 * The rule an exercise gets when the member sets a rep range (decision 102): double progression
 * by the smallest sensible jump of its equipment; nothing for a body-weight exercise.
 */
export function defaultIncrementKg(exerciseName: string): number | null {
  switch (exerciseEquipment(exerciseName)) {
    case 'barre':
    case 'machine':
      return 2.5;
    case 'halteres':
    case 'kettlebell':
      return 1;
    case 'poids_du_corps':
      return null;
  }
}

/** The rule of `type` for the exercise `name`, keeping the number already typed when it applies. */
export function progressionOfType(
  type: ProgressionType,
  name: string,
  current: EditorProgression,
): EditorProgression {
  if (type === 'none') return { ...current, type };
  if (type === 'percent_1rm') return { ...current, type, percent: current.percent || DEFAULT_PERCENT };
  const increment = current.increment_kg || String(defaultIncrementKg(name) ?? 2.5);
  return { ...current, type, increment_kg: increment };
}

function editorProgression(progression: Progression): EditorProgression {
  switch (progression.type) {
    case 'none':
      return EDITOR_NO_PROGRESSION;
    case 'double':
    case 'linear':
      return { type: progression.type, increment_kg: String(progression.increment_kg), percent: '' };
    case 'percent_1rm':
      return { type: progression.type, increment_kg: '', percent: String(progression.percent) };
  }
}

/**
 * The programme editor's values (issue 30), as a pure reducer the screen drives and a test can run
 * alone. Numbers stay text while the member types; `key` names a row for React and the drag and
 * drop, `id` is the server's (kept on save, absent for a new row).
 */
export type EditorExercise = {
  key: string;
  id?: number;
  exercise_id: number;
  name: string;
  muscle_group: string;
  sets: string;
  reps: string;
  reps_max: string;
  /** A timed exercise counts seconds instead of reps. */
  is_timed: boolean;
  duration_seconds: string;
  rest_time_sec: string;
  target_weight_kg: string;
  target_rpe: string;
  notes: string;
  superset_group: number | null;
  progression: EditorProgression;
};

export type EditorSession = {
  key: string;
  id?: number;
  title: string;
  day_number: string;
  notes: string;
  exercises: EditorExercise[];
};

export type EditorProgram = {
  title: string;
  description: string;
  goal: string;
  difficulty_level: Level;
  duration_weeks: string;
  /** « Semaine de décharge toutes les N semaines »: empty is never. */
  deload_every_weeks: string;
};

export type EditorValues = { program: EditorProgram; sessions: EditorSession[]; nextKey: number };

export type ProgramTextField = 'title' | 'description' | 'goal' | 'duration_weeks' | 'deload_every_weeks';
export type SessionTextField = 'title' | 'day_number' | 'notes';
export type ExerciseTextField =
  | 'sets'
  | 'reps'
  | 'reps_max'
  | 'duration_seconds'
  | 'rest_time_sec'
  | 'target_weight_kg'
  | 'target_rpe'
  | 'notes';

const text = (value: number | string | null) => (value === null ? '' : String(value));

function exerciseFromServer(exercise: StructureExercise, key: string): EditorExercise {
  return {
    key,
    id: exercise.id,
    exercise_id: exercise.exercise_id,
    name: exercise.exercise_name,
    muscle_group: exercise.muscle_group,
    sets: text(exercise.sets),
    reps: text(exercise.reps),
    reps_max: text(exercise.reps_max),
    is_timed: exercise.duration_seconds !== null,
    duration_seconds: text(exercise.duration_seconds),
    rest_time_sec: text(exercise.rest_time_sec),
    target_weight_kg: text(exercise.target_weight_kg),
    target_rpe: text(exercise.target_rpe),
    notes: exercise.notes ?? '',
    superset_group: exercise.superset_group,
    progression: editorProgression(exercise.progression),
  };
}

/** The structure the server answered, as the form's values. */
export function valuesFromStructure({ program, sessions }: ProgramStructure): EditorValues {
  let nextKey = 1;
  const key = () => `k${nextKey++}`;
  return {
    program: {
      title: program.title,
      description: program.description ?? '',
      goal: program.goal ?? '',
      difficulty_level: program.difficulty_level,
      duration_weeks: text(program.duration_weeks),
      deload_every_weeks: text(program.deload_every_weeks),
    },
    sessions: sessions.map((session) => ({
      key: key(),
      id: session.id,
      title: session.title,
      day_number: text(session.day_number),
      notes: session.notes ?? '',
      exercises: session.exercises.map((exercise) => exerciseFromServer(exercise, key())),
    })),
    nextKey,
  };
}

/** A catalogue exercise as a new row: spec §9's defaults (3 × 12, 60 s rest). */
export function newExercise(exercise: Exercise, key: string): EditorExercise {
  const L = PROGRAM_LIMITS;
  return {
    key,
    exercise_id: exercise.id,
    name: exercise.name,
    muscle_group: exercise.muscle_group,
    sets: String(L.sets.default),
    reps: String(L.reps.default),
    reps_max: '',
    is_timed: false,
    duration_seconds: '',
    rest_time_sec: String(L.restSeconds.default),
    target_weight_kg: '',
    target_rpe: '',
    notes: '',
    superset_group: null,
    progression: EDITOR_NO_PROGRESSION,
  };
}

/** Why `exercise` may not join `session`, or null (the schema's own sentences). */
export function addExerciseRefusal(session: EditorSession, exercise: Exercise): string | null {
  if (session.exercises.some((row) => row.exercise_id === exercise.id)) return MESSAGES.exerciseDuplicate;
  if (session.exercises.length >= PROGRAM_LIMITS.exercisesPerSession) return MESSAGES.exercisesPerSessionMax;
  return null;
}
