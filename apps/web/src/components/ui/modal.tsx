import { X } from 'lucide-react';
import {
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useId,
  useRef,
} from 'react';
import { Button } from './button.tsx';

const SIZES = { md: 'max-w-lg', lg: 'max-w-2xl' } as const;

type ModalProps = {
  title: string;
  /** A sentence under the title, read as the dialog's description. */
  description?: string;
  onClose: () => void;
  children: ReactNode;
  /** Pinned under the scrolling body (the form's buttons). */
  footer?: ReactNode;
  /** Receives focus on opening; else the browser focuses the first focusable element. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  size?: keyof typeof SIZES;
};

/**
 * An accessible modal on the native `<dialog>`: rendered means open. `showModal()` makes the page
 * behind inert, so focus stays inside; Escape, the close button and a click on the backdrop call
 * `onClose`; focus returns to what had it before.
 */
export function Modal({
  title,
  description,
  onClose,
  children,
  footer,
  initialFocusRef,
  size = 'lg',
}: ModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const pressStartedOnBackdrop = useRef(false);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open) dialog.showModal();
    initialFocusRef?.current?.focus();
    const { documentElement } = document;
    const previousOverflow = documentElement.style.overflow;
    documentElement.style.overflow = 'hidden';
    return () => {
      documentElement.style.overflow = previousOverflow;
      if (dialog?.open) dialog.close();
      if (previouslyFocused?.isConnected) previouslyFocused.focus();
    };
  }, [initialFocusRef]);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Escape') return;
    // React state decides when the dialog goes, not the browser.
    event.preventDefault();
    event.stopPropagation();
    onClose();
  };

  // A press that starts inside (selecting text) and ends on the backdrop must not close it.
  const onMouseDown = (event: MouseEvent<HTMLDialogElement>) => {
    pressStartedOnBackdrop.current = event.target === event.currentTarget;
  };
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (pressStartedOnBackdrop.current && event.target === event.currentTarget) onClose();
    pressStartedOnBackdrop.current = false;
  };

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onKeyDown={onKeyDown}
      onCancel={(event) => event.preventDefault()}
      onMouseDown={onMouseDown}
      onClick={onClick}
      className={`m-auto max-h-[calc(100dvh-1.5rem)] w-[calc(100%-1.5rem)] ${SIZES[size]} overflow-hidden rounded-3xl bg-transparent p-0 motion-safe:backdrop:animate-fade-in`}
    >
      <div className="flex max-h-[calc(100dvh-1.5rem)] flex-col bg-white shadow-2xl motion-safe:animate-pop-in">
        <div className="flex items-start justify-between gap-4 border-stone-100 border-b px-5 py-4 sm:px-6">
          <div className="min-w-0">
            <h2 id={titleId} className="font-bold text-stone-900 text-xl">
              {title}
            </h2>
            {description && (
              <p id={descriptionId} className="mt-1 text-sm text-stone-600">
                {description}
              </p>
            )}
          </div>
          <Button
            variant="ghost"
            size="sm"
            aria-label="Fermer"
            onClick={onClose}
            className="-mr-2 size-10 px-0"
          >
            <X aria-hidden="true" className="size-5" />
          </Button>
        </div>
        <div className="flex-1 overflow-y-auto px-5 py-5 sm:px-6">{children}</div>
        {footer && (
          <div className="flex flex-col-reverse gap-3 border-stone-100 border-t bg-stone-50/60 px-5 py-4 sm:flex-row sm:justify-end sm:px-6">
            {footer}
          </div>
        )}
      </div>
    </dialog>
  );
}
