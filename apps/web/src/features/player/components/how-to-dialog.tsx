import { type ExerciseInstructions, OFFLINE_TEXTS } from '@elan/domain';
import { ChevronRight, CircleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { Modal } from '../../../components/ui/modal.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { pathTo } from '../../../config/paths.ts';
import { useExerciseQuery } from '../api/get-exercise.ts';

type HowToDialogProps = { exerciseId: number; exerciseName: string; onClose: () => void };

export function Instructions({ instructions }: { instructions: ExerciseInstructions }) {
  const muscles = [
    ['Muscles principaux', instructions.primary_muscles],
    ['Muscles secondaires', instructions.secondary_muscles],
  ] as const;
  return (
    <div className="flex flex-col gap-5 text-left text-stone-800">
      <section>
        <h3 className="font-bold text-stone-900">Mise en place</h3>
        <p className="mt-1">{instructions.setup}</p>
      </section>
      <section>
        <h3 className="font-bold text-stone-900">Exécution</h3>
        <ol className="mt-2 flex flex-col gap-2">
          {instructions.steps.map((step, index) => (
            <li key={step} className="flex gap-3">
              <span className="grid size-7 shrink-0 place-items-center rounded-full bg-brand-50 font-bold text-brand-800 text-sm">
                {index + 1}
              </span>
              <span>{step}</span>
            </li>
          ))}
        </ol>
      </section>
      <section className="rounded-xl bg-amber-50 p-4">
        <h3 className="flex items-center gap-2 font-bold text-amber-950">
          <CircleAlert aria-hidden="true" className="size-4" />
          Erreurs fréquentes
        </h3>
        <ul className="mt-2 list-disc pl-5 text-amber-950">
          {instructions.mistakes.map((mistake) => (
            <li key={mistake}>{mistake}</li>
          ))}
        </ul>
      </section>
      <dl className="grid gap-3 sm:grid-cols-2">
        {muscles.map(([label, list]) => (
          <div key={label}>
            <dt className="font-semibold text-sm text-stone-600">{label}</dt>
            <dd className="mt-1 flex flex-wrap gap-1.5">
              {list.length === 0
                ? '—'
                : list.map((muscle) => (
                    <span key={muscle} className="rounded-full bg-stone-100 px-2.5 py-0.5 text-sm">
                      {muscle}
                    </span>
                  ))}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** « Comment faire ? »: the exercise's French instructions, from the player and the programme. */
export function HowToDialog({ exerciseId, exerciseName, onClose }: HowToDialogProps) {
  const exercise = useExerciseQuery(exerciseId);
  return (
    <Modal title={exerciseName} description="Comment faire ?" onClose={onClose} size="md">
      {exercise.isPending ? (
        <Spinner label="Chargement des instructions" />
      ) : exercise.isError && !exercise.data ? (
        <p className="text-stone-600">{OFFLINE_TEXTS.howToUnavailable}</p>
      ) : exercise.data?.instructions ? (
        <Instructions instructions={exercise.data.instructions} />
      ) : (
        <p className="text-stone-600">Pas encore d’instructions pour cet exercice.</p>
      )}
      <Link
        to={pathTo.exercise(exerciseId)}
        className="mt-5 inline-flex items-center gap-1 font-semibold text-brand-700 underline-offset-2 hover:underline"
      >
        Voir la fiche et ma progression
        <ChevronRight aria-hidden="true" className="size-4" />
      </Link>
    </Modal>
  );
}
