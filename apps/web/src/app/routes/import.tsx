import { countLabel, type ImportPreview } from '@elan/domain';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { PATHS } from '../../config/paths.ts';
import { useCommitImportMutation, usePreviewImportMutation } from '../../features/imports/api/imports.ts';
import { ExportCard } from '../../features/imports/components/export-card.tsx';
import { ImportForm } from '../../features/imports/components/import-form.tsx';
import { ImportPreviewCard } from '../../features/imports/components/import-preview.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { getErrorMessage } from '../../lib/api-client.ts';

/** Issue 14 /import: a Strong or Hevy history in (preview, then commit), Élan's out as CSV. */
export function ImportRoute() {
  useDocumentTitle('Importer mon historique');
  const navigate = useNavigate();
  const previewing = usePreviewImportMutation();
  const committing = useCommitImportMutation();
  const [preview, setPreview] = useState<ImportPreview>();
  const commit = (id: string) =>
    committing.mutate(id, {
      onSuccess: (result) => {
        toast.success(
          result.workouts_added
            ? `${countLabel(result.workouts_added, 'séance importée', 'séances importées')}`
            : 'Ces séances étaient déjà dans votre historique',
        );
        void navigate(PATHS.dashboard);
      },
    });
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4">
      <div>
        <h1 className="font-extrabold text-2xl text-stone-900 tracking-tight md:text-3xl">
          Importer mon historique
        </h1>
        <p className="mt-2 text-stone-600">
          Exportez vos séances en CSV depuis les réglages de Strong ou de Hevy, puis déposez le fichier ici.
        </p>
      </div>
      {preview ? (
        <ImportPreviewCard
          preview={preview}
          isPending={committing.isPending}
          error={committing.error ? getErrorMessage(committing.error) : undefined}
          onCommit={() => commit(preview.id)}
          onCancel={() => {
            setPreview(undefined);
            previewing.reset();
            committing.reset();
          }}
        />
      ) : (
        <ImportForm
          isPending={previewing.isPending}
          error={previewing.error ? getErrorMessage(previewing.error) : undefined}
          onSubmit={(input) => previewing.mutate(input, { onSuccess: setPreview })}
        />
      )}
      <ExportCard />
    </div>
  );
}
