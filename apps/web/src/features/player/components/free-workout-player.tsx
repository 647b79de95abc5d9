import { FREE_WORKOUT_TITLE, type LastSets } from '@elan/domain';
import { Flag } from 'lucide-react';
import { useCallback, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { usePlayer } from '../hooks/use-player.ts';
import { useWakeLock } from '../hooks/use-wake-lock.ts';
import { onPlayerEvent } from '../player-feedback.ts';
import {
  doneExerciseCount,
  doneSetCount,
  durationMinutes,
  hasProgress,
  type PlayerResult,
  playerResult,
  progress,
} from '../player-queries.ts';
import type { PlayerExercise } from '../player-state.ts';
import { playerStorageKey } from '../player-storage.ts';
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
};

/**
 * « Séance libre » (issue 13): an empty session the member fills as they go from the catalogue,
 * with the same sets, rests and timed sets as the player; « Terminer la séance » ends it.
 */
export function FreeWorkoutPlayer({ userId, onShowSummary, onQuit, onRestChange }: FreeWorkoutPlayerProps) {
  const { state, dispatch, now, clearStoredRun } = usePlayer({
    storageKey: playerStorageKey(userId, 'free', 0),
    exercises: NO_EXERCISES,
    lastSets: NO_LAST_SETS,
    isFree: true,
    onEvent: onPlayerEvent,
    onRestChange,
  });
  const [name, setName] = useState('');
  const [isQuitDialogOpen, setIsQuitDialogOpen] = useState(false);
  const listHeadingId = useId();
  const isFinished = state.finishedAt !== null;
  useWakeLock(!isFinished);
  const { done, skipped, total, percent } = progress(state);
  const title = name.trim() || FREE_WORKOUT_TITLE;

  const quit = useCallback(() => {
    clearStoredRun();
    onQuit();
  }, [clearStoredRun, onQuit]);

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-5">
      <PlayerHeader
        title={title}
        programTitle="Sans programme"
        done={done}
        skipped={skipped}
        total={total}
        percent={percent}
        startedAt={state.startedAt}
        finishedAt={state.finishedAt}
        onQuit={() => (hasProgress(state) ? setIsQuitDialogOpen(true) : quit())}
      />
      {isFinished ? (
        <FinishedPanel
          durationMinutes={durationMinutes(state, now)}
          doneSets={doneSetCount(state)}
          doneExercises={doneExerciseCount(state)}
          onShowSummary={() => {
            const result = playerResult(state, Date.now());
            clearStoredRun();
            onShowSummary(result, title);
          }}
        />
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
              <CurrentSetPanel state={state} now={now} dispatch={dispatch} />
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
      {isQuitDialogOpen && <QuitDialog onStay={() => setIsQuitDialogOpen(false)} onQuit={quit} />}
    </div>
  );
}
