import { completedSets, currentSetNumber, findExercise, restRemainingSeconds } from '../player-queries.ts';
import { isTimed, type PlayerAction, type PlayerState } from '../player-state.ts';
import { workRemainingSeconds } from '../player-work.ts';
import { primeRestAlert } from '../rest-alert.ts';
import { CurrentExerciseCard } from './current-exercise-card.tsx';
import { HowToButton } from './how-to-button.tsx';
import { RestPanel } from './rest-panel.tsx';
import { SwapExerciseButton } from './run-edit-buttons.tsx';
import { WorkPanel } from './work-panel.tsx';

type CurrentSetPanelProps = {
  state: PlayerState;
  now: number;
  dispatch: (action: PlayerAction) => void;
};

/** The rest countdown when one runs, and the exercise on screen with its set to do. */
export function CurrentSetPanel({ state, now, dispatch }: CurrentSetPanelProps) {
  const current = findExercise(state, state.currentId);
  const nextLabel = current
    ? `${current.exercise_name} · série ${currentSetNumber(state, current.id)}/${current.sets}`
    : null;
  return (
    <>
      {state.rest && (
        <RestPanel
          remainingSeconds={restRemainingSeconds(state, now)}
          durationSeconds={state.rest.durationSeconds}
          nextLabel={nextLabel}
          onSkip={() => dispatch({ type: 'skipRest', now: Date.now() })}
        />
      )}
      {state.work && nextLabel && (
        <WorkPanel
          remainingSeconds={workRemainingSeconds(state, now)}
          durationSeconds={state.work.durationSeconds}
          isPaused={state.work.pausedRemainingMs !== null}
          label={nextLabel}
          onPause={() => dispatch({ type: 'pauseWork', now: Date.now() })}
          onResume={() => dispatch({ type: 'resumeWork', now: Date.now() })}
          onFinish={() => dispatch({ type: 'completeSet', now: Date.now() })}
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
          isWorking={state.work !== null}
          onStartWork={
            isTimed(current)
              ? () => {
                  primeRestAlert();
                  dispatch({ type: 'startWork', now: Date.now() });
                }
              : undefined
          }
          onCompleteSet={() => {
            primeRestAlert();
            dispatch({ type: 'completeSet', now: Date.now() });
          }}
          onSkipExercise={() => dispatch({ type: 'skipExercise', now: Date.now() })}
          actions={
            <>
              <HowToButton exerciseId={current.exercise_id} exerciseName={current.exercise_name} />
              {completedSets(state, current.id) === 0 && !state.rest && !state.work && (
                <SwapExerciseButton state={state} dispatch={dispatch} exercise={current} />
              )}
            </>
          }
          onLog={(setNumber, values) =>
            dispatch({ type: 'logSet', exerciseId: current.id, setNumber, ...values })
          }
        />
      )}
    </>
  );
}
