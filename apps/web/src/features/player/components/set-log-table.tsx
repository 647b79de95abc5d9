import { isBarbellExercise, type SetType, withUnit } from '@elan/domain';
import { Check, SkipForward } from 'lucide-react';
import { isTimed, type PlayerExercise, type SetEntry } from '../player-state.ts';
import { PlateButton } from './plate-button.tsx';
import { SetExtras } from './set-extras.tsx';
import { SetValueInput } from './set-value-input.tsx';

type SetLogTableProps = {
  exercise: PlayerExercise;
  entries: SetEntry[];
  onLog: (setNumber: number, values: SetLogValues) => void;
};

export type SetLogValues = {
  reps?: number | null;
  weight_kg?: number | null;
  set_type?: SetType;
  rpe?: number | null;
};

/**
 * Every set of one exercise: reps done and load, pre-filled from last time. Done sets stay
 * editable (the load is often noted during the rest); the next set to do is highlighted.
 */
export function SetLogTable({ exercise, entries, onLog }: SetLogTableProps) {
  const nextIndex = entries.findIndex((entry) => entry.status === 'pending');
  const timed = isTimed(exercise);
  const isBarbell = isBarbellExercise(exercise.exercise_name);
  return (
    <div className="flex flex-col gap-2">
      <div
        aria-hidden="true"
        className="grid grid-cols-[3rem_1fr_1fr_2.5rem] gap-2 px-1 font-semibold text-stone-500 text-xs uppercase tracking-wide"
      >
        <span>Série</span>
        <span className="text-center">{timed ? 'Durée' : 'Rép.'}</span>
        <span className="text-center">Charge (kg)</span>
        <span />
      </div>
      {/* Rows align their fields at the top: a field's message below it makes its cell taller. */}
      <ol className="flex flex-col gap-2">
        {entries.map((entry, index) => {
          const setNumber = index + 1;
          const isNext = index === nextIndex;
          const isSkipped = entry.status === 'skipped';
          return (
            <li
              key={setNumber}
              aria-current={isNext ? 'step' : undefined}
              className={`grid grid-cols-[3rem_1fr_1fr_2.5rem] items-start gap-2 rounded-xl p-1 ${
                isNext
                  ? 'bg-brand-50 ring-2 ring-brand-500/40'
                  : entry.status === 'done'
                    ? 'bg-emerald-50/60'
                    : ''
              }`}
            >
              <span className="mt-1 grid size-10 place-items-center rounded-lg bg-white font-bold text-stone-800 tabular-nums ring-1 ring-stone-200">
                <span className="sr-only">Série </span>
                {setNumber}
              </span>
              {timed ? (
                <span className="grid h-12 place-items-center font-semibold text-stone-700 tabular-nums">
                  {withUnit(exercise.duration_seconds ?? 0, 's')}
                </span>
              ) : (
                <SetValueInput
                  field="reps"
                  value={entry.reps}
                  label={`Répétitions faites, série ${setNumber}`}
                  placeholder={String(exercise.reps)}
                  isDisabled={isSkipped}
                  onCommit={(reps) => onLog(setNumber, { reps })}
                />
              )}
              <SetValueInput
                field="weight_kg"
                value={entry.weight_kg}
                label={`Charge en kg, série ${setNumber}`}
                placeholder="—"
                isDisabled={isSkipped}
                onCommit={(weight) => onLog(setNumber, { weight_kg: weight })}
              />
              <span className="grid h-12 place-items-center">
                {entry.status === 'done' && (
                  <span className="grid size-8 place-items-center rounded-full bg-emerald-600 text-white">
                    <Check aria-hidden="true" className="size-5" />
                    <span className="sr-only">Faite</span>
                  </span>
                )}
                {entry.status === 'pending' && isBarbell && (entry.weight_kg ?? 0) > 0 && (
                  <PlateButton
                    weightKg={entry.weight_kg ?? 0}
                    setNumber={setNumber}
                    onUseWeight={(weight) => onLog(setNumber, { weight_kg: weight })}
                  />
                )}
                {isSkipped && (
                  <span className="grid size-8 place-items-center rounded-full bg-stone-200 text-stone-600">
                    <SkipForward aria-hidden="true" className="size-4" />
                    <span className="sr-only">Passée</span>
                  </span>
                )}
              </span>
              {(isNext || entry.status === 'done') && (
                <SetExtras
                  entry={entry}
                  setNumber={setNumber}
                  onChange={(values) => onLog(setNumber, values)}
                />
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
