import type { CreateCompletionBody, Feeling } from '@elan/domain';
import { createStore, del, get, set, values } from 'idb-keyval';

/**
 * The offline outbox (issue 12): completions finished without network, kept in IndexedDB until the
 * server has them. Read and written by the page and by the service worker (Background Sync), so
 * it imports nothing that needs a window. Keyed by the completion's idempotency key: sending an
 * entry twice (page and worker, a retry after a lost answer) still makes one completion.
 */
export type OutboxEntry = {
  idempotencyKey: string;
  userId: number;
  /** The member's bearer token when they finished: the worker syncs with no page open. */
  token: string;
  body: CreateCompletionBody;
  sessionTitle: string;
  programTitle: string | null;
  queuedAt: number;
  /** Taken offline, uploaded before the completion is sent. */
  photo: Blob | null;
  /** Set once the photo is uploaded, so that a retry does not upload it again. */
  photoUrl: string | null;
  /** The server's refusal (a 4xx), shown on the dashboard; the entry is not sent again by itself. */
  rejection: string | null;
};

export type OutboxChange = Partial<{ notes: string | null; feeling: Feeling | null; photo: Blob }>;

const store = () => createStore('elan-offline', 'outbox');

/** Every entry, oldest first: the order they are sent in. */
export async function listOutbox(): Promise<OutboxEntry[]> {
  const entries = await values<OutboxEntry>(store());
  return entries.sort((a, b) => a.queuedAt - b.queuedAt);
}

export async function addToOutbox(entry: OutboxEntry): Promise<void> {
  // The same run queued again (a reload of the summary offline) keeps its first place in line.
  const existing = await get<OutboxEntry>(entry.idempotencyKey, store());
  await set(entry.idempotencyKey, existing ?? entry, store());
}

/** Notes, feeling or photo added on the summary after the completion was queued. */
export async function changeOutboxEntry(idempotencyKey: string, change: OutboxChange): Promise<void> {
  const entry = await get<OutboxEntry>(idempotencyKey, store());
  if (!entry) return;
  const body = { ...entry.body };
  if (change.notes !== undefined) body.notes = change.notes;
  if (change.feeling !== undefined) body.feeling = change.feeling;
  const photo = change.photo ?? entry.photo;
  const photoUrl = change.photo ? null : entry.photoUrl;
  await set(idempotencyKey, { ...entry, body, photo, photoUrl }, store());
}

export async function replaceOutboxEntry(entry: OutboxEntry): Promise<void> {
  await set(entry.idempotencyKey, entry, store());
}

export async function removeFromOutbox(idempotencyKey: string): Promise<void> {
  await del(idempotencyKey, store());
}

/** A member signed in again: their waiting entries are sent with the new token. */
export async function renewOutboxToken(userId: number, token: string): Promise<void> {
  for (const entry of await listOutbox()) {
    if (entry.userId === userId && entry.token !== token) await replaceOutboxEntry({ ...entry, token });
  }
}
