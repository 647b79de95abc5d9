import type { Program } from '@elan/domain';
import { CircleAlert } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useCreateProgramForm } from '../use-create-program-form.ts';
import { CreateProgramSuccess } from './create-program-success.tsx';
import { ProgramDetailsFields } from './program-details-fields.tsx';
import { ProgramExercisesFields } from './program-exercises-fields.tsx';

type CreateProgramModalProps = { onClose: () => void };

/**
 * Spec §5 « Nouveau programme »: title, description, goal, level, duration and one exercise list.
 * Checked with the server's schema before the single POST; the server's refusal shows inline.
 * Once created, the modal offers the editor for more sessions (issue 30).
 */
export function CreateProgramModal({ onClose }: CreateProgramModalProps) {
  const formId = useId();
  const [created, setCreated] = useState<Program | null>(null);
  const addSessionsRef = useRef<HTMLAnchorElement>(null);
  const form = useCreateProgramForm(setCreated);
  const { isSubmitting, serverError } = form;

  if (created)
    return (
      <Modal title="Programme créé" onClose={onClose} size="md" initialFocusRef={addSessionsRef}>
        <CreateProgramSuccess program={created} addRef={addSessionsRef} onClose={onClose} />
      </Modal>
    );

  return (
    <Modal
      title="Nouveau programme"
      description="Donne-lui un nom, choisis tes exercices : la première séance est créée pour toi."
      onClose={onClose}
      initialFocusRef={form.titleRef}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
            Annuler
          </Button>
          <Button type="submit" form={formId} disabled={isSubmitting}>
            {isSubmitting ? <Spinner size="sm" label="Création en cours" className="text-white" /> : null}
            {isSubmitting ? 'Création…' : 'Créer le programme'}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={form.onSubmit} className="flex flex-col gap-5">
        {serverError && (
          <div
            role="alert"
            className="flex items-start gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-red-800 text-sm"
          >
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <p>{serverError}</p>
          </div>
        )}
        <ProgramDetailsFields form={form} />
        <ProgramExercisesFields form={form} />
      </form>
    </Modal>
  );
}
