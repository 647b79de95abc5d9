import { formatDecimal, RPE_VALUES, SET_TYPE_LABELS, SET_TYPES, type SetType } from '@elan/domain';
import { useId } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import type { SetEntry } from '../player-state.ts';

type SetExtrasProps = {
  entry: SetEntry;
  setNumber: number;
  onChange: (values: { set_type?: SetType; rpe?: number | null }) => void;
  onClose: () => void;
};

/** « RPE 8,5 · RIR 1,5 »: the effort and the reps left in reserve it stands for. */
export function rpeOptionLabel(rpe: number): string {
  return `RPE ${formatDecimal(rpe, 1)} · RIR ${formatDecimal(10 - rpe, 1)}`;
}

/** « Échauffement · RPE 8,5 »: what the set number's button shows under it, when not the default. */
export function setExtrasLabel(entry: SetEntry): string | null {
  const parts = [
    entry.set_type === 'normal' ? null : SET_TYPE_LABELS[entry.set_type],
    entry.rpe === null ? null : `RPE ${formatDecimal(entry.rpe, 1)}`,
  ].filter((part) => part !== null);
  return parts.length ? parts.join(' · ') : null;
}

const OPTION_CLASS =
  'flex min-h-12 cursor-pointer items-center gap-2 rounded-xl border border-stone-200 px-2.5 text-sm text-stone-800 ' +
  'has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:font-semibold';

type ChoiceProps = { name: string; label: string; isChecked: boolean; onCheck: () => void };

function Choice({ name, label, isChecked, onCheck }: ChoiceProps) {
  return (
    <label className={OPTION_CLASS}>
      <input
        type="radio"
        name={name}
        checked={isChecked}
        onChange={onCheck}
        className="size-5 shrink-0 accent-brand-600"
      />
      {label}
    </label>
  );
}

/**
 * A set's kind (warm-up, normal, drop set, to failure) and its optional RPE (issue 13), in a small
 * sheet opened from the set's number (issue 29): warm-ups stay in the log but never make a record.
 * A choice applies at once; the sheet is a modal dialog (focus kept inside, Escape closes it).
 */
export function SetExtras({ entry, setNumber, onChange, onClose }: SetExtrasProps) {
  const name = useId();
  return (
    <Modal
      title={`Série ${setNumber}`}
      size="md"
      onClose={onClose}
      footer={<Button onClick={onClose}>Terminé</Button>}
    >
      <div className="flex flex-col gap-4">
        <fieldset className="grid grid-cols-2 gap-2">
          <legend className="mb-2 font-semibold text-sm text-stone-900">Type de la série {setNumber}</legend>
          {SET_TYPES.map((type) => (
            <Choice
              key={type}
              name={`${name}-type`}
              label={SET_TYPE_LABELS[type]}
              isChecked={entry.set_type === type}
              onCheck={() => onChange({ set_type: type })}
            />
          ))}
        </fieldset>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 font-semibold text-sm text-stone-900">
            Effort ressenti (RPE) de la série {setNumber}
          </legend>
          <div className="grid grid-cols-2 gap-2">
            <Choice
              name={`${name}-rpe`}
              label="RPE —"
              isChecked={entry.rpe === null}
              onCheck={() => onChange({ rpe: null })}
            />
            {RPE_VALUES.map((rpe) => (
              <Choice
                key={rpe}
                name={`${name}-rpe`}
                label={rpeOptionLabel(rpe)}
                isChecked={entry.rpe === rpe}
                onCheck={() => onChange({ rpe })}
              />
            ))}
          </div>
        </fieldset>
      </div>
    </Modal>
  );
}
