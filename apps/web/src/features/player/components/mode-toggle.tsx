import { ListOrdered, Repeat } from 'lucide-react';
import type { PlayerMode } from '../player-state.ts';

type ModeToggleProps = { mode: PlayerMode; onChange: (mode: PlayerMode) => void; isDisabled?: boolean };

const OPTIONS = [
  { mode: 'linear', label: 'Linéaire', icon: ListOrdered },
  { mode: 'circuit', label: 'Circuit', icon: Repeat },
] as const;

/** Linear or circuit: two pressed-state buttons in one labelled group. */
export function ModeToggle({ mode, onChange, isDisabled = false }: ModeToggleProps) {
  return (
    <fieldset className="inline-flex rounded-xl bg-stone-100 p-1">
      <legend className="sr-only">Mode de la séance</legend>
      {OPTIONS.map((option) => {
        const isActive = option.mode === mode;
        const Icon = option.icon;
        return (
          <button
            key={option.mode}
            type="button"
            aria-pressed={isActive}
            disabled={isDisabled}
            onClick={() => !isActive && onChange(option.mode)}
            className={`inline-flex h-11 items-center gap-2 rounded-lg px-4 font-semibold text-sm transition-colors disabled:opacity-60 ${
              isActive ? 'bg-white text-stone-900 shadow-sm' : 'text-stone-600 hover:text-stone-900'
            }`}
          >
            <Icon aria-hidden="true" className="size-4" />
            {option.label}
          </button>
        );
      })}
    </fieldset>
  );
}
