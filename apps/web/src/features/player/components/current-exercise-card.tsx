import { Check, Repeat, SkipForward, Timer } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { Button, buttonClassName } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import type { PlayerExercise, SetEntry } from '../player-state.ts';
import { restLabel, targetLabel } from './exercise-meta.ts';
import { SetLogTable, type SetLogValues } from './set-log-table.tsx';
import { focusInvalidSetValue } from './set-value-input.tsx';

type CurrentExerciseCardProps = {
  exercise: PlayerExercise;
  entries: SetEntry[];
  setNumber: number;
  /** In a running circuit: this exercise's place, « 2/3 ». */
  circuitPosition?: { index: number; total: number } | undefined;
  /** Hides the actions while a rest counts down (the fields stay editable). */
  isResting: boolean;
  /** A timed set counts down above: the actions wait. */
  isWorking: boolean;
  /** A timed exercise: « Démarrer » runs its countdown. */
  onStartWork: (() => void) | undefined;
  onCompleteSet: () => void;
  onSkipExercise: () => void;
  onLog: (setNumber: number, values: SetLogValues) => void;
  /** « Comment faire ? », and « Remplacer » while no set of it is behind the member. */
  actions?: ReactNode;
};

/**
 * On a phone the member taps at the bottom of the card ('Passer l'exercice', the last set): the
 * next exercise's name would stay under the sticky header. Scrolls the card back into view, just
 * below the header (the section's scroll margin), only when its top is hidden.
 */
function revealBelowHeader(section: HTMLElement): void {
  const margin = Number.parseFloat(getComputedStyle(section).scrollMarginTop) || 0;
  if (section.getBoundingClientRect().top >= margin) return;
  const isMotionReduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  section.scrollIntoView({ block: 'start', behavior: isMotionReduced ? 'auto' : 'smooth' });
}

/** The exercise on screen: name, « Série s/S », target, its sets' fields, and the two actions. */
export function CurrentExerciseCard({
  exercise,
  entries,
  setNumber,
  circuitPosition,
  isResting,
  isWorking,
  onStartWork,
  onCompleteSet,
  onSkipExercise,
  onLog,
  actions,
}: CurrentExerciseCardProps) {
  const headingId = useId();
  const completeRef = useRef<HTMLButtonElement>(null);
  const sectionRef = useRef<HTMLElement>(null);
  const shownExerciseId = useRef(exercise.id);
  const hasMounted = useRef(false);
  // A rest ended or the next exercise came up: the member's next tap is 'Valider', unless they
  // are typing in a field.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the exercise changing is the trigger.
  useEffect(() => {
    if (!hasMounted.current) {
      hasMounted.current = true;
      return;
    }
    if (isResting) return;
    if (document.activeElement === null || document.activeElement === document.body)
      completeRef.current?.focus();
  }, [isResting, exercise.id]);

  // A new exercise came up (skipped, finished, picked from the list): show its name. Not while a
  // rest runs: the rest panel above is what the member needs to see.
  useEffect(() => {
    if (shownExerciseId.current === exercise.id) return;
    shownExerciseId.current = exercise.id;
    if (!isResting && sectionRef.current) revealBelowHeader(sectionRef.current);
  }, [exercise.id, isResting]);

  // A field the run did not take (« abc », « -50 »): its message answers, not a set logged with
  // other values than those on screen.
  const unlessInvalid = (action: () => void) => () => {
    if (!focusInvalidSetValue(sectionRef.current)) action();
  };

  return (
    <Card className="p-4 sm:p-6">
      {/* scroll-mt: the sticky header (4 rem) plus the card's padding and some air. */}
      <section ref={sectionRef} aria-labelledby={headingId} className="flex scroll-mt-24 flex-col gap-5">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="font-semibold text-brand-700 text-xs uppercase tracking-wide">
              {isResting ? 'À suivre' : 'Exercice en cours'}
              {circuitPosition && (
                <span className="ml-2 inline-flex items-center gap-1 rounded-full bg-violet-100 px-2 py-0.5 text-violet-800 normal-case tracking-normal">
                  <Repeat aria-hidden="true" className="size-3" />
                  Circuit {circuitPosition.index}/{circuitPosition.total}
                </span>
              )}
            </p>
            <h2 id={headingId} className="mt-1 font-extrabold text-2xl text-stone-900">
              {exercise.exercise_name}
            </h2>
            <p className="mt-1 text-sm text-stone-600">
              {exercise.muscle_group} · {targetLabel(exercise)} · {restLabel(exercise)}
            </p>
            {actions && <div className="-ml-3 mt-1 flex flex-wrap gap-1">{actions}</div>}
          </div>
          <p className="rounded-2xl bg-stone-900 px-4 py-2 text-center font-bold text-white tabular-nums">
            <span className="block font-medium text-stone-300 text-xs">Série</span>
            <span className="text-xl">
              {setNumber}/{exercise.sets}
            </span>
          </p>
        </div>

        <SetLogTable exercise={exercise} entries={entries} onLog={onLog} />

        {!isResting && !isWorking && (
          <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            {onStartWork && (
              <button
                type="button"
                onClick={unlessInvalid(onStartWork)}
                className={buttonClassName({ size: 'lg', className: 'h-14 text-lg sm:basis-full' })}
              >
                <Timer aria-hidden="true" className="size-6" />
                Démarrer la série {setNumber} · {exercise.duration_seconds} s
              </button>
            )}
            <button
              ref={completeRef}
              type="button"
              onClick={unlessInvalid(onCompleteSet)}
              className={buttonClassName({
                size: 'lg',
                variant: onStartWork ? 'secondary' : 'primary',
                className: 'h-14 text-lg sm:flex-1',
              })}
            >
              <Check aria-hidden="true" className="size-6" />
              Valider la série {setNumber}
            </button>
            <Button variant="secondary" size="lg" onClick={onSkipExercise} className="h-14">
              <SkipForward aria-hidden="true" className="size-5" />
              Passer l'exercice
            </Button>
          </div>
        )}
      </section>
    </Card>
  );
}
