import { NBSP, type SessionExercise, supersetLabels, withUnit } from '@elan/domain';
import { HowToButton } from '../../player/index.ts';
import { repsText } from '../program-editor-texts.ts';

function prescription(exercise: SessionExercise): string {
  const work = exercise.duration_seconds ? withUnit(exercise.duration_seconds, 's') : repsText(exercise);
  const targets = [
    exercise.target_weight_kg === null ? null : withUnit(exercise.target_weight_kg, 'kg'),
    exercise.target_rpe === null ? null : `RPE${NBSP}${exercise.target_rpe}`,
  ].filter(Boolean);
  return `${withUnit(exercise.sets, '×')}${NBSP}${work}${targets.length ? ` @ ${targets.join(' · ')}` : ''} · repos ${withUnit(exercise.rest_seconds, 's')}`;
}

/**
 * A session's exercises on the programme's page: the prescription (sets × reps or a range,
 * targets, rest), the note, and supersets bracketed with their A1, A2 labels.
 */
export function SessionExerciseItems({ exercises }: { exercises: SessionExercise[] }) {
  const labels = supersetLabels(exercises.map((exercise) => exercise.superset_group));
  return exercises.map((exercise, index) => {
    const label = labels[index] ?? null;
    return (
      <li
        key={exercise.id}
        data-superset={label ?? undefined}
        className={`flex flex-wrap items-baseline justify-between gap-x-4 py-2 text-sm ${label ? '-ml-3 border-l-4 border-l-brand-500 pl-2' : ''}`}
      >
        <span className="flex flex-wrap items-center gap-x-1 font-medium text-stone-800">
          {label && (
            <span className="mr-1 rounded-md bg-brand-600 px-1.5 py-0.5 font-bold text-white text-xs">
              <span className="sr-only">Superset </span>
              {label}
            </span>
          )}
          {exercise.exercise_name}
          <HowToButton
            exerciseId={exercise.exercise_id}
            exerciseName={exercise.exercise_name}
            className="h-9 px-2 text-brand-700 text-sm"
          />
        </span>
        <span className="text-stone-600 tabular-nums">{prescription(exercise)}</span>
        {exercise.notes && <span className="basis-full text-stone-500 text-xs italic">{exercise.notes}</span>}
      </li>
    );
  });
}
