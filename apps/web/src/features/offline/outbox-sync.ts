import { listOutbox, type OutboxEntry, removeFromOutbox, replaceOutboxEntry } from './outbox.ts';

/** The tag of the Background Sync the page asks for when it queues a completion. */
export const OUTBOX_SYNC_TAG = 'elan-outbox';
/** Posted by the worker to its pages after it sent entries, so that they refresh. */
export const OUTBOX_SYNCED_MESSAGE = 'elan:outbox-synced';
const LOCK_NAME = 'elan-outbox';

export type SyncResult = { sent: number; waiting: number };

export type Answer = { ok: boolean; status: number; data: unknown; message: string | null };

async function send(url: string, token: string, init: RequestInit): Promise<Answer> {
  const headers = new Headers(init.headers);
  headers.set('Authorization', `Bearer ${token}`);
  headers.set('Accept', 'application/json');
  const response = await fetch(url, { ...init, headers });
  const body = (await response.json().catch(() => null)) as {
    data?: unknown;
    message?: string;
    error?: string;
  } | null;
  return {
    ok: response.ok,
    status: response.status,
    data: body?.data,
    message: body?.message ?? body?.error ?? null,
  };
}

/** A refusal the same request will meet again (not a lost session, not a busy server). */
function isFinalRefusal(status: number): boolean {
  return status >= 400 && status < 500 && status !== 401 && status !== 408 && status !== 429;
}

/**
 * What the server's answer means for an entry (decision 020): taken; refused for good (a 4xx other
 * than 401, 408, 429: the same request would be refused again); or to send again later (a lost
 * session waits for the member to sign in again, a busy or failing server for the next try).
 */
export function verdictOf(answer: { ok: boolean; status: number }): 'accepted' | 'refused' | 'retry-later' {
  if (answer.ok) return 'accepted';
  return isFinalRefusal(answer.status) ? 'refused' : 'retry-later';
}

/**
 * The entry once its photo's upload answered, or null to try again later. A refused photo (format,
 * size) is dropped: the session itself still goes.
 */
export function afterPhotoUpload(entry: OutboxEntry, answer: Answer): OutboxEntry | null {
  const verdict = verdictOf(answer);
  if (verdict === 'retry-later') return null;
  if (verdict === 'refused') return { ...entry, photo: null };
  const url = (answer.data as { url?: unknown } | undefined)?.url;
  return { ...entry, photoUrl: typeof url === 'string' ? url : null, photo: null };
}

/**
 * A completion refused for good stays in the outbox, marked with the server's reason: the
 * dashboard shows it (« Refusée par le serveur ») and it is not sent again by itself.
 */
export function markRefused(entry: OutboxEntry, answer: Answer): OutboxEntry {
  return { ...entry, rejection: answer.message ?? `Erreur ${answer.status}` };
}

/** The entries a sync sends, oldest first: every one but those already refused. */
export function entriesToSend(entries: OutboxEntry[]): OutboxEntry[] {
  return entries.filter((entry) => entry.rejection === null);
}

type EntryOutcome = 'sent' | 'rejected' | 'retry-later' | 'offline';

async function sendEntry(apiUrl: string, entry: OutboxEntry): Promise<EntryOutcome> {
  let current = entry;
  if (current.photo && !current.photoUrl) {
    const form = new FormData();
    form.append('photo', current.photo, 'photo.jpg');
    const uploaded = await send(`${apiUrl}/uploads/session-photo`, current.token, {
      method: 'POST',
      body: form,
    });
    const next = afterPhotoUpload(current, uploaded);
    if (!next) return 'retry-later';
    current = next;
    await replaceOutboxEntry(current);
  }
  const body = current.photoUrl ? { ...current.body, photo_url: current.photoUrl } : current.body;
  const created = await send(`${apiUrl}/completions`, current.token, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': current.idempotencyKey },
    body: JSON.stringify(body),
  });
  const verdict = verdictOf(created);
  if (verdict === 'accepted') {
    await removeFromOutbox(current.idempotencyKey);
    return 'sent';
  }
  if (verdict === 'refused') {
    await replaceOutboxEntry(markRefused(current, created));
    return 'rejected';
  }
  return 'retry-later';
}

async function syncUnlocked(apiUrl: string): Promise<SyncResult> {
  let sent = 0;
  const entries = entriesToSend(await listOutbox());
  for (const [index, entry] of entries.entries()) {
    let outcome: EntryOutcome;
    try {
      outcome = await sendEntry(apiUrl, entry);
    } catch {
      outcome = 'offline';
    }
    if (outcome === 'sent') sent += 1;
    // In order: a later entry never overtakes one that could not go yet.
    if (outcome === 'offline' || outcome === 'retry-later') {
      return { sent, waiting: entries.length - index };
    }
  }
  return { sent, waiting: 0 };
}

/**
 * Sends the waiting completions, oldest first. One sync at a time across the page and the worker
 * (Web Locks where the browser has them); the idempotency key covers the rest.
 */
export async function syncOutbox(apiUrl: string): Promise<SyncResult> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return syncUnlocked(apiUrl);
  return await locks.request(LOCK_NAME, () => syncUnlocked(apiUrl));
}
