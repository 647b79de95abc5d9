import { formatWeight } from '@elan/domain';
import { Disc3 } from 'lucide-react';
import { useState } from 'react';
import { PlateCalculatorDialog } from './plate-calculator-dialog.tsx';

type PlateButtonProps = {
  weightKg: number;
  setNumber: number;
  onUseWeight: (weightKg: number) => void;
};

/** Beside a barbell set's load: opens the plates to put on each side. */
export function PlateButton({ weightKg, setNumber, onUseWeight }: PlateButtonProps) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setIsOpen(true)}
        className="grid size-10 place-items-center rounded-full text-brand-700 transition-colors hover:bg-brand-50"
      >
        <Disc3 aria-hidden="true" className="size-5" />
        <span className="sr-only">
          Disques pour {formatWeight(weightKg)}, série {setNumber}
        </span>
      </button>
      {isOpen && (
        <PlateCalculatorDialog
          targetKg={weightKg}
          onUseWeight={(weight) => {
            onUseWeight(weight);
            setIsOpen(false);
          }}
          onClose={() => setIsOpen(false)}
        />
      )}
    </>
  );
}
