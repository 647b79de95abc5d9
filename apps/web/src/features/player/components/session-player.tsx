import type { LastSets } from '@elan/domain';
import { History } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import type { SessionWithProgram } from '../api/get-session.ts';
import { usePlayerRun } from '../hooks/use-player-run.ts';
import type { PlayerResult } from '../player-queries.ts';
import type { PlayerExercise, PlayerMode } from '../player-state.ts';
import { actionBarSpace } from './action-bar.tsx';
import { CircuitPanel } from './circuit-panel.tsx';
import { CurrentSetPanel } from './current-set-panel.tsx';
import { ExerciseList } from './exercise-list.tsx';
import { exerciseListItems } from './exercise-row-parts.tsx';
import { FinishedPanel } from './finished-panel.tsx';
import { PlayerHeader } from './player-header.tsx';
import { PlayerToolbar } from './player-toolbar.tsx';
import { QuitDialog } from './quit-dialog.tsx';
import { ReorderPanel } from './reorder-panel.tsx';
import { AddExerciseButton } from './run-edit-buttons.tsx';

type SessionPlayerProps = {
  /** The member running it: their stored run, nobody else's. */
  userId: number;
  session: SessionWithProgram;
  exercises: PlayerExercise[];
  lastSets: LastSets;
  onShowSummary: (result: PlayerResult) => void;
  onQuit: () => void;
  /** The rest on screen (its end, or null), for the push at its end. */
  onRestChange?: (endsAt: number | null) => void;
  /** The member's maximum heart rate, for a strap's zones (issue 33). */
  maxHeartRate?: number | null;
};

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
  onRestChange,
  maxHeartRate = null,
}: SessionPlayerProps) {
  const { state, dispatch, now, isResumed, header, finished, quitDialog } = usePlayerRun({
    userId,
    variant: 'rich',
    sessionId: session.id,
    exercises,
    lastSets,
    onShowSummary,
    onQuit,
    onRestChange,
    maxHeartRate,
  });
  const listHeadingId = useId();
  const isFinished = finished !== null;
  const items = exerciseListItems(state);
  const isSelectingCircuit = state.mode === 'circuit' && state.circuit === null;

  const onModeChange = (mode: PlayerMode) =>
    dispatch(mode === 'circuit' ? { type: 'switchToCircuit' } : { type: 'switchToLinear' });

  let main: ReactNode;
  if (finished) {
    main = <FinishedPanel {...finished} />;
  } else if (state.isEditing) {
    main = (
      <ReorderPanel
        items={items}
        onReorder={(activeId, overId) => dispatch({ type: 'reorder', activeId, overId })}
        onDone={() => dispatch({ type: 'setEditing', isEditing: false })}
        onReset={() => dispatch({ type: 'resetOrder' })}
      />
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
    main = <CurrentSetPanel state={state} now={now} dispatch={dispatch} lastSets={lastSets} />;
  }

  const showList = !isFinished && !state.isEditing && !isSelectingCircuit;

  return (
    <div
      className={`mx-auto flex w-full max-w-2xl flex-col gap-5 ${actionBarSpace(state.rest !== null || state.work !== null)}`}
    >
      <PlayerHeader title={session.title} programTitle={session.program_title} {...header} />

      {isResumed && !isFinished && header.done > 0 && (
        <p
          role="status"
          className="flex items-center gap-2 rounded-xl bg-sky-50 px-3 py-2 text-sky-900 text-sm"
        >
          <History aria-hidden="true" className="size-4 shrink-0" />
          Séance reprise là où tu l'avais laissée.
        </p>
      )}

      {!isFinished && (
        <PlayerToolbar
          mode={state.mode}
          isEditing={state.isEditing}
          isCircuitRunning={state.circuit !== null}
          onModeChange={onModeChange}
          onEdit={() => dispatch({ type: 'setEditing', isEditing: true })}
        />
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
          <AddExerciseButton state={state} dispatch={dispatch} />
        </section>
      )}

      {quitDialog && <QuitDialog {...quitDialog} />}
    </div>
  );
}
