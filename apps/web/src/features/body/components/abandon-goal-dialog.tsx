import { BODY_TOASTS } from '@elan/domain';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';

type AbandonGoalDialogProps = { isBusy: boolean; onConfirm: () => void; onClose: () => void };

/** Spec §4: abandoning asks first. */
export function AbandonGoalDialog({ isBusy, onConfirm, onClose }: AbandonGoalDialogProps) {
  return (
    <Modal
      title="Abandonner l'objectif"
      size="md"
      onClose={onClose}
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={isBusy}>
            Annuler
          </Button>
          <Button variant="danger" onClick={onConfirm} disabled={isBusy}>
            Abandonner
          </Button>
        </>
      }
    >
      <p className="text-stone-700">{BODY_TOASTS.abandonConfirm}</p>
    </Modal>
  );
}
