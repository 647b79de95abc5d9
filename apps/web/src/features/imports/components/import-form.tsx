import { FileUp } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button, buttonClassName } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import type { ImportUnit } from '../api/imports.ts';

const RADIO =
  'inline-flex h-11 min-w-16 cursor-pointer items-center justify-center rounded-xl border px-3 font-semibold text-sm ' +
  'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600 has-[:focus-visible]:outline-offset-2 ';
const radioState = (isOn: boolean) =>
  isOn ? 'border-brand-600 bg-brand-50 text-brand-800' : 'border-stone-300 bg-white text-stone-600';

type Props = {
  isPending: boolean;
  error: string | undefined;
  onSubmit: (input: { file: File; unit: ImportUnit }) => void;
};

/** The file picker: a Strong or Hevy CSV export, and the unit of Strong's weights. */
export function ImportForm({ isPending, error, onSubmit }: Props) {
  const labelId = useId();
  const hintId = useId();
  const errorId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [unit, setUnit] = useState<ImportUnit>('kg');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (file) onSubmit({ file, unit });
  };
  return (
    <Card className="p-5 md:p-6">
      <form onSubmit={submit} className="flex flex-col gap-5" aria-describedby={error ? errorId : undefined}>
        <div className="flex flex-col gap-2">
          <p id={labelId} className="font-semibold text-stone-800">
            Fichier CSV exporté de Strong ou de Hevy
          </p>
          {/* The browser's own picker speaks its UI language: a French one, the input hidden inside. */}
          <label className="flex cursor-pointer flex-wrap items-center gap-3 rounded-xl border border-stone-300 border-dashed bg-stone-50 p-3 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600 has-[:focus-visible]:outline-offset-2">
            <input
              type="file"
              accept=".csv,text/csv"
              aria-labelledby={labelId}
              aria-describedby={hintId}
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
              className="sr-only"
            />
            <span className={buttonClassName({ variant: 'secondary', size: 'sm' })}>Choisir un fichier</span>
            <span className="min-w-0 break-all text-sm text-stone-700">
              {file?.name ?? 'Aucun fichier choisi'}
            </span>
          </label>
          <p id={hintId} className="text-sm text-stone-600">
            10 Mo au plus. Rien n'est enregistré avant votre validation.
          </p>
        </div>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 font-medium text-sm text-stone-700">Poids du fichier Strong en</legend>
          <div className="flex gap-2">
            {(['kg', 'lbs'] as const).map((option) => (
              <label key={option} className={RADIO + radioState(unit === option)}>
                <input
                  type="radio"
                  name="unit"
                  value={option}
                  checked={unit === option}
                  onChange={() => setUnit(option)}
                  className="sr-only"
                />
                {option === 'kg' ? 'kg' : 'livres (lb)'}
              </label>
            ))}
          </div>
          <p className="text-sm text-stone-600">Hevy indique son unité : elle est lue dans le fichier.</p>
        </fieldset>
        {error ? (
          <p
            id={errorId}
            role="alert"
            className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-red-800"
          >
            {error}
          </p>
        ) : null}
        <Button type="submit" disabled={!file || isPending} className="self-start">
          <FileUp aria-hidden="true" className="size-4" />
          {isPending ? 'Analyse…' : 'Analyser le fichier'}
        </Button>
      </form>
    </Card>
  );
}
