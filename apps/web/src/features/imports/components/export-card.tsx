import { Download } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { getErrorMessage } from '../../../lib/api-client.ts';
import { downloadExport } from '../api/imports.ts';

/** The member's whole history as a Strong CSV, to take back into Strong or Hevy. */
export function ExportCard() {
  const headingId = useId();
  const [isPending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const download = async () => {
    setPending(true);
    setError(undefined);
    try {
      await downloadExport();
    } catch (caught) {
      setError(getErrorMessage(caught));
    } finally {
      setPending(false);
    }
  };
  return (
    <Card className="p-5 md:p-6">
      <section aria-labelledby={headingId} className="flex flex-col gap-3">
        <h2 id={headingId} className="font-bold text-lg text-stone-900">
          Exporter mon historique
        </h2>
        <p className="text-sm text-stone-600">
          Toutes vos séances au format CSV de Strong, que Strong et Hevy savent importer.
        </p>
        {error ? (
          <p role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-red-800">
            {error}
          </p>
        ) : null}
        <Button
          variant="secondary"
          onClick={() => void download()}
          disabled={isPending}
          className="self-start"
        >
          <Download aria-hidden="true" className="size-4" />
          {isPending ? 'Préparation…' : 'Télécharger le CSV'}
        </Button>
      </section>
    </Card>
  );
}
