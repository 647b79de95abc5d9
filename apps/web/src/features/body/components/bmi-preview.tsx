import { formatDecimal } from '../body-format.ts';
import { liveBmi, type MeasurementValues } from '../measurement-form.ts';

const TONES: Record<string, string> = {
  'Sous-poids': 'bg-sky-50 text-sky-800 ring-sky-200',
  'Poids normal': 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  Surpoids: 'bg-amber-50 text-amber-800 ring-amber-200',
  Obésité: 'bg-red-50 text-red-800 ring-red-200',
};

/** Spec §5: the BMI and its category, computed as the member types (the server computes its own). */
export function BmiPreview({ values }: { values: Pick<MeasurementValues, 'weight_kg' | 'height_cm'> }) {
  const result = liveBmi(values);
  return (
    <div
      aria-live="polite"
      className="flex flex-wrap items-center justify-between gap-2 rounded-2xl bg-stone-50 px-4 py-3 ring-1 ring-stone-200 ring-inset"
    >
      <p className="text-sm text-stone-600">
        IMC{' '}
        <span className="font-extrabold text-2xl text-stone-900 tabular-nums">
          {result ? formatDecimal(result.bmi) : '—'}
        </span>
      </p>
      {result ? (
        <span
          className={`rounded-full px-3 py-1 font-semibold text-sm ring-1 ring-inset ${TONES[result.category]}`}
        >
          {result.category}
        </span>
      ) : (
        <span className="text-sm text-stone-500">Saisis ton poids et ta taille</span>
      )}
    </div>
  );
}
