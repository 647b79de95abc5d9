import { countLabel, type Exercise, exerciseEquipment } from '@elan/domain';
import { ChevronRight, Plus, SearchX } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { pathTo } from '../../../config/paths.ts';
import { useExerciseSearchQuery } from '../../player/index.ts';
import { exerciseFacts, isOwnExercise } from '../exercise-labels.ts';
import { type LibraryFilter, LibraryFilters } from './library-filters.tsx';
import { OwnExerciseModal } from './own-exercise-modal.tsx';

function ExerciseRow({ exercise }: { exercise: Exercise }) {
  return (
    <li>
      <Link
        to={pathTo.exercise(exercise.id)}
        className="flex items-center gap-3 rounded-2xl border border-stone-200/80 bg-white px-4 py-3 shadow-sm transition-colors hover:border-brand-300 hover:bg-brand-50/40"
      >
        <span className="min-w-0 flex-1">
          <span className="flex flex-wrap items-center gap-2 font-semibold text-stone-900">
            {exercise.name}
            {isOwnExercise(exercise) && (
              <span className="rounded-full bg-brand-100 px-2 py-0.5 font-semibold text-brand-800 text-xs">
                Mon exercice
              </span>
            )}
          </span>
          <span className="mt-0.5 block text-sm text-stone-600">{exerciseFacts(exercise)}</span>
        </span>
        <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-stone-400" />
      </Link>
    </li>
  );
}

/** `/exercises`: the catalogue and the member's own exercises, searched and filtered. */
export function ExerciseLibrary() {
  const [filter, setFilter] = useState<LibraryFilter>({ q: '', muscleGroup: '', equipment: '' });
  const [isAdding, setIsAdding] = useState(false);
  const q = useDeferredValue(filter.q.trim());
  const search = useExerciseSearchQuery({ q, muscleGroup: filter.muscleGroup || undefined });
  // French alphabetical order: « Écarté » among the E, not after Z.
  const shown = (search.data ?? [])
    .filter((exercise) => !filter.equipment || exerciseEquipment(exercise.name) === filter.equipment)
    .sort((a, b) => a.name.localeCompare(b.name, 'fr'));
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-extrabold text-3xl text-stone-900 tracking-tight md:text-4xl">Exercices</h1>
          <p className="mt-2 text-stone-600">
            Les consignes de chaque mouvement et ta progression, exercice par exercice.
          </p>
        </div>
        <Button onClick={() => setIsAdding(true)}>
          <Plus aria-hidden="true" className="size-4" />
          Ajouter mon exercice
        </Button>
      </header>
      <LibraryFilters filter={filter} onChange={setFilter} />
      {search.isPending ? (
        <div aria-busy="true" className="flex flex-col gap-2">
          <span className="sr-only">Chargement des exercices…</span>
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
        </div>
      ) : shown.length === 0 ? (
        <EmptyState icon={SearchX} title="Aucun exercice ne correspond à ta recherche." />
      ) : (
        <>
          <p className="text-sm text-stone-600" aria-live="polite">
            {countLabel(shown.length, 'exercice', 'exercices')}
          </p>
          <ul className="grid gap-2 lg:grid-cols-2">
            {shown.map((exercise) => (
              <ExerciseRow key={exercise.id} exercise={exercise} />
            ))}
          </ul>
        </>
      )}
      {isAdding && <OwnExerciseModal onClose={() => setIsAdding(false)} />}
    </div>
  );
}
