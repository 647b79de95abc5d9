import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { UNSAVED_CHANGES_MESSAGE, UNSAVED_CHANGES_TITLE } from '../../program-editor-texts.ts';

/**
 * Asks before leaving with unsaved changes: a French dialog for a move inside the app (React
 * Router's blocker), the browser's own question for a reload, a closed tab or another site.
 */
export function UnsavedChangesGuard({ isDirty }: { isDirty: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => isDirty && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!isDirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when a value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [isDirty]);

  if (blocker.state !== 'blocked') return null;
  return (
    <ConfirmDialog
      title={UNSAVED_CHANGES_TITLE}
      message={UNSAVED_CHANGES_MESSAGE}
      confirmLabel="Quitter sans enregistrer"
      isBusy={false}
      onConfirm={() => blocker.proceed()}
      onClose={() => blocker.reset()}
    />
  );
}
