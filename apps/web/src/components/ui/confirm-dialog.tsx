import { Button } from './button.tsx';
import { Modal } from './modal.tsx';

type ConfirmDialogProps = {
  title: string;
  /** The question the spec asks, word for word. */
  message: string;
  confirmLabel: string;
  isBusy: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** A destructive choice asked first: Annuler, or the action in red. */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  isBusy,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <Modal
      title={title}
      size="md"
      onClose={onClose}
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={isBusy}>
            Annuler
          </Button>
          <Button variant="danger" onClick={onConfirm} disabled={isBusy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <p className="text-stone-700">{message}</p>
    </Modal>
  );
}
