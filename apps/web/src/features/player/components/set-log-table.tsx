import { isBarbellExercise, type LastSets, type SetType, withUnit } from '@elan/domain';
import { Check, SkipForward } from 'lucide-react';
import { useState } from 'react';
import { isTimed, type PlayerExercise, type SetEntry } from '../player-state.ts';
import { previousSetFor, previousSetLabel, repsTarget } from './exercise-meta.ts';
import { PlateButton } from './plate-button.tsx';
import { SetExtras, setExtrasLabel } from './set-extras.tsx';
import { SetValueInput } from './set-value-input.tsx';

type SetLogTableProps = {
  exercise: PlayerExercise;
  entries: SetEntry[];
  /** What the member did last time on this exercise, set by set: the « Précédent » column. */
  previous: LastSets[number]['sets'];
  onLog: (setNumber: number, values: SetLogValues) => void;
  /** Ticks the next set (logs it and starts the rest); undefined while a countdown runs. */
  onTick: (() => void) | undefined;
};

export type SetLogValues = {
  reps?: number | null;
  weight_kg?: number | null;
  set_type?: SetType;
  rpe?: number | null;
};

const COLUMNS = 'grid grid-cols-[3rem_minmax(0,1fr)_4.5rem_4.5rem_3rem] gap-1.5';

/**
 * Every set of one exercise as lifters know them (issue 29): Série | Précédent | kg | Rép. | ✓.
 * The fields are pre-filled from last time (never a load for a body-weight or timed exercise);
 * done sets stay editable (the load is often noted during the rest); the next set is highlighted
 * and its ✓ logs it. The set's number opens its kind and RPE.
 */
export function SetLogTable({ exercise, entries, previous, onLog, onTick }: SetLogTableProps) {
  const [openSet, setOpenSet] = useState<number | null>(null);
  const nextIndex = entries.findIndex((entry) => entry.status === 'pending');
  const timed = isTimed(exercise);
  const isBarbell = isBarbellExercise(exercise.exercise_name);
  const openEntry = openSet === null ? undefined : entries[openSet - 1];
  return (
    <div className="flex flex-col gap-2">
      <div
        aria-hidden="true"
        className={`${COLUMNS} px-1 font-semibold text-stone-600 text-xs uppercase tracking-wide`}
      >
        <span className="text-center">Série</span>
        <span>Précédent</span>
        <span className="text-center">kg</span>
        <span className="text-center">{timed ? 'Durée' : 'Rép.'}</span>
        <span className="text-center">✓</span>
      </div>
      {/* Rows align their fields at the top: a field's message below it makes its cell taller. */}
      <ol className="flex flex-col gap-1.5">
        {entries.map((entry, index) => {
          const setNumber = index + 1;
          const isNext = index === nextIndex;
          const isSkipped = entry.status === 'skipped';
          const extras = setExtrasLabel(entry);
          const last = previousSetFor(previous, entries, index);
          return (
            <li
              key={setNumber}
              aria-current={isNext ? 'step' : undefined}
              className={`${COLUMNS} items-start rounded-xl p-1 ${
                isNext
                  ? 'bg-brand-50 ring-2 ring-brand-500/40'
                  : entry.status === 'done'
                    ? 'bg-emerald-50/60'
                    : ''
              }`}
            >
              {isNext || entry.status === 'done' ? (
                <button
                  type="button"
                  aria-haspopup="dialog"
                  onClick={() => setOpenSet(setNumber)}
                  className="flex h-12 flex-col items-center justify-center rounded-lg bg-white font-bold text-stone-800 tabular-nums ring-1 ring-stone-300 hover:ring-stone-400"
                >
                  <span className="sr-only">Série </span>
                  {setNumber}
                  <span className="sr-only"> : type et effort</span>
                </button>
              ) : (
                <span className="grid h-12 place-items-center rounded-lg font-bold text-stone-600 tabular-nums">
                  <span className="sr-only">Série </span>
                  {setNumber}
                </span>
              )}
              <span className="flex h-12 min-w-0 items-center text-stone-600 text-xs tabular-nums leading-tight">
                <span className="sr-only">Précédent, série {setNumber} : </span>
                <span>{previousSetLabel(last, timed)}</span>
              </span>
              <SetValueInput
                field="weight_kg"
                value={entry.weight_kg}
                label={`Charge en kg, série ${setNumber}`}
                placeholder="—"
                isDisabled={isSkipped}
                onCommit={(weight) => onLog(setNumber, { weight_kg: weight })}
              />
              {timed ? (
                <span className="grid h-12 place-items-center font-semibold text-stone-700 tabular-nums">
                  {withUnit(exercise.duration_seconds ?? 0, 's')}
                </span>
              ) : (
                <SetValueInput
                  field="reps"
                  value={entry.reps}
                  label={`Répétitions faites, série ${setNumber}`}
                  placeholder={repsTarget(exercise)}
                  isDisabled={isSkipped}
                  onCommit={(reps) => onLog(setNumber, { reps })}
                />
              )}
              <span className="grid h-12 place-items-center">
                {entry.status === 'done' && (
                  <span className="grid size-10 place-items-center rounded-full bg-emerald-600 text-white">
                    <Check aria-hidden="true" className="size-5" />
                    <span className="sr-only">Faite</span>
                  </span>
                )}
                {isNext && onTick && (
                  <button
                    type="button"
                    onClick={onTick}
                    className="grid size-12 place-items-center rounded-xl border-2 border-stone-400 text-stone-700 hover:border-brand-600 hover:text-brand-700"
                  >
                    <Check aria-hidden="true" className="size-6" />
                    <span className="sr-only">Cocher la série {setNumber}</span>
                  </button>
                )}
                {isSkipped && (
                  <span className="grid size-10 place-items-center rounded-full bg-stone-200 text-stone-600">
                    <SkipForward aria-hidden="true" className="size-4" />
                    <span className="sr-only">Passée</span>
                  </span>
                )}
              </span>
              {extras && (
                <p className="col-span-4 col-start-2 -mt-1 text-brand-700 text-xs">
                  <span className="sr-only">Série {setNumber} : </span>
                  {extras}
                </p>
              )}
              {entry.status === 'pending' && isBarbell && (entry.weight_kg ?? 0) > 0 && (
                <div className="col-span-5 -mt-1 flex justify-end">
                  <PlateButton
                    weightKg={entry.weight_kg ?? 0}
                    setNumber={setNumber}
                    onUseWeight={(weight) => onLog(setNumber, { weight_kg: weight })}
                  />
                </div>
              )}
            </li>
          );
        })}
      </ol>
      {openEntry && openSet !== null && (
        <SetExtras
          entry={openEntry}
          setNumber={openSet}
          onChange={(values) => onLog(openSet, values)}
          onClose={() => setOpenSet(null)}
        />
      )}
    </div>
  );
}
