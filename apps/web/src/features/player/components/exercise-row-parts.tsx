import { Check, Repeat } from 'lucide-react';
import { completedSets, isExerciseComplete } from '../player-queries.ts';
import type { PlayerExercise, PlayerState } from '../player-state.ts';
import { supersetLabelsById } from '../player-superset.ts';
import { restLabel, setsProgressLabel, targetLabel } from './exercise-meta.ts';

/** What one row of the player's exercise list shows, in every mode. */
export type ExerciseListItem = {
  exercise: PlayerExercise;
  completed: number;
  isCurrent: boolean;
  isComplete: boolean;
  isSelected: boolean;
  /** 1-based place in the running circuit. */
  circuitIndex: number | null;
  /** « A1 », « A2 »… in a superset (issue 30), else null. */
  supersetLabel: string | null;
};

/** One row per exercise of the run, in display order. */
export function exerciseListItems(state: PlayerState): ExerciseListItem[] {
  const labels = supersetLabelsById(state.exercises);
  return state.exercises.map((exercise) => {
    const circuitIndex = state.circuit ? state.circuit.indexOf(exercise.id) : -1;
    return {
      exercise,
      completed: completedSets(state, exercise.id),
      isCurrent: exercise.id === state.currentId,
      isComplete: isExerciseComplete(state, exercise.id),
      isSelected: state.selection.includes(exercise.id),
      circuitIndex: circuitIndex === -1 ? null : circuitIndex + 1,
      supersetLabel: labels.get(exercise.id) ?? null,
    };
  });
}

export function StatusBadge({ item }: { item: ExerciseListItem }) {
  if (item.isComplete) {
    return (
      <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-1 font-semibold text-emerald-800 text-xs">
        <Check aria-hidden="true" className="size-3.5" />
        Terminé
      </span>
    );
  }
  if (item.isCurrent) {
    return (
      <span className="rounded-full bg-brand-100 px-2.5 py-1 font-semibold text-brand-800 text-xs">
        En cours
      </span>
    );
  }
  return null;
}

export function ExerciseSummary({ item }: { item: ExerciseListItem }) {
  const { exercise } = item;
  return (
    <span className="min-w-0 flex-1">
      <span className="block break-words font-semibold text-stone-900">
        {item.supersetLabel && <SupersetLabel label={item.supersetLabel} />}
        {exercise.exercise_name}
      </span>
      <span className="block text-stone-500 text-xs">
        {targetLabel(exercise)} · {restLabel(exercise)}
      </span>
      <span className="mt-1 flex flex-wrap items-center gap-2">
        <span className="font-medium text-stone-700 text-xs tabular-nums">
          {setsProgressLabel(item.completed, exercise.sets)}
        </span>
        {item.circuitIndex !== null && (
          <span className="inline-flex items-center gap-1 rounded-full bg-violet-100 px-2 py-0.5 font-semibold text-violet-800 text-xs">
            <Repeat aria-hidden="true" className="size-3" />
            Circuit · {item.circuitIndex}
          </span>
        )}
      </span>
    </span>
  );
}

export function rowClassName(item: ExerciseListItem): string {
  const base = 'flex min-h-16 items-center gap-3 rounded-2xl border bg-white p-3 transition-colors';
  if (item.isCurrent) return `${base} border-brand-300 ring-2 ring-brand-500/30`;
  if (item.isComplete) return `${base} border-stone-200 bg-stone-50 opacity-80`;
  return `${base} border-stone-200`;
}

export function PositionBadge({ position, isComplete }: { position: number; isComplete: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={`grid size-10 shrink-0 place-items-center rounded-xl font-bold tabular-nums ${
        isComplete ? 'bg-emerald-100 text-emerald-800' : 'bg-stone-100 text-stone-700'
      }`}
    >
      {isComplete ? <Check className="size-5" /> : position}
    </span>
  );
}

/** « A1 » before a superset member's name; read as « Superset A1 ». */
function SupersetLabel({ label }: { label: string }) {
  return (
    <span className="mr-1.5 inline-block rounded-md bg-brand-100 px-1.5 py-0.5 align-middle font-bold text-brand-800 text-xs tabular-nums">
      <span className="sr-only">Superset </span>
      {label}
    </span>
  );
}
