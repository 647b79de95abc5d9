import { FileUp } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
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
  const fileId = useId();
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
          <label htmlFor={fileId} className="font-semibold text-stone-800">
            Fichier CSV exporté de Strong ou de Hevy
          </label>
          <input
            id={fileId}
            type="file"
            accept=".csv,text/csv"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            className="rounded-xl border border-stone-300 bg-white p-2 text-sm text-stone-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600"
          />
          <p className="text-sm text-stone-600">
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
