import { useRef } from 'react';
import { Button, buttonClassName } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';

type QuitDialogProps = { onStay: () => void; onQuit: () => void };

/** Quitting mid-session abandons the run: ask first (issue 4). */
export function QuitDialog({ onStay, onQuit }: QuitDialogProps) {
  const stayRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      title="Quitter la séance ?"
      description="Ta progression sur cette séance sera perdue."
      onClose={onStay}
      initialFocusRef={stayRef}
      size="md"
      footer={
        <>
          <button
            ref={stayRef}
            type="button"
            onClick={onStay}
            className={buttonClassName({ variant: 'secondary', size: 'lg' })}
          >
            Continuer la séance
          </button>
          <Button variant="danger" size="lg" onClick={onQuit}>
            Quitter la séance
          </Button>
        </>
      }
    >
      <p className="text-stone-700">Les séries déjà faites ne seront pas enregistrées.</p>
    </Modal>
  );
}
