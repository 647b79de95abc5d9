import { TOAST_TEXTS } from '@elan/domain';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { getErrorMessage } from '../../../../lib/api-client.ts';
import { useDeleteProgramMutation } from '../../api/delete-program.ts';
import { deleteProgramMessage } from '../../program-editor-texts.ts';

type DeleteProgramSectionProps = {
  programId: number;
  followers: number;
  /** Called once the server deleted it (the screen then leaves without asking about unsaved changes). */
  onDeleted: () => void;
};

/** « Supprimer le programme », asked first with how many members follow it. */
export function DeleteProgramSection({ programId, followers, onDeleted }: DeleteProgramSectionProps) {
  const [isAsking, setIsAsking] = useState(false);
  const remove = useDeleteProgramMutation(programId);
  const onConfirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        toast.success(TOAST_TEXTS.programDeleted);
        onDeleted();
      },
      onError: (error) => {
        setIsAsking(false);
        toast.error(getErrorMessage(error));
      },
    });
  return (
    <div className="flex flex-col items-start gap-2 border-stone-200 border-t pt-6">
      <Button variant="secondary" onClick={() => setIsAsking(true)} className="text-red-700">
        <Trash2 aria-hidden="true" className="size-4" />
        Supprimer le programme
      </Button>
      {isAsking && (
        <ConfirmDialog
          title="Supprimer le programme ?"
          message={deleteProgramMessage(followers)}
          confirmLabel="Supprimer"
          isBusy={remove.isPending}
          onConfirm={onConfirm}
          onClose={() => setIsAsking(false)}
        />
      )}
    </div>
  );
}
