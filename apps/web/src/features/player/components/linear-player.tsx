import type { LastSets } from '@elan/domain';
import { Check } from 'lucide-react';
import { useId, useRef } from 'react';
import { buttonClassName } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import type { SessionWithProgram } from '../api/get-session.ts';
import { usePlayerRun } from '../hooks/use-player-run.ts';
import {
  currentSetNumber,
  findExercise,
  type PlayerResult,
  restRemainingSeconds,
} from '../player-queries.ts';
import { isTimed, type PlayerExercise } from '../player-state.ts';
import { supersetLabelsById } from '../player-superset.ts';
import { canAddWarmup } from '../player-targets.ts';
import { primeRestAlert } from '../rest-alert.ts';
import { TargetReason, WarmupButton } from './day-target.tsx';
import { repsTarget, restLabel, targetLabel } from './exercise-meta.ts';
import { ExerciseNotes } from './exercise-notes.tsx';
import { FinishedPanel } from './finished-panel.tsx';
import { PlayerHeader } from './player-header.tsx';
import { QuitDialog } from './quit-dialog.tsx';
import { RestPanel } from './rest-panel.tsx';
import { focusInvalidSetValue, SetValueInput } from './set-value-input.tsx';

type LinearPlayerProps = {
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
 * Spec /session-old/{id}, the linear player (§4): exercise i/n, set counter from 1, a rest between
 * sets, the next exercise without rest after the last set, then the finished screen. Same machine,
 * timers and storage as the richer player; only the screen differs.
 */
export function LinearPlayer({
  userId,
  session,
  exercises,
  lastSets,
  onShowSummary,
  onQuit,
  onRestChange,
  maxHeartRate = null,
}: LinearPlayerProps) {
  const { state, dispatch, now, header, finished, quitDialog } = usePlayerRun({
    userId,
    variant: 'linear',
    sessionId: session.id,
    exercises,
    lastSets,
    onShowSummary,
    onQuit,
    onRestChange,
    maxHeartRate,
  });
  const headingId = useId();
  const sectionRef = useRef<HTMLElement>(null);

  const current = findExercise(state, state.currentId);
  const exerciseIndex = current ? state.exercises.indexOf(current) + 1 : state.exercises.length;
  const setNumber = current ? currentSetNumber(state, current.id) : 0;
  const entry = current ? state.sets[String(current.id)]?.[setNumber - 1] : undefined;
  const timed = isTimed(current);
  const supersetLabel = current ? supersetLabelsById(state.exercises).get(current.id) : undefined;
  const shownName = current ? `${supersetLabel ? `${supersetLabel} · ` : ''}${current.exercise_name}` : '';

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-5">
      <PlayerHeader
        title={session.title}
        programTitle={session.program_title}
        {...header}
        extra={
          <span className="ml-3 font-normal text-stone-600">
            Exercice {exerciseIndex}/{state.exercises.length}
          </span>
        }
      />

      {finished ? (
        <FinishedPanel {...finished} />
      ) : state.rest ? (
        <RestPanel
          remainingSeconds={restRemainingSeconds(state, now)}
          durationSeconds={state.rest.durationSeconds}
          nextLabel={current ? `${shownName} · série ${setNumber}/${current.sets}` : null}
          onSkip={() => dispatch({ type: 'skipRest', now: Date.now() })}
        />
      ) : (
        current && (
          <Card className="p-4 sm:p-6">
            <section ref={sectionRef} aria-labelledby={headingId} className="flex flex-col gap-5">
              <div>
                <p className="font-semibold text-brand-700 text-xs uppercase tracking-wide">
                  Exercice {exerciseIndex}/{state.exercises.length}
                  {supersetLabel && (
                    <span className="ml-2 rounded-full bg-brand-100 px-2 py-0.5 text-brand-800 normal-case tracking-normal">
                      Superset {supersetLabel}
                    </span>
                  )}
                </p>
                <h2 id={headingId} className="mt-1 font-extrabold text-3xl text-stone-900">
                  {current.exercise_name}
                </h2>
                <p className="mt-1 text-stone-600">
                  {current.muscle_group} · {targetLabel(current)} · {restLabel(current)}
                </p>
                <TargetReason target={current.day_target} />
                <ExerciseNotes notes={current.notes} />
                {canAddWarmup(state, current.id) && (
                  <div className="-ml-3 mt-1">
                    <WarmupButton
                      exerciseName={current.exercise_name}
                      onAdd={() => dispatch({ type: 'addWarmup', exerciseId: current.id })}
                    />
                  </div>
                )}
              </div>
              <p className="self-start rounded-2xl bg-stone-900 px-5 py-3 font-bold text-2xl text-white tabular-nums">
                Série {setNumber}/{current.sets}
                {entry?.set_type === 'warmup' && (
                  <span className="ml-3 font-semibold text-base text-stone-300">Échauffement</span>
                )}
              </p>
              {entry && (
                <div className="grid grid-cols-2 gap-3">
                  {!timed && (
                    <div className="flex flex-col gap-1.5 font-medium text-sm text-stone-700">
                      <span aria-hidden="true">Répétitions faites</span>
                      <SetValueInput
                        key={`reps-${current.id}-${setNumber}`}
                        field="reps"
                        value={entry.reps}
                        label={`Répétitions faites, série ${setNumber}`}
                        placeholder={repsTarget(current)}
                        onCommit={(reps) =>
                          dispatch({ type: 'logSet', exerciseId: current.id, setNumber, reps })
                        }
                      />
                    </div>
                  )}
                  <div className="flex flex-col gap-1.5 font-medium text-sm text-stone-700">
                    <span aria-hidden="true">Charge (kg)</span>
                    <SetValueInput
                      key={`weight-${current.id}-${setNumber}`}
                      field="weight_kg"
                      value={entry.weight_kg}
                      label={`Charge en kg, série ${setNumber}`}
                      placeholder="—"
                      onCommit={(weight) =>
                        dispatch({ type: 'logSet', exerciseId: current.id, setNumber, weight_kg: weight })
                      }
                    />
                  </div>
                </div>
              )}
              <button
                type="button"
                onClick={() => {
                  // Refused while a field shows a value the run did not take; its message says why.
                  if (focusInvalidSetValue(sectionRef.current)) return;
                  primeRestAlert();
                  dispatch({ type: 'completeSet', now: Date.now() });
                }}
                className={buttonClassName({ size: 'lg', className: 'h-14 text-lg' })}
              >
                <Check aria-hidden="true" className="size-6" />
                Série terminée
              </button>
            </section>
          </Card>
        )
      )}

      {quitDialog && <QuitDialog {...quitDialog} />}
    </div>
  );
}
