import type { Feeling } from '@elan/domain';

/** What the summary saves on the completion after it exists: the wire form of notes and feeling. */
export type NotesAndFeeling = { notes: string | null; feeling: Feeling | null };

export type AutosaveStatus = 'idle' | 'saving' | 'saved' | 'error';

type AutosaveOptions = {
  /** What the completion holds now on the server. */
  saved: NotesAndFeeling;
  /** One PUT; `keepalive` when the page is going away and the request must outlive it. */
  send: (values: NotesAndFeeling, options: { keepalive: boolean }) => Promise<void>;
  onStatus: (status: AutosaveStatus, error?: unknown) => void;
  /** Typing pauses this long before the notes are sent. */
  delayMs?: number;
};

export const NOTES_AUTOSAVE_DELAY_MS = 800;

/** Trimmed notes, empty ones as null: the server stores them so (spec §3 notes). */
export function toSavedValues(notes: string, feeling: Feeling | null): NotesAndFeeling {
  const trimmed = notes.trim();
  return { notes: trimmed || null, feeling };
}

function isSame(first: NotesAndFeeling, second: NotesAndFeeling): boolean {
  return first.notes === second.notes && first.feeling === second.feeling;
}

/**
 * Spec §4 /session-summary: notes and feeling reach the saved completion however the member
 * leaves. A change is sent after a pause (`change`) or at once (`flush`); writes go one after
 * the other, each with the latest values, and only when they differ from what the server has,
 * so an older write never lands after a newer one.
 */
export function createNotesAutosave({
  saved: initial,
  send,
  onStatus,
  delayMs = NOTES_AUTOSAVE_DELAY_MS,
}: AutosaveOptions) {
  let saved = initial;
  let latest = initial;
  let sending: NotesAndFeeling | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let queue: Promise<void> = Promise.resolve();
  /** The newest write's number: an older one's answer, arriving after it, says nothing. */
  let newestWrite = 0;
  let hasFailed = false;

  const report = (status: AutosaveStatus, error?: unknown) => {
    hasFailed = status === 'error';
    onStatus(status, error);
  };

  const clearTimer = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };

  const write = async (values: NotesAndFeeling, keepalive: boolean): Promise<void> => {
    newestWrite += 1;
    const number = newestWrite;
    sending = values;
    report('saving');
    try {
      await send(values, { keepalive });
    } catch (error) {
      if (number === newestWrite) report('error', error);
      throw error;
    } finally {
      if (sending === values) sending = null;
    }
    if (number !== newestWrite) return;
    saved = values;
    if (isSame(latest, saved)) report('saved');
  };

  const sendLatest = (keepalive: boolean) => {
    if (!isSame(latest, saved)) return write(latest, keepalive);
    // Nothing left to send (typed back to what the server has): a failure shown earlier is over.
    if (hasFailed) report('saved');
    return Promise.resolve();
  };

  /** Sends what is not saved yet, after any write under way; rejects if that write fails. */
  const flush = ({ keepalive = false }: { keepalive?: boolean } = {}): Promise<void> => {
    clearTimer();
    // A failed write does not stop the next one: it is tried again with the latest values.
    queue = queue.catch(() => undefined).then(() => sendLatest(keepalive));
    return queue;
  };

  const change = (values: NotesAndFeeling, { isImmediate = false }: { isImmediate?: boolean } = {}) => {
    latest = values;
    clearTimer();
    if (isImmediate) {
      void flush().catch(() => undefined);
      return;
    }
    timer = setTimeout(() => void flush().catch(() => undefined), delayMs);
  };

  /**
   * The page is hidden or going away: what is not saved leaves now, with `keepalive`. Idle, or only
   * hidden (`isUnloading` false: the page lives on), it queues as usual, after any write under way.
   * Unloading with a write under way, which cannot be waited for, the latest values leave at once
   * (the only case where two writes run together) and later writes wait for both.
   */
  const flushOnPageHide = ({ isUnloading = true }: { isUnloading?: boolean } = {}) => {
    if (sending === null || !isUnloading) {
      void flush({ keepalive: true }).catch(() => undefined);
      return;
    }
    clearTimer();
    if (isSame(latest, sending)) return;
    const direct = write(latest, true);
    queue = Promise.all([queue.catch(() => undefined), direct]).then(() => undefined);
    void queue.catch(() => undefined);
  };

  return {
    change,
    flush,
    flushOnPageHide,
    /** Something typed or picked that the server does not have yet. */
    hasUnsavedChanges: () => !isSame(latest, saved),
  };
}

export type NotesAutosave = ReturnType<typeof createNotesAutosave>;
