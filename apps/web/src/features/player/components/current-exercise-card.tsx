import type { LastSets } from '@elan/domain';
import { Repeat } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { Card } from '../../../components/ui/card.tsx';
import type { PlayerExercise, SetEntry } from '../player-state.ts';
import { TargetReason } from './day-target.tsx';
import { restLabel, targetLabel } from './exercise-meta.ts';
import { ExerciseNotes } from './exercise-notes.tsx';
import { SetLogTable, type SetLogValues } from './set-log-table.tsx';

type CurrentExerciseCardProps = {
  exercise: PlayerExercise;
  entries: SetEntry[];
  setNumber: number;
  /** In a superset: « A1 », « A2 »… (issue 30). */
  supersetLabel?: string | undefined;
  /** In a running circuit: this exercise's place, « 2/3 ». */
  circuitPosition?: { index: number; total: number } | undefined;
  /** Hides the actions while a rest counts down (the fields stay editable). */
  isResting: boolean;
  /** Last time's sets of this exercise: the « Précédent » column. */
  previous: LastSets[number]['sets'];
  /** The next set's ✓ (logs it, starts the rest); undefined while a countdown runs. */
  onTick: (() => void) | undefined;
  onLog: (setNumber: number, values: SetLogValues) => void;
  /** « Comment faire ? », and « Remplacer » while no set of it is behind the member. */
  actions?: ReactNode;
};

/**
 * On a phone the member taps at the bottom of the card ('Passer l'exercice', the last set): the
 * next exercise's name would stay out of view. Scrolls the card back into view, just
 * below the top (the section's scroll margin), only when its top is hidden.
 */
function revealBelowHeader(section: HTMLElement): void {
  const margin = Number.parseFloat(getComputedStyle(section).scrollMarginTop) || 0;
  if (section.getBoundingClientRect().top >= margin) return;
  const isMotionReduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  section.scrollIntoView({ block: 'start', behavior: isMotionReduced ? 'auto' : 'smooth' });
}

/** The exercise on screen: name, « Série s/S », target and its sets' rows; its actions sit in the bottom bar. */
export function CurrentExerciseCard({
  exercise,
  entries,
  setNumber,
  supersetLabel,
  circuitPosition,
  isResting,
  previous,
  onTick,
  onLog,
  actions,
}: CurrentExerciseCardProps) {
  const headingId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const shownExerciseId = useRef(exercise.id);

  // A new exercise came up (skipped, finished, picked from the list): show its name. Not while a
  // rest runs: the rest panel above is what the member needs to see.
  useEffect(() => {
    if (shownExerciseId.current === exercise.id) return;
    shownExerciseId.current = exercise.id;
    if (!isResting && sectionRef.current) revealBelowHeader(sectionRef.current);
  }, [exercise.id, isResting]);

  return (
    <Card className="p-3 sm:p-6">
      {/* scroll-mt: the card comes back with air above it (it once sat under a 4 rem sticky header). */}
      <section ref={sectionRef} aria-labelledby={headingId} className="flex scroll-mt-24 flex-col gap-5">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="font-semibold text-brand-700 text-xs uppercase tracking-wide">
              {isResting ? 'À suivre' : 'Exercice en cours'}
              {supersetLabel && (
                <span className="ml-2 rounded-full bg-brand-100 px-2 py-0.5 text-brand-800 normal-case tracking-normal">
                  Superset {supersetLabel}
                </span>
              )}
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
            <TargetReason target={exercise.day_target} />
            <ExerciseNotes notes={exercise.notes} />
            {actions && <div className="-ml-3 mt-1 flex flex-wrap gap-1">{actions}</div>}
          </div>
          <p className="rounded-2xl bg-stone-900 px-4 py-2 text-center font-bold text-white tabular-nums">
            <span className="block font-medium text-stone-300 text-xs">Série</span>
            <span className="text-xl">
              {setNumber}/{exercise.sets}
            </span>
          </p>
        </div>

        <SetLogTable
          exercise={exercise}
          entries={entries}
          previous={previous}
          onLog={onLog}
          onTick={onTick}
        />
      </section>
    </Card>
  );
}
