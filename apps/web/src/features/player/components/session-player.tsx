import type { LastSets } from '@elan/domain';
import { ArrowUpDown, Check, History, RotateCcw } from 'lucide-react';
import { type ReactNode, useCallback, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import type { SessionWithProgram } from '../api/get-session.ts';
import { usePlayer } from '../hooks/use-player.ts';
import { useWakeLock } from '../hooks/use-wake-lock.ts';
import { onPlayerEvent } from '../player-feedback.ts';
import {
  completedSets,
  currentSetNumber,
  doneSetCount,
  durationMinutes,
  findExercise,
  hasProgress,
  isExerciseComplete,
  type PlayerResult,
  playerResult,
  progress,
  restRemainingSeconds,
} from '../player-queries.ts';
import type { PlayerExercise, PlayerMode, PlayerState } from '../player-state.ts';
import { playerStorageKey } from '../player-storage.ts';
import { primeRestAlert } from '../rest-alert.ts';
import { CircuitPanel } from './circuit-panel.tsx';
import { CurrentExerciseCard } from './current-exercise-card.tsx';
import { ExerciseList, type ExerciseListItem, SortableExerciseList } from './exercise-list.tsx';
import { FinishedPanel } from './finished-panel.tsx';
import { ModeToggle } from './mode-toggle.tsx';
import { PlayerHeader } from './player-header.tsx';
import { QuitDialog } from './quit-dialog.tsx';
import { RestPanel } from './rest-panel.tsx';

type SessionPlayerProps = {
  /** The member running it: their stored run, nobody else's. */
  userId: number;
  session: SessionWithProgram;
  exercises: PlayerExercise[];
  lastSets: LastSets;
  onShowSummary: (result: PlayerResult) => void;
  onQuit: () => void;
};

function listItems(state: PlayerState): ExerciseListItem[] {
  return state.exercises.map((exercise) => {
    const circuitIndex = state.circuit ? state.circuit.indexOf(exercise.id) : -1;
    return {
      exercise,
      completed: completedSets(state, exercise.id),
      isCurrent: exercise.id === state.currentId,
      isComplete: isExerciseComplete(state, exercise.id),
      isSelected: state.selection.includes(exercise.id),
      circuitIndex: circuitIndex === -1 ? null : circuitIndex + 1,
    };
  });
}

/**
 * Spec /session/{id}, the richer player: set tracking capped at the plan, rests from timestamps,
 * skip-exercise, linear or circuit, edit mode with drag reordering, then 'Bien joué'.
 */
export function SessionPlayer({
  userId,
  session,
  exercises,
  lastSets,
  onShowSummary,
  onQuit,
}: SessionPlayerProps) {
  const { state, dispatch, now, isResumed, clearStoredRun } = usePlayer({
    storageKey: playerStorageKey(userId, 'rich', session.id),
    exercises,
    lastSets,
    onEvent: onPlayerEvent,
  });
  const [isQuitDialogOpen, setIsQuitDialogOpen] = useState(false);
  const editHeadingId = useId();
  const listHeadingId = useId();
  const isFinished = state.finishedAt !== null;
  useWakeLock(!isFinished);

  const { done, total, percent } = progress(state);
  const current = findExercise(state, state.currentId);
  const items = listItems(state);
  const isSelectingCircuit = state.mode === 'circuit' && state.circuit === null;

  const quit = useCallback(() => {
    clearStoredRun();
    onQuit();
  }, [clearStoredRun, onQuit]);

  const onQuitRequest = () => {
    if (hasProgress(state)) setIsQuitDialogOpen(true);
    else quit();
  };

  const onModeChange = (mode: PlayerMode) =>
    dispatch(mode === 'circuit' ? { type: 'switchToCircuit' } : { type: 'switchToLinear' });

  const onLog =
    (exerciseId: number) =>
    (setNumber: number, values: { reps?: number | null; weight_kg?: number | null }) =>
      dispatch({ type: 'logSet', exerciseId, setNumber, ...values });

  const nextLabel = current
    ? `${current.exercise_name} · série ${currentSetNumber(state, current.id)}/${current.sets}`
    : null;

  let main: ReactNode;
  if (isFinished) {
    main = (
      <FinishedPanel
        durationMinutes={durationMinutes(state, now)}
        doneSets={doneSetCount(state)}
        exerciseCount={state.exercises.length}
        onShowSummary={() => {
          const result = playerResult(state, Date.now());
          clearStoredRun();
          onShowSummary(result);
        }}
      />
    );
  } else if (state.isEditing) {
    main = (
      <Card className="p-4 sm:p-6">
        <section aria-labelledby={editHeadingId} className="flex flex-col gap-4">
          <div>
            <h2 id={editHeadingId} className="font-bold text-stone-900 text-xl">
              Modifier l'ordre
            </h2>
            <p className="mt-1 text-sm text-stone-600">
              Glisse les exercices par la poignée, ou utilise les flèches. Au clavier : Espace sur la poignée,
              puis flèches haut et bas.
            </p>
          </div>
          <SortableExerciseList
            items={items}
            onReorder={(activeId, overId) => dispatch({ type: 'reorder', activeId, overId })}
          />
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button
              size="lg"
              className="h-14 sm:flex-1"
              onClick={() => dispatch({ type: 'setEditing', isEditing: false })}
            >
              <Check aria-hidden="true" className="size-5" />
              Terminer
            </Button>
            <Button
              variant="secondary"
              size="lg"
              className="h-14"
              onClick={() => dispatch({ type: 'resetOrder' })}
            >
              <RotateCcw aria-hidden="true" className="size-5" />
              Réinitialiser l'ordre
            </Button>
          </div>
        </section>
      </Card>
    );
  } else if (isSelectingCircuit) {
    main = (
      <CircuitPanel
        selectedCount={state.selection.length}
        hasError={state.error !== null}
        onStart={() => dispatch({ type: 'startCircuit' })}
        onCancel={() => dispatch({ type: 'switchToLinear' })}
      >
        <ExerciseList
          items={items}
          interaction="circuit-selection"
          onSelectExercise={() => undefined}
          onToggleSelection={(exerciseId) => dispatch({ type: 'toggleCircuitSelection', exerciseId })}
        />
      </CircuitPanel>
    );
  } else {
    main = (
      <>
        {state.rest && (
          <RestPanel
            remainingSeconds={restRemainingSeconds(state, now)}
            durationSeconds={state.rest.durationSeconds}
            nextLabel={nextLabel}
            onSkip={() => dispatch({ type: 'skipRest' })}
          />
        )}
        {current && (
          <CurrentExerciseCard
            exercise={current}
            entries={state.sets[String(current.id)] ?? []}
            setNumber={currentSetNumber(state, current.id)}
            circuitPosition={
              state.circuit
                ? { index: state.circuit.indexOf(current.id) + 1, total: state.circuit.length }
                : undefined
            }
            isResting={state.rest !== null}
            onCompleteSet={() => {
              primeRestAlert();
              dispatch({ type: 'completeSet', now: Date.now() });
            }}
            onSkipExercise={() => dispatch({ type: 'skipExercise', now: Date.now() })}
            onLog={onLog(current.id)}
          />
        )}
      </>
    );
  }

  const showList = !isFinished && !state.isEditing && !isSelectingCircuit;

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-5">
      <PlayerHeader
        title={session.title}
        programTitle={session.program_title}
        done={done}
        total={total}
        percent={percent}
        startedAt={state.startedAt}
        finishedAt={state.finishedAt}
        onQuit={onQuitRequest}
      />

      {isResumed && !isFinished && done > 0 && (
        <p
          role="status"
          className="flex items-center gap-2 rounded-xl bg-sky-50 px-3 py-2 text-sky-900 text-sm"
        >
          <History aria-hidden="true" className="size-4 shrink-0" />
          Séance reprise là où tu l'avais laissée.
        </p>
      )}

      {!isFinished && (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <ModeToggle mode={state.mode} onChange={onModeChange} isDisabled={state.isEditing} />
          {!state.isEditing && (
            <Button
              variant="secondary"
              className="h-11"
              onClick={() => dispatch({ type: 'setEditing', isEditing: true })}
              disabled={state.circuit !== null}
            >
              <ArrowUpDown aria-hidden="true" className="size-4" />
              Modifier l'ordre
            </Button>
          )}
        </div>
      )}

      {main}

      {showList && (
        <section aria-labelledby={listHeadingId} className="flex flex-col gap-3">
          <h2 id={listHeadingId} className="font-bold text-lg text-stone-900">
            Exercices de la séance
          </h2>
          <ExerciseList
            items={items}
            interaction={state.mode === 'linear' && !state.rest ? 'linear' : 'none'}
            onSelectExercise={(exerciseId) => dispatch({ type: 'selectExercise', exerciseId })}
            onToggleSelection={() => undefined}
          />
        </section>
      )}

      {isQuitDialogOpen && <QuitDialog onStay={() => setIsQuitDialogOpen(false)} onQuit={quit} />}
    </div>
  );
}
