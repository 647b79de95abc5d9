import { PUSH_TEXTS } from '@elan/domain';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';

type DisablePushDialogProps = { isBusy: boolean; onConfirm: () => void; onClose: () => void };

/** Spec §5: disabling asks first. */
export function DisablePushDialog({ isBusy, onConfirm, onClose }: DisablePushDialogProps) {
  return (
    <Modal
      title="Désactiver les notifications"
      size="md"
      onClose={onClose}
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={isBusy}>
            Annuler
          </Button>
          <Button variant="danger" onClick={onConfirm} disabled={isBusy}>
            Désactiver
          </Button>
        </>
      }
    >
      <p className="text-stone-700">{PUSH_TEXTS.disableConfirm}</p>
    </Modal>
  );
}
