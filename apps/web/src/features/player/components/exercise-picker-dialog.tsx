import type { Exercise } from '@elan/domain';
import { Plus, Search } from 'lucide-react';
import { useDeferredValue, useId, useRef, useState } from 'react';
import { Modal } from '../../../components/ui/modal.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useExerciseSearchQuery } from '../api/search-exercises.ts';

/** The list shows this many matches; typing narrows it. */
const SHOWN_MAX = 40;

type ExercisePickerDialogProps = {
  title: string;
  description: string;
  /** « Remplacer »: only this muscle group. */
  muscleGroup?: string;
  /** Already in this run: not offered again. */
  excludedExerciseIds: number[];
  onPick: (exercise: Exercise) => void;
  onClose: () => void;
};

/** Searches the catalogue (accents ignored) and hands back the exercise the member taps. */
export function ExercisePickerDialog({
  title,
  description,
  muscleGroup,
  excludedExerciseIds,
  onPick,
  onClose,
}: ExercisePickerDialogProps) {
  const searchId = useId();
  const searchRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const q = useDeferredValue(text.trim());
  const search = useExerciseSearchQuery({ q, muscleGroup });
  const matches = (search.data ?? []).filter((exercise) => !excludedExerciseIds.includes(exercise.id));
  return (
    <Modal title={title} description={description} onClose={onClose} initialFocusRef={searchRef} size="md">
      <div className="flex flex-col gap-4">
        <label
          htmlFor={searchId}
          className="flex flex-col gap-1.5 text-left font-medium text-sm text-stone-700"
        >
          Rechercher un exercice
          <span className="relative">
            <Search
              aria-hidden="true"
              className="-translate-y-1/2 absolute top-1/2 left-3 size-4 text-stone-500"
            />
            <input
              ref={searchRef}
              id={searchId}
              type="search"
              autoComplete="off"
              value={text}
              onChange={(event) => setText(event.target.value)}
              placeholder="Squat, gainage…"
              className="h-12 w-full rounded-xl border border-stone-300 bg-white pr-3 pl-9 text-base text-stone-900 hover:border-stone-400 focus-visible:border-brand-600"
            />
          </span>
        </label>
        {search.isPending ? (
          <Spinner label="Chargement des exercices" />
        ) : search.isError ? (
          <p role="alert" className="text-red-700 text-sm">
            Impossible de charger les exercices. Réessaie dans un instant.
          </p>
        ) : matches.length === 0 ? (
          <p className="text-sm text-stone-600">Aucun exercice ne correspond à cette recherche.</p>
        ) : (
          <ul
            aria-label="Exercices du catalogue"
            className="flex max-h-[50vh] flex-col gap-2 overflow-y-auto"
          >
            {matches.slice(0, SHOWN_MAX).map((exercise) => (
              <li key={exercise.id}>
                <button
                  type="button"
                  onClick={() => onPick(exercise)}
                  className="flex w-full items-center justify-between gap-3 rounded-xl border border-stone-200 bg-white px-4 py-3 text-left transition-colors hover:border-brand-300 hover:bg-brand-50"
                >
                  <span className="min-w-0">
                    <span className="block font-semibold text-stone-900">{exercise.name}</span>
                    <span className="block text-sm text-stone-600">{exercise.muscle_group}</span>
                  </span>
                  <Plus aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Modal>
  );
}
