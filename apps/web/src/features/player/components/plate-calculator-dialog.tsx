import { BAR_WEIGHTS_KG, formatDecimal, formatWeight, platesFor } from '@elan/domain';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { loadPlateSettings } from '../plate-settings.ts';

type PlateCalculatorDialogProps = {
  targetKg: number;
  /** « Utiliser 100 kg »: the nearest loadable weight into the set. */
  onUseWeight: (weightKg: number) => void;
  onClose: () => void;
};

/** Plate colours by weight, as on competition plates (25 red … 1,25 chrome). */
const PLATE_STYLE: Record<string, string> = {
  '25': 'h-20 bg-red-600 text-white',
  '20': 'h-[4.5rem] bg-blue-600 text-white',
  '15': 'h-16 bg-yellow-400 text-stone-900',
  '10': 'h-14 bg-emerald-600 text-white',
  '5': 'h-12 bg-stone-100 text-stone-900 ring-1 ring-stone-300',
  '2.5': 'h-10 bg-stone-800 text-white',
  '1.25': 'h-9 bg-stone-300 text-stone-900',
};

/** The plates to load on each side of the member's bar for a set's load (issue 13). */
export function PlateCalculatorDialog({ targetKg, onUseWeight, onClose }: PlateCalculatorDialogProps) {
  const [settings] = useState(loadPlateSettings);
  const [barKg, setBarKg] = useState<number>(settings.bar_kg);
  const load = platesFor(targetKg, barKg, settings.plates_kg);
  const perSideText = load.perSide.length
    ? `${load.perSide.map((plate) => formatDecimal(plate)).join(' + ')} kg par côté`
    : 'La barre seule';
  return (
    <Modal
      title="Disques à charger"
      description={`Pour ${formatWeight(targetKg)}, avec tes disques du profil.`}
      onClose={onClose}
      size="md"
    >
      <div className="flex flex-col gap-5">
        <fieldset>
          <legend className="mb-2 font-medium text-sm text-stone-700">Barre</legend>
          <div className="flex gap-2">
            {BAR_WEIGHTS_KG.map((bar) => (
              <Button
                key={bar}
                variant={bar === barKg ? 'primary' : 'secondary'}
                aria-pressed={bar === barKg}
                onClick={() => setBarKg(bar)}
              >
                {bar} kg
              </Button>
            ))}
          </div>
        </fieldset>
        <div
          className="flex min-h-24 items-center gap-1 rounded-2xl bg-stone-50 px-4 py-3"
          aria-hidden="true"
        >
          <span className="h-3 w-10 rounded-l bg-stone-400" />
          {load.perSide.map((plate, index) => (
            <span
              // biome-ignore lint/suspicious/noArrayIndexKey: two plates of one weight are alike.
              key={`${plate}-${index}`}
              className={`grid w-9 place-items-center rounded-md font-bold text-[0.65rem] tabular-nums ${PLATE_STYLE[String(plate)] ?? 'h-10 bg-stone-500 text-white'}`}
            >
              {formatDecimal(plate)}
            </span>
          ))}
          <span className="h-3 flex-1 rounded-r bg-stone-400" />
        </div>
        <p className="font-bold text-stone-900 text-xl tabular-nums">{perSideText}</p>
        {!load.isExact && (
          <div
            role="status"
            className="flex flex-col gap-3 rounded-xl bg-amber-50 p-4 text-amber-950 text-sm"
          >
            <p>
              {formatWeight(targetKg)} ne se charge pas avec tes disques : la charge la plus proche est{' '}
              <strong>{formatWeight(load.loadableKg)}</strong>.
            </p>
            <Button variant="secondary" className="self-start" onClick={() => onUseWeight(load.loadableKg)}>
              Utiliser {formatWeight(load.loadableKg)}
            </Button>
          </div>
        )}
      </div>
    </Modal>
  );
}
