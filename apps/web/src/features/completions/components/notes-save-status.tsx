import { AlertCircle, CheckCircle2, LoaderCircle, RefreshCw } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import type { AutosaveStatus } from '../notes-autosave.ts';

type NotesSaveStatusProps = {
  status: AutosaveStatus;
  errorMessage: string | null;
  onRetry: () => void;
};

/**
 * Whether the notes and feeling reached the completion. The live region is always there, so a
 * screen reader hears each change of it; the retry button stays outside it.
 */
export function NotesSaveStatus({ status, errorMessage, onRetry }: NotesSaveStatusProps) {
  return (
    <div className="mt-2 flex min-h-5 flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      <p role="status" className={status === 'error' ? 'font-medium text-red-700' : 'text-stone-600'}>
        {status === 'saving' && (
          <span className="inline-flex items-center gap-1.5">
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
            Enregistrement…
          </span>
        )}
        {status === 'saved' && (
          <span className="inline-flex items-center gap-1.5">
            <CheckCircle2 aria-hidden="true" className="size-4 text-emerald-600" />
            Enregistré
          </span>
        )}
        {status === 'error' && (
          <span className="inline-flex items-center gap-1.5">
            <AlertCircle aria-hidden="true" className="size-4 shrink-0" />
            Non enregistré : {errorMessage}
          </span>
        )}
      </p>
      {status === 'error' && (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          <RefreshCw aria-hidden="true" className="size-4" />
          Réessayer
        </Button>
      )}
    </div>
  );
}
