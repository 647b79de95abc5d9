import type { Exercise } from '@elan/domain';
import { ArrowLeftRight, Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import type { PlayerAction } from '../player-actions.ts';
import { addedExerciseId } from '../player-edits.ts';
import type { PlayerExercise, PlayerState } from '../player-state.ts';
import { ExercisePickerDialog } from './exercise-picker-dialog.tsx';

/** A catalogue exercise as this run plays it: 3 × 10, 60 s of rest, the member adjusts. */
function toPlayerExercise(exercise: Exercise): PlayerExercise {
  return {
    id: addedExerciseId(exercise.id),
    exercise_id: exercise.id,
    exercise_name: exercise.name,
    muscle_group: exercise.muscle_group,
    sets: 3,
    reps: 10,
    duration_seconds: null,
    rest_seconds: 60,
  };
}

const inRun = (state: PlayerState) => state.exercises.map((exercise) => exercise.exercise_id);

type EditProps = { state: PlayerState; dispatch: (action: PlayerAction) => void };

/** « Ajouter un exercice »: searches the catalogue; the exercise joins this run only. */
export function AddExerciseButton({ state, dispatch }: EditProps) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" size="lg" className="h-12" onClick={() => setIsOpen(true)}>
        <Plus aria-hidden="true" className="size-5" />
        Ajouter un exercice
      </Button>
      {isOpen && (
        <ExercisePickerDialog
          title="Ajouter un exercice"
          description="Il s’ajoute à cette séance seulement, avec 3 séries de 10 à ajuster."
          excludedExerciseIds={inRun(state)}
          onPick={(exercise) => {
            dispatch({ type: 'addExercise', exercise: toPlayerExercise(exercise) });
            setIsOpen(false);
          }}
          onClose={() => setIsOpen(false)}
        />
      )}
    </>
  );
}

/** « Remplacer »: an exercise of the same muscle group instead, this run only. */
export function SwapExerciseButton({ state, dispatch, exercise }: EditProps & { exercise: PlayerExercise }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button variant="ghost" className="h-10 px-3" onClick={() => setIsOpen(true)}>
        <ArrowLeftRight aria-hidden="true" className="size-4" />
        Remplacer
      </Button>
      {isOpen && (
        <ExercisePickerDialog
          title={`Remplacer « ${exercise.exercise_name} »`}
          description={`Exercices du groupe ${exercise.muscle_group}. Le programme ne change pas.`}
          muscleGroup={exercise.muscle_group}
          excludedExerciseIds={inRun(state)}
          onPick={(replacement) => {
            dispatch({
              type: 'swapExercise',
              exerciseId: exercise.id,
              replacement: toPlayerExercise(replacement),
            });
            setIsOpen(false);
          }}
          onClose={() => setIsOpen(false)}
        />
      )}
    </>
  );
}
