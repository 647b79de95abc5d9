import { FREE_WORKOUT_TITLE, type LastSets } from '@elan/domain';
import { Flag } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useLastSetsQuery } from '../api/get-last-sets.ts';
import { usePlayerRun } from '../hooks/use-player-run.ts';
import { hasProgress, type PlayerResult } from '../player-queries.ts';
import type { PlayerExercise } from '../player-state.ts';
import { actionBarSpace } from './action-bar.tsx';
import { CurrentSetPanel } from './current-set-panel.tsx';
import { ExerciseList } from './exercise-list.tsx';
import { exerciseListItems } from './exercise-row-parts.tsx';
import { FinishedPanel } from './finished-panel.tsx';
import { FreeWorkoutIntro } from './free-workout-intro.tsx';
import { PlayerHeader } from './player-header.tsx';
import { QuitDialog } from './quit-dialog.tsx';
import { AddExerciseButton } from './run-edit-buttons.tsx';

const NO_EXERCISES: PlayerExercise[] = [];
const NO_LAST_SETS: LastSets = [];

type FreeWorkoutPlayerProps = {
  userId: number;
  onShowSummary: (result: PlayerResult, title: string) => void;
  onQuit: () => void;
  onRestChange?: (endsAt: number | null) => void;
  /** The member's maximum heart rate, for a strap's zones (issue 33). */
  maxHeartRate?: number | null;
};

/**
 * « Séance libre » (issue 13): an empty session the member fills as they go from the catalogue,
 * with the same sets, rests and timed sets as the player; « Terminer la séance » ends it.
 */
export function FreeWorkoutPlayer({
  userId,
  onShowSummary,
  onQuit,
  onRestChange,
  maxHeartRate = null,
}: FreeWorkoutPlayerProps) {
  const [name, setName] = useState('');
  const title = name.trim() || FREE_WORKOUT_TITLE;
  const { state, dispatch, now, header, finished, quitDialog } = usePlayerRun({
    userId,
    variant: 'free',
    sessionId: 0,
    exercises: NO_EXERCISES,
    lastSets: NO_LAST_SETS,
    isFree: true,
    onShowSummary: (result) => onShowSummary(result, title),
    onQuit,
    onRestChange,
    maxHeartRate,
  });
  const listHeadingId = useId();
  // « Précédent » for the exercises added as the member goes (kept offline like the player's).
  const previous = useLastSetsQuery(
    state.exercises.map((exercise) => exercise.exercise_id),
    { isEnabled: state.exercises.length > 0 },
  );

  return (
    <div
      className={`mx-auto flex w-full max-w-2xl flex-col gap-5 ${actionBarSpace(state.rest !== null || state.work !== null)}`}
    >
      <PlayerHeader title={title} programTitle="Sans programme" {...header} />
      {finished ? (
        <FinishedPanel {...finished} />
      ) : (
        <>
          <TextField
            label="Nom de la séance (facultatif)"
            placeholder={FREE_WORKOUT_TITLE}
            maxLength={100}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
          {state.exercises.length === 0 ? (
            <FreeWorkoutIntro>
              <AddExerciseButton state={state} dispatch={dispatch} />
            </FreeWorkoutIntro>
          ) : (
            <>
              <CurrentSetPanel state={state} now={now} dispatch={dispatch} lastSets={previous.data} />
              {state.currentId === null && (
                <Card className="p-5 text-center text-stone-700">
                  Tout est fait : ajoute un exercice ou termine la séance.
                </Card>
              )}
              <section aria-labelledby={listHeadingId} className="flex flex-col gap-3">
                <h2 id={listHeadingId} className="font-bold text-lg text-stone-900">
                  Exercices de la séance
                </h2>
                <ExerciseList
                  items={exerciseListItems(state)}
                  interaction={state.rest || state.work ? 'none' : 'linear'}
                  onSelectExercise={(exerciseId) => dispatch({ type: 'selectExercise', exerciseId })}
                  onToggleSelection={() => undefined}
                />
                <div className="flex flex-col gap-3 sm:flex-row">
                  <AddExerciseButton state={state} dispatch={dispatch} />
                  <Button
                    size="lg"
                    variant={state.currentId === null ? 'primary' : 'secondary'}
                    className="h-12 sm:ml-auto"
                    disabled={!hasProgress(state)}
                    onClick={() => dispatch({ type: 'finishWorkout', now: Date.now() })}
                  >
                    <Flag aria-hidden="true" className="size-5" />
                    Terminer la séance
                  </Button>
                </div>
              </section>
            </>
          )}
        </>
      )}
      {quitDialog && <QuitDialog {...quitDialog} />}
    </div>
  );
}
