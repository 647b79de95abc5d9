import type { LastSets } from '@elan/domain';
import { useRef } from 'react';
import type { PlayerAction } from '../player-actions.ts';
import { completedSets, currentSetNumber, findExercise, restRemainingSeconds } from '../player-queries.ts';
import { isTimed, type PlayerState } from '../player-state.ts';
import { supersetLabelsById } from '../player-superset.ts';
import { canAddWarmup } from '../player-targets.ts';
import { workRemainingSeconds } from '../player-work.ts';
import { primeRestAlert } from '../rest-alert.ts';
import { ActionBar, SetActions } from './action-bar.tsx';
import { CurrentExerciseCard } from './current-exercise-card.tsx';
import { WarmupButton } from './day-target.tsx';
import { HowToButton } from './how-to-button.tsx';
import { RestPanel } from './rest-panel.tsx';
import { SwapExerciseButton } from './run-edit-buttons.tsx';
import { focusInvalidSetValue } from './set-value-input.tsx';
import { WorkPanel } from './work-panel.tsx';

type CurrentSetPanelProps = {
  state: PlayerState;
  now: number;
  dispatch: (action: PlayerAction) => void;
  /** The member's last sets on these exercises: the rows' « Précédent ». */
  lastSets?: LastSets;
};

const NO_LAST_SETS: LastSets = [];

/**
 * The exercise on screen with its sets' rows, the timed set's countdown when one runs, and the
 * bottom bar (issue 29): the set's action, or the rest's ring with −15 s / +15 s / Passer.
 */
export function CurrentSetPanel({ state, now, dispatch, lastSets = NO_LAST_SETS }: CurrentSetPanelProps) {
  const cardRef = useRef<HTMLDivElement>(null);
  const current = findExercise(state, state.currentId);
  const setNumber = current ? currentSetNumber(state, current.id) : 0;
  const supersetLabel = current ? supersetLabelsById(state.exercises).get(current.id) : undefined;
  const nextLabel = current
    ? `${supersetLabel ? `${supersetLabel} · ` : ''}${current.exercise_name} · série ${setNumber}/${current.sets}`
    : null;
  const isCounting = state.rest !== null || state.work !== null;
  // A field the run did not take (« abc », « -50 »): its message answers, not a set logged with
  // other values than those on screen.
  const unlessInvalid = (action: () => void) => () => {
    if (!focusInvalidSetValue(cardRef.current)) action();
  };
  const completeSet = unlessInvalid(() => {
    primeRestAlert();
    dispatch({ type: 'completeSet', now: Date.now() });
  });
  return (
    <>
      {current && (
        <div ref={cardRef}>
          <CurrentExerciseCard
            exercise={current}
            entries={state.sets[String(current.id)] ?? []}
            setNumber={setNumber}
            supersetLabel={supersetLabel}
            circuitPosition={
              state.circuit
                ? { index: state.circuit.indexOf(current.id) + 1, total: state.circuit.length }
                : undefined
            }
            isResting={state.rest !== null}
            previous={lastSets.find((item) => item.exercise_id === current.exercise_id)?.sets ?? []}
            onTick={isCounting ? undefined : completeSet}
            actions={
              <>
                <HowToButton exerciseId={current.exercise_id} exerciseName={current.exercise_name} />
                {canAddWarmup(state, current.id) && !isCounting && (
                  <WarmupButton
                    exerciseName={current.exercise_name}
                    onAdd={() => dispatch({ type: 'addWarmup', exerciseId: current.id })}
                  />
                )}
                {completedSets(state, current.id) === 0 && !isCounting && (
                  <SwapExerciseButton state={state} dispatch={dispatch} exercise={current} />
                )}
              </>
            }
            onLog={(set, values) =>
              dispatch({ type: 'logSet', exerciseId: current.id, setNumber: set, ...values })
            }
          />
        </div>
      )}
      {state.work && nextLabel && (
        <ActionBar>
          <WorkPanel
            remainingSeconds={workRemainingSeconds(state, now)}
            durationSeconds={state.work.durationSeconds}
            isPaused={state.work.pausedRemainingMs !== null}
            label={nextLabel}
            onPause={() => dispatch({ type: 'pauseWork', now: Date.now() })}
            onResume={() => dispatch({ type: 'resumeWork', now: Date.now() })}
            onFinish={() => dispatch({ type: 'completeSet', now: Date.now() })}
          />
        </ActionBar>
      )}
      {state.rest && (
        <ActionBar>
          <RestPanel
            remainingSeconds={restRemainingSeconds(state, now)}
            durationSeconds={state.rest.durationSeconds}
            nextLabel={nextLabel}
            onSkip={() => dispatch({ type: 'skipRest', now: Date.now() })}
            onAdjust={(seconds) => dispatch({ type: 'adjustRest', seconds, now: Date.now() })}
          />
        </ActionBar>
      )}
      {current && !isCounting && (
        <ActionBar>
          <SetActions
            setNumber={setNumber}
            workSeconds={isTimed(current) ? current.duration_seconds : null}
            onStartWork={unlessInvalid(() => {
              primeRestAlert();
              dispatch({ type: 'startWork', now: Date.now() });
            })}
            onCompleteSet={completeSet}
            onSkipExercise={() => dispatch({ type: 'skipExercise', now: Date.now() })}
          />
        </ActionBar>
      )}
    </>
  );
}
