import { type CompletionSet, countLabel, NBSP, withUnit } from '@elan/domain';
import { useId } from 'react';
import { Card } from '../../../components/ui/card.tsx';
import { bestSetLabel } from '../exercise-results.ts';
import type { SessionSummaryState } from '../summary-state.ts';
import { SetLogDisclosure } from './completion-set-log.tsx';

type LoggedSets = NonNullable<SessionSummaryState['sets']>;

/** « 2 séries · meilleure : 10 × 42,5 kg » for one exercise; null when none of its sets was done. */
function setsDoneLabel(sets: LoggedSets, exerciseId: number): string | null {
  const own = sets.filter((set) => set.exercise_id === exerciseId);
  const done = own.filter((set) => set.status === 'done').length;
  const best = bestSetLabel(own);
  if (done === 0 || best === null) return null;
  return `${countLabel(done, 'série', 'séries')} · meilleure${NBSP}: ${best}`;
}

/**
 * Spec /session-summary 'Exercices réalisés': each exercise planned, and what was done of it (its
 * sets done and best set); once saved, the per-set log folded behind « Détail des séries ».
 */
export function ExercisesDoneCard({
  exercises = [],
  sets,
  log,
}: {
  exercises: SessionSummaryState['exercises'];
  sets: SessionSummaryState['sets'];
  /** The saved completion's log (with names, types and RPE). */
  log?: CompletionSet[] | undefined;
}) {
  const headingId = useId();
  return (
    <Card className="p-5">
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="font-bold text-lg text-stone-900">
          Exercices réalisés
        </h2>
        {exercises.length === 0 ? (
          <p className="mt-2 text-sm text-stone-600">Le détail des exercices n'est pas disponible.</p>
        ) : (
          <ol className="mt-3 flex flex-col divide-y divide-stone-100">
            {exercises.map((exercise, index) => {
              const done = sets ? setsDoneLabel(sets, exercise.exercise_id) : null;
              return (
                <li key={exercise.id} className="flex items-start gap-3 py-2.5">
                  <span
                    aria-hidden="true"
                    className="grid size-8 shrink-0 place-items-center rounded-lg bg-brand-50 font-bold text-brand-700 text-sm"
                  >
                    {index + 1}
                  </span>
                  <span className="min-w-0">
                    <span className="block font-semibold text-stone-900">{exercise.exercise_name}</span>
                    <span className="block text-sm text-stone-600">
                      {withUnit(exercise.sets, '×')}
                      {NBSP}
                      {exercise.duration_seconds
                        ? withUnit(exercise.duration_seconds, 's')
                        : withUnit(exercise.reps, 'rép.')}
                      {done ? ` — ${done}` : sets ? ' — passé' : ''}
                    </span>
                  </span>
                </li>
              );
            })}
          </ol>
        )}
        {log && log.length > 0 && <SetLogDisclosure sets={log} />}
      </section>
    </Card>
  );
}
