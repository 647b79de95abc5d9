import { formatDecimal, RPE_VALUES, SET_TYPE_LABELS, SET_TYPES, type SetType } from '@elan/domain';
import type { SetEntry } from '../player-state.ts';

type SetExtrasProps = {
  entry: SetEntry;
  setNumber: number;
  onChange: (values: { set_type?: SetType; rpe?: number | null }) => void;
};

const SELECT_CLASS =
  'h-10 w-full min-w-0 rounded-lg border border-stone-300 bg-white px-2 text-sm text-stone-800 ' +
  'hover:border-stone-400 focus-visible:border-brand-600';

/** « RPE 8,5 · RIR 1,5 »: the effort and the reps left in reserve it stands for. */
export function rpeOptionLabel(rpe: number): string {
  return `RPE ${formatDecimal(rpe, 1)} · RIR ${formatDecimal(10 - rpe, 1)}`;
}

/**
 * A set's kind (warm-up, normal, drop set, to failure) and its optional RPE (issue 13): warm-ups
 * stay in the log but never make a record.
 */
export function SetExtras({ entry, setNumber, onChange }: SetExtrasProps) {
  return (
    <div className="col-span-4 grid grid-cols-[3rem_1fr_1fr_2.5rem] gap-2">
      <select
        aria-label={`Type de la série ${setNumber}`}
        className={`${SELECT_CLASS} col-start-2`}
        value={entry.set_type}
        onChange={(event) => {
          const value = SET_TYPES.find((type) => type === event.target.value);
          if (value) onChange({ set_type: value });
        }}
      >
        {SET_TYPES.map((type) => (
          <option key={type} value={type}>
            {SET_TYPE_LABELS[type]}
          </option>
        ))}
      </select>
      <select
        aria-label={`Effort ressenti (RPE) de la série ${setNumber}`}
        value={entry.rpe === null ? '' : String(entry.rpe)}
        onChange={(event) => onChange({ rpe: event.target.value === '' ? null : Number(event.target.value) })}
        className={SELECT_CLASS}
      >
        <option value="">RPE —</option>
        {RPE_VALUES.map((rpe) => (
          <option key={rpe} value={String(rpe)}>
            {rpeOptionLabel(rpe)}
          </option>
        ))}
      </select>
    </div>
  );
}
