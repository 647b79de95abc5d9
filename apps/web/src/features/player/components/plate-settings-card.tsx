import {
  BAR_WEIGHTS_KG,
  type BarWeight,
  formatDecimal,
  PLATE_WEIGHTS_KG,
  type PlateSettings,
} from '@elan/domain';
import { Disc3 } from 'lucide-react';
import { useId, useState } from 'react';
import { Card } from '../../../components/ui/card.tsx';
import { loadPlateSettings, savePlateSettings } from '../plate-settings.ts';

const CHIP =
  'inline-flex h-11 min-w-16 cursor-pointer items-center justify-center rounded-xl border px-3 font-semibold text-sm tabular-nums transition-colors ' +
  'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600 has-[:focus-visible]:outline-offset-2';
const chipState = (isOn: boolean) =>
  isOn ? 'border-brand-600 bg-brand-50 text-brand-800' : 'border-stone-300 bg-white text-stone-600';

/** Profile: the bar and the plates the member loads, for the player's plate calculator. */
export function PlateSettingsCard() {
  const headingId = useId();
  const [settings, setSettings] = useState<PlateSettings>(loadPlateSettings);
  const update = (next: PlateSettings) => {
    setSettings(next);
    savePlateSettings(next);
  };
  const togglePlate = (plate: (typeof PLATE_WEIGHTS_KG)[number]) => {
    const has = settings.plates_kg.includes(plate);
    // At least one plate stays: the calculator needs something to load.
    if (has && settings.plates_kg.length === 1) return;
    const plates_kg = has
      ? settings.plates_kg.filter((item) => item !== plate)
      : PLATE_WEIGHTS_KG.filter((item) => item === plate || settings.plates_kg.includes(item));
    update({ ...settings, plates_kg });
  };
  return (
    <Card className="p-5 md:p-6">
      <section aria-labelledby={headingId} className="flex flex-col gap-4">
        <div>
          <h2 id={headingId} className="flex items-center gap-2 font-bold text-lg text-stone-900">
            <Disc3 aria-hidden="true" className="size-5 text-brand-600" />
            Barre et disques
          </h2>
          <p className="mt-1 text-sm text-stone-600">
            Le lecteur indique les disques à charger de chaque côté. Réglage gardé sur cet appareil.
          </p>
        </div>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 font-medium text-sm text-stone-700">Ma barre</legend>
          <div className="flex flex-wrap gap-2">
            {BAR_WEIGHTS_KG.map((bar: BarWeight) => (
              <label key={bar} className={`${CHIP} ${chipState(settings.bar_kg === bar)}`}>
                <input
                  type="radio"
                  name={`${headingId}-bar`}
                  className="sr-only"
                  checked={settings.bar_kg === bar}
                  onChange={() => update({ ...settings, bar_kg: bar })}
                />
                {bar} kg
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 font-medium text-sm text-stone-700">Mes disques (par paire)</legend>
          <div className="flex flex-wrap gap-2">
            {PLATE_WEIGHTS_KG.map((plate) => (
              <label key={plate} className={`${CHIP} ${chipState(settings.plates_kg.includes(plate))}`}>
                <input
                  type="checkbox"
                  className="sr-only"
                  checked={settings.plates_kg.includes(plate)}
                  onChange={() => togglePlate(plate)}
                />
                {formatDecimal(plate)} kg
              </label>
            ))}
          </div>
        </fieldset>
      </section>
    </Card>
  );
}
