import type { Exercise } from '@elan/domain';
import { Plus, Search } from 'lucide-react';
import { type KeyboardEvent, useId, useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { FieldError, INPUT_CLASS_NAME } from '../../../components/ui/text-field.tsx';
import { useExercisesQuery } from '../api/get-exercises.ts';

type ExercisePickerProps = {
  /** Returns false when the exercise was refused (the error comes back through `error`). */
  onAdd: (exercise: Exercise) => boolean;
  error: string | null;
  /** Another choice makes the last refusal moot. */
  onClearError: () => void;
  isDisabled: boolean;
};

const normalize = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** Groups the catalogue by category, in the server's order. */
function groupByCategory(exercises: readonly Exercise[]): [string, Exercise[]][] {
  const groups = new Map<string, Exercise[]>();
  for (const exercise of exercises) {
    const group = groups.get(exercise.category);
    if (group) group.push(exercise);
    else groups.set(exercise.category, [exercise]);
  }
  return [...groups.entries()];
}

/**
 * Picks from the catalogue (about 120 rows): a filter box narrows a native, grouped select, which
 * stays usable with a keyboard, a screen reader and a phone's own picker.
 */
export function ExercisePicker({ onAdd, error, onClearError, isDisabled }: ExercisePickerProps) {
  const searchId = useId();
  const selectId = useId();
  const errorId = useId();
  const exercises = useExercisesQuery();
  const [filter, setFilter] = useState('');
  const [selectedId, setSelectedId] = useState('');

  const matches = useMemo(() => {
    const needle = normalize(filter.trim());
    const all = exercises.data ?? [];
    if (!needle) return all;
    return all.filter(
      (exercise) =>
        normalize(exercise.name).includes(needle) || normalize(exercise.muscle_group).includes(needle),
    );
  }, [exercises.data, filter]);

  const selected = matches.find((exercise) => String(exercise.id) === selectedId);

  const add = (exercise: Exercise | undefined) => {
    if (!exercise) return;
    if (onAdd(exercise)) setSelectedId('');
  };

  const onSelect = (value: string) => {
    setSelectedId(value);
    onClearError();
  };

  const onFilterKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter in the filter adds the chosen (or first) match instead of submitting the form.
    event.preventDefault();
    add(selected ?? matches[0]);
  };

  if (exercises.isPending) {
    return (
      <div className="grid gap-2 sm:grid-cols-2" aria-busy="true">
        <Skeleton className="h-11" />
        <Skeleton className="h-11" />
        <span className="sr-only">Chargement des exercices…</span>
      </div>
    );
  }

  if (exercises.isError) {
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center gap-3 rounded-xl bg-red-50 px-4 py-3 text-red-800 text-sm"
      >
        Impossible de charger le catalogue d'exercices.
        <Button variant="secondary" size="sm" onClick={() => void exercises.refetch()}>
          Réessayer
        </Button>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-2 rounded-2xl bg-stone-50 p-3 ring-1 ring-stone-200/80">
      <div className="grid gap-2 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)_auto] sm:items-end">
        <div className="flex flex-col gap-1">
          <label htmlFor={searchId} className="font-medium text-stone-700 text-xs">
            Filtrer le catalogue
          </label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-3 size-4 text-stone-400"
            />
            <input
              id={searchId}
              type="search"
              autoComplete="off"
              placeholder="Pompes, gainage…"
              value={filter}
              disabled={isDisabled}
              onChange={(event) => setFilter(event.target.value)}
              onKeyDown={onFilterKeyDown}
              className={`${INPUT_CLASS_NAME} pl-9`}
            />
          </div>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={selectId} className="font-medium text-stone-700 text-xs">
            Exercice
          </label>
          <select
            id={selectId}
            value={selected ? selectedId : ''}
            disabled={isDisabled}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => onSelect(event.target.value)}
            className={INPUT_CLASS_NAME}
          >
            <option value="">
              {matches.length > 0 ? `Choisir parmi ${matches.length} exercices` : 'Aucun exercice trouvé'}
            </option>
            {groupByCategory(matches).map(([category, items]) => (
              <optgroup key={category} label={category}>
                {items.map((exercise) => (
                  <option key={exercise.id} value={exercise.id}>
                    {exercise.name}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </div>
        <Button variant="secondary" onClick={() => add(selected)} disabled={isDisabled || !selected}>
          <Plus aria-hidden="true" className="size-4" />
          Ajouter
        </Button>
      </div>
      {error && <FieldError id={errorId} message={error} />}
    </div>
  );
}
