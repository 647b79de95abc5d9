import type { User } from '@elan/domain';
import { initials } from '@elan/domain';
import { LogOut, X } from 'lucide-react';
import { type KeyboardEvent, type MouseEvent, useEffect, useRef } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { InstallEntry } from '../../features/offline/components/install-entry.tsx';
import { Brand } from './brand.tsx';
import { MainNav } from './main-nav.tsx';

const DESKTOP_QUERY = '(min-width: 768px)';

type MobileMenuProps = {
  user: User;
  onClose: () => void;
  onLogout: () => void;
};

/**
 * Spec §2 mobile menu, a modal <dialog> sliding in from the left: the member's name, the entries,
 * the app's install entry and logout. Closes on Escape, on a click outside the panel, on navigation and past 768 px.
 */
export function MobileMenu({ user, onClose, onLogout }: MobileMenuProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open) dialog.showModal();
    const { documentElement } = document;
    const previousOverflow = documentElement.style.overflow;
    documentElement.style.overflow = 'hidden';

    const desktop = window.matchMedia(DESKTOP_QUERY);
    const onViewportChange = () => {
      if (desktop.matches) onClose();
    };
    desktop.addEventListener('change', onViewportChange);

    return () => {
      desktop.removeEventListener('change', onViewportChange);
      documentElement.style.overflow = previousOverflow;
      if (dialog?.open) dialog.close();
      if (previouslyFocused?.isConnected) previouslyFocused.focus();
    };
  }, [onClose]);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Escape') return;
    // React state decides when the dialog goes, not the browser.
    event.preventDefault();
    onClose();
  };

  const onBackdropClick = (event: MouseEvent<HTMLDialogElement>) => {
    // The dialog box fills the screen; only the panel stops clicks from reaching it.
    if (event.target === event.currentTarget) onClose();
  };

  const fullName = `${user.first_name} ${user.last_name}`;

  return (
    <dialog
      ref={dialogRef}
      aria-label="Menu"
      onKeyDown={onKeyDown}
      onCancel={(event) => event.preventDefault()}
      onClick={onBackdropClick}
      className="m-0 h-dvh max-h-none w-full max-w-none bg-transparent p-0 motion-safe:backdrop:animate-fade-in md:hidden"
    >
      <div className="flex h-full w-[min(20rem,85vw)] motion-safe:animate-slide-in flex-col bg-white shadow-2xl">
        <div className="flex items-center justify-between border-stone-100 border-b px-5 py-4">
          <Brand />
          <Button
            variant="ghost"
            size="sm"
            aria-label="Fermer le menu"
            onClick={onClose}
            className="size-10 px-0"
          >
            <X aria-hidden="true" className="size-5" />
          </Button>
        </div>

        <div className="flex items-center gap-3 px-5 py-5">
          <span
            aria-hidden="true"
            className="grid size-11 shrink-0 place-items-center rounded-full bg-brand-100 font-bold text-brand-700"
          >
            {initials(user.first_name, user.last_name)}
          </span>
          <div className="min-w-0">
            <p className="truncate font-semibold text-stone-900">{fullName}</p>
            <p className="truncate text-sm text-stone-500">{user.email}</p>
          </div>
        </div>

        <div className="flex-1 overflow-y-auto px-3">
          <MainNav onNavigate={onClose} />
        </div>

        <div className="flex flex-col gap-3 border-stone-100 border-t p-4">
          <InstallEntry />
          <Button variant="secondary" className="w-full" onClick={onLogout}>
            <LogOut aria-hidden="true" className="size-4" />
            Déconnexion
          </Button>
        </div>
      </div>
    </dialog>
  );
}
