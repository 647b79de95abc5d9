import { formatWeight, NBSP, withUnit } from '@elan/domain';
import { useId } from 'react';
import { Card } from '../../../components/ui/card.tsx';
import type { SessionSummaryState } from '../summary-state.ts';

type LoggedSets = NonNullable<SessionSummaryState['sets']>;

/** « 12 × 40 kg · 10 × 42,5 kg » for the sets done on one exercise. */
function setsDoneLabel(sets: LoggedSets, exerciseId: number): string | null {
  const done = sets.filter((set) => set.exercise_id === exerciseId && set.status === 'done');
  if (done.length === 0) return null;
  return done
    .map((set) => {
      const reps = set.reps === null ? '—' : String(set.reps);
      return set.weight_kg === null
        ? withUnit(reps, 'rép.')
        : `${withUnit(reps, '×')}${NBSP}${formatWeight(set.weight_kg)}`;
    })
    .join(' · ');
}

/** Spec /session-summary 'Exercices réalisés': each exercise planned, and what was done of it. */
export function ExercisesDoneCard({
  exercises = [],
  sets,
}: {
  exercises: SessionSummaryState['exercises'];
  sets: SessionSummaryState['sets'];
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
      </section>
    </Card>
  );
}
