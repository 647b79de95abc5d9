/** Within the page: the outbox changed (queued, synced), so lists reading it read again. */
const OUTBOX_CHANGED = 'elan:outbox-changed';

export function notifyOutboxChanged(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(OUTBOX_CHANGED));
}

export function onOutboxChanged(listener: () => void): () => void {
  window.addEventListener(OUTBOX_CHANGED, listener);
  return () => window.removeEventListener(OUTBOX_CHANGED, listener);
}
