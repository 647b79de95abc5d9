import { type Exercise, type Level, PROGRAM_LIMITS, type ProgramStructure } from '@elan/domain';
import { groupWithPrevious, moveGrouped, removeGrouped, ungroup } from './program-editor-groups.ts';
import {
  defaultIncrementKg,
  EDITOR_NO_PROGRESSION,
  type EditorExercise,
  type EditorSession,
  type EditorValues,
  type ExerciseTextField,
  newExercise,
  type ProgramTextField,
  type ProgressionType,
  progressionOfType,
  type SessionTextField,
  valuesFromStructure,
} from './program-editor-values.ts';

/** What the editor's screen may do to its values: a pure reducer, tested alone (player-machine's way). */
export type EditorAction =
  | { type: 'load'; structure: ProgramStructure }
  | { type: 'programField'; field: ProgramTextField; value: string }
  | { type: 'level'; level: Level }
  | { type: 'addSession' }
  | { type: 'sessionField'; session: string; field: SessionTextField; value: string }
  | { type: 'moveSession'; from: number; to: number }
  | { type: 'removeSession'; session: string }
  | { type: 'addExercise'; session: string; exercise: Exercise }
  | { type: 'removeExercise'; session: string; exercise: string }
  | { type: 'moveExercise'; session: string; from: number; to: number }
  | { type: 'exerciseField'; session: string; exercise: string; field: ExerciseTextField; value: string }
  | { type: 'timed'; session: string; exercise: string; isTimed: boolean }
  | { type: 'progressionType'; session: string; exercise: string; progressionType: ProgressionType }
  | { type: 'progressionValue'; session: string; exercise: string; value: string }
  | { type: 'group'; session: string; index: number }
  | { type: 'ungroup'; session: string; index: number };

function mapSession(
  values: EditorValues,
  sessionKey: string,
  change: (session: EditorSession) => EditorSession,
): EditorValues {
  return {
    ...values,
    sessions: values.sessions.map((session) => (session.key === sessionKey ? change(session) : session)),
  };
}

function mapExercises(
  values: EditorValues,
  sessionKey: string,
  change: (exercises: EditorExercise[]) => EditorExercise[],
): EditorValues {
  return mapSession(values, sessionKey, (session) => ({ ...session, exercises: change(session.exercises) }));
}

function move<T>(items: readonly T[], from: number, to: number): T[] {
  const moving = items[from];
  if (moving === undefined || to < 0 || to >= items.length) return [...items];
  const moved = items.filter((_, position) => position !== from);
  moved.splice(to, 0, moving);
  return moved;
}

const DEFAULT_DURATION_SECONDS = '30';

/** A timed exercise gets a duration to start from, and no load progression (the schema refuses it). */
function timed(row: EditorExercise, isTimed: boolean): EditorExercise {
  if (!isTimed) return { ...row, is_timed: false };
  return {
    ...row,
    is_timed: true,
    duration_seconds: row.duration_seconds || DEFAULT_DURATION_SECONDS,
    progression: EDITOR_NO_PROGRESSION,
  };
}

/**
 * A field of an exercise typed in. A rep range set on an exercise still without a rule proposes
 * the default one of its equipment (decision 102): in the form, visible and editable, saved only
 * with « Enregistrer ».
 */
function exerciseField(row: EditorExercise, field: ExerciseTextField, value: string): EditorExercise {
  const changed = { ...row, [field]: value };
  const setsRange = field === 'reps_max' && row.reps_max.trim() === '' && value.trim() !== '';
  if (!setsRange || row.is_timed || row.progression.type !== 'none') return changed;
  const increment = defaultIncrementKg(row.name);
  if (increment === null) return changed;
  return { ...changed, progression: { ...row.progression, type: 'double', increment_kg: String(increment) } };
}

/** The rule's number: the increment of a double or linear progression, the percentage of « % du 1RM ». */
function progressionValue(row: EditorExercise, value: string): EditorExercise {
  const field = row.progression.type === 'percent_1rm' ? 'percent' : 'increment_kg';
  return { ...row, progression: { ...row.progression, [field]: value } };
}

export function editorReducer(values: EditorValues, action: EditorAction): EditorValues {
  switch (action.type) {
    case 'load':
      return valuesFromStructure(action.structure);
    case 'programField':
      return { ...values, program: { ...values.program, [action.field]: action.value } };
    case 'level':
      return { ...values, program: { ...values.program, difficulty_level: action.level } };
    case 'addSession': {
      const position = values.sessions.length + 1;
      const session: EditorSession = {
        key: `k${values.nextKey}`,
        title: `Séance ${position}`,
        day_number: String(Math.min(position, PROGRAM_LIMITS.dayOfWeek.max)),
        notes: '',
        exercises: [],
      };
      return { ...values, sessions: [...values.sessions, session], nextKey: values.nextKey + 1 };
    }
    case 'sessionField':
      return mapSession(values, action.session, (session) => ({ ...session, [action.field]: action.value }));
    case 'moveSession':
      return { ...values, sessions: move(values.sessions, action.from, action.to) };
    case 'removeSession':
      return { ...values, sessions: values.sessions.filter((session) => session.key !== action.session) };
    case 'addExercise': {
      const row = newExercise(action.exercise, `k${values.nextKey}`);
      const added = mapExercises(values, action.session, (exercises) => [...exercises, row]);
      return { ...added, nextKey: values.nextKey + 1 };
    }
    case 'removeExercise':
      return mapExercises(values, action.session, (rows) =>
        removeGrouped(
          rows,
          rows.findIndex((row) => row.key === action.exercise),
        ),
      );
    case 'moveExercise':
      return mapExercises(values, action.session, (rows) => moveGrouped(rows, action.from, action.to));
    case 'exerciseField':
      return mapExercises(values, action.session, (rows) =>
        rows.map((row) =>
          row.key === action.exercise ? exerciseField(row, action.field, action.value) : row,
        ),
      );
    case 'timed':
      return mapExercises(values, action.session, (rows) =>
        rows.map((row) => (row.key === action.exercise ? timed(row, action.isTimed) : row)),
      );
    case 'progressionType':
      return mapExercises(values, action.session, (rows) =>
        rows.map((row) =>
          row.key === action.exercise && !row.is_timed
            ? { ...row, progression: progressionOfType(action.progressionType, row.name, row.progression) }
            : row,
        ),
      );
    case 'progressionValue':
      return mapExercises(values, action.session, (rows) =>
        rows.map((row) => (row.key === action.exercise ? progressionValue(row, action.value) : row)),
      );
    case 'group':
      return mapExercises(values, action.session, (rows) => groupWithPrevious(rows, action.index));
    case 'ungroup':
      return mapExercises(values, action.session, (rows) => ungroup(rows, action.index));
  }
}
