import type { CompletionSet } from '@elan/domain';
import { Dumbbell } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';
import { pathTo } from '../../../config/paths.ts';
import { exerciseResults } from '../exercise-results.ts';
import { SetLogDisclosure } from './completion-set-log.tsx';

/** One line per exercise (its best set, the sets done), then the per-set log, folded. */
export function ExerciseResultsCard({ sets }: { sets: CompletionSet[] }) {
  const headingId = useId();
  const lines = exerciseResults(sets);
  return (
    <Card className="p-5 md:p-6">
      <section aria-labelledby={headingId} className="flex flex-col gap-3">
        <h2 id={headingId} className="flex items-center gap-2 font-bold text-lg text-stone-900">
          <Dumbbell aria-hidden="true" className="size-5 text-brand-600" />
          Exercices
        </h2>
        {lines.length === 0 ? (
          <p className="text-sm text-stone-600">Aucune série enregistrée pour cette séance.</p>
        ) : (
          <>
            <ExerciseResultLines sets={sets} />
            <SetLogDisclosure sets={sets} />
          </>
        )}
      </section>
    </Card>
  );
}

/** The exercise lines alone: name (to its page), best set, sets done. */
function ExerciseResultLines({ sets }: { sets: CompletionSet[] }) {
  return (
    <ul data-testid="exercise-results" className="flex flex-col divide-y divide-stone-100">
      {exerciseResults(sets).map((line) => (
        <li key={line.exerciseId} className="flex items-baseline justify-between gap-3 py-2.5">
          <span className="min-w-0">
            <Link
              to={pathTo.exercise(line.exerciseId)}
              className="block font-semibold text-stone-900 underline-offset-2 hover:text-brand-700 hover:underline"
            >
              {line.name}
            </Link>
            <span className="block text-sm text-stone-600">{line.setsDone}</span>
          </span>
          <span className="shrink-0 text-right">
            <span className="block text-stone-500 text-xs">Meilleure série</span>
            <span className="font-bold text-stone-900 tabular-nums">{line.bestSet ?? '—'}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
