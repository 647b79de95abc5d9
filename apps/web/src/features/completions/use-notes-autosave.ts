import type { CreatedCompletion, Feeling } from '@elan/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { getErrorMessage } from '../../lib/api-client.ts';
import { invalidateCompletionQueries } from './api/invalidate-completion-queries.ts';
import { updateCompletion } from './api/update-completion.ts';
import {
  type AutosaveStatus,
  createNotesAutosave,
  type NotesAutosave,
  toSavedValues,
} from './notes-autosave.ts';

const NOTES_LOST_ON_LEAVE = "Tes notes et ton ressenti n'ont pas pu être enregistrés";
const NOTES_NOT_SAVED = 'Ressenti et notes non enregistrés';
/** One toast for every failed write: a new failure replaces it, a success takes it away. */
const NOTES_TOAST_ID = 'summary-notes-autosave';

type NotesAutosaveOptions = {
  /** The saved completion; nothing is sent before it exists (offline, the outbox keeps them). */
  completion: CreatedCompletion | null;
  notes: string;
  feeling: Feeling | null;
};

/**
 * Spec §4 /session-summary: the feeling is saved as soon as it is picked, the notes after a pause
 * in typing, and whatever is left when the page goes (any link, the back button, a closed tab).
 */
export function useNotesAutosave({ completion, notes, feeling }: NotesAutosaveOptions) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<{ value: AutosaveStatus; error: string | null }>({
    value: 'idle',
    error: null,
  });
  const saverRef = useRef<NotesAutosave | null>(null);
  const latestRef = useRef(toSavedValues(notes, feeling));
  const previousFeelingRef = useRef(feeling);

  useEffect(() => {
    latestRef.current = toSavedValues(notes, feeling);
    const isFeelingChange = previousFeelingRef.current !== feeling;
    previousFeelingRef.current = feeling;
    saverRef.current?.change(latestRef.current, { isImmediate: isFeelingChange });
  }, [notes, feeling]);

  useEffect(() => {
    if (!completion) return;
    const completionId = completion.id;
    const saver = createNotesAutosave({
      saved: { notes: completion.notes, feeling: completion.feeling },
      send: async (body, { keepalive }) => {
        await updateCompletion({ completionId, body, keepalive });
        // The detail, the dashboard's recent activity and the history show them.
        void invalidateCompletionQueries(queryClient);
      },
      onStatus: (value, error) => {
        const message = error === undefined ? null : getErrorMessage(error);
        setStatus({ value, error: message });
        // The status sits under the notes: a toast says it wherever the member is on the page.
        if (value === 'error') toast.error(`${NOTES_NOT_SAVED} : ${message}`, { id: NOTES_TOAST_ID });
        if (value === 'saved') toast.dismiss(NOTES_TOAST_ID);
      },
    });
    saverRef.current = saver;
    // What was typed or picked while the completion was being saved.
    saver.change(latestRef.current, { isImmediate: true });

    const onPageHide = () => saver.flushOnPageHide();
    // Hidden (another tab, a locked phone), the page lives on: its write waits its turn.
    const onVisibilityChange = () => {
      if (document.visibilityState === 'hidden') saver.flushOnPageHide({ isUnloading: false });
    };
    // A write that failed offline is sent again as soon as the network is back.
    const onOnline = () => void saver.flush().catch(() => undefined);
    window.addEventListener('pagehide', onPageHide);
    document.addEventListener('visibilitychange', onVisibilityChange);
    window.addEventListener('online', onOnline);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      document.removeEventListener('visibilitychange', onVisibilityChange);
      window.removeEventListener('online', onOnline);
      saverRef.current = null;
      // Left by a link or the back button: the write goes on without the page, and says if it failed.
      saver
        .flush()
        .catch((error: unknown) =>
          toast.error(`${NOTES_LOST_ON_LEAVE} : ${getErrorMessage(error)}`, { id: NOTES_TOAST_ID }),
        );
    };
  }, [completion, queryClient]);

  /** Sends what is left now (the page's own way out waits for it); rejects if it fails. */
  const flush = useCallback(() => saverRef.current?.flush() ?? Promise.resolve(), []);
  const retry = useCallback(() => void flush().catch(() => undefined), [flush]);

  return { status: status.value, error: status.error, flush, retry };
}
