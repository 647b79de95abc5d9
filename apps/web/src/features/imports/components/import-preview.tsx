import { countLabel, formatShortDate, type ImportPreview } from '@elan/domain';
import { useId } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';

type Props = {
  preview: ImportPreview;
  isPending: boolean;
  error: string | undefined;
  onCommit: () => void;
  onCancel: () => void;
};

/** What the file holds, before anything is written: counts, dates, names mapped and created. */
export function ImportPreviewCard({ preview, isPending, error, onCommit, onCancel }: Props) {
  const headingId = useId();
  return (
    <Card className="p-5 md:p-6">
      <section aria-labelledby={headingId} className="flex flex-col gap-4">
        <h2 id={headingId} className="font-bold text-lg text-stone-900">
          Aperçu de l'import {preview.format === 'strong' ? 'Strong' : 'Hevy'}
        </h2>
        <dl className="grid gap-3 sm:grid-cols-3">
          <Figure label="Séances" value={String(preview.workouts)} />
          <Figure label="Séries" value={String(preview.sets)} />
          <Figure
            label="Période"
            value={`du ${formatShortDate(preview.first_date)} au ${formatShortDate(preview.last_date)}`}
          />
        </dl>
        <NameList
          title={`Exercices reconnus (${preview.mapped.length})`}
          items={preview.mapped.map((item) =>
            item.from === item.to ? item.to : `${item.from} → ${item.to}`,
          )}
        />
        <NameList
          title={`${countLabel(preview.created.length, 'exercice créé', 'exercices créés')} dans « Mes exercices »`}
          items={preview.created}
        />
        {error ? (
          <p role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-red-800">
            {error}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button onClick={onCommit} disabled={isPending}>
            {isPending ? 'Import…' : `Importer ${countLabel(preview.workouts, 'séance', 'séances')}`}
          </Button>
          <Button variant="secondary" onClick={onCancel} disabled={isPending}>
            Choisir un autre fichier
          </Button>
        </div>
      </section>
    </Card>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl bg-stone-50 px-4 py-3">
      <dt className="text-sm text-stone-600">{label}</dt>
      <dd className="font-bold text-stone-900 text-xl tabular-nums">{value}</dd>
    </div>
  );
}

function NameList({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <div>
      <h3 className="mb-2 font-semibold text-sm text-stone-700">{title}</h3>
      <ul className="flex flex-wrap gap-2">
        {items.map((item) => (
          <li key={item} className="rounded-full bg-brand-50 px-3 py-1 text-brand-800 text-sm">
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}
