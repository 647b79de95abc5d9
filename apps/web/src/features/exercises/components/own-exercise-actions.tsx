import type { Exercise } from '@elan/domain';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { PATHS } from '../../../config/paths.ts';
import { getErrorMessage } from '../../../lib/api-client.ts';
import { useDeleteOwnExerciseMutation } from '../api/edit-own-exercise.ts';
import { OwnExerciseModal } from './own-exercise-modal.tsx';

/** « Modifier » and « Supprimer » on the page of a member's own exercise. */
export function OwnExerciseActions({ exercise }: { exercise: Exercise }) {
  const navigate = useNavigate();
  const [open, setOpen] = useState<'edit' | 'delete' | null>(null);
  const remove = useDeleteOwnExerciseMutation(exercise.id);
  const close = () => setOpen(null);
  const confirmDelete = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        toast.success('Exercice supprimé');
        void navigate(PATHS.exercises);
      },
      onError: (error) => {
        toast.error(getErrorMessage(error));
        close();
      },
    });
  return (
    <div className="mt-4 flex flex-wrap gap-2">
      <Button variant="secondary" onClick={() => setOpen('edit')}>
        <Pencil aria-hidden="true" className="size-4" />
        Modifier
      </Button>
      <Button variant="secondary" onClick={() => setOpen('delete')}>
        <Trash2 aria-hidden="true" className="size-4" />
        Supprimer
      </Button>
      {open === 'edit' && <OwnExerciseModal exercise={exercise} onClose={close} />}
      {open === 'delete' && (
        <ConfirmDialog
          title="Supprimer cet exercice ?"
          message={`« ${exercise.name} » disparaîtra de tes exercices. Un exercice déjà présent dans ton historique ne peut pas être supprimé.`}
          confirmLabel="Supprimer"
          isBusy={remove.isPending}
          onConfirm={confirmDelete}
          onClose={close}
        />
      )}
    </div>
  );
}
