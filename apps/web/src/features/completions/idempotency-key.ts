import { APP_STORAGE_PREFIX, memberStorageKey } from '../../lib/auth-storage.ts';

/**
 * The summary saves the completion once (issue 4). Its `Idempotency-Key` is made once per finished
 * run and member, and written down before the first POST, so a reload of the summary (or a retry)
 * sends the same key and the server answers the completion it already has.
 */

const KEY_AREA = 'completion-key';
/** Every member's keys, for pruning: `elan:completion-key:{userId}:{runKey}`. */
const KEY_PREFIX = `${APP_STORAGE_PREFIX}${KEY_AREA}:`;
/** Keys older than this are of no more use: the run was saved or given up long ago. */
const KEY_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

function browserStorage(): StorageLike | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** A v4 UUID, also where `crypto.randomUUID` is missing (plain http on a LAN address). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function readKey(raw: string | null): { key: string; createdAt: number } | null {
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { key, createdAt } = parsed as Record<string, unknown>;
    return typeof key === 'string' && typeof createdAt === 'number' ? { key, createdAt } : null;
  } catch {
    return null;
  }
}

function pruneOldKeys(storage: StorageLike, now: number): void {
  const stale: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const name = storage.key(index);
    if (!name?.startsWith(KEY_PREFIX)) continue;
    const stored = readKey(storage.getItem(name));
    if (!stored || now - stored.createdAt > KEY_MAX_AGE_MS) stale.push(name);
  }
  for (const name of stale) storage.removeItem(name);
}

/** The run's key: the one written down earlier, else a new one, written down before it is returned. */
export function idempotencyKeyFor(
  userId: number,
  runKey: string,
  { now = Date.now(), storage = browserStorage() }: { now?: number; storage?: StorageLike | undefined } = {},
): string {
  const name = memberStorageKey(KEY_AREA, userId, runKey);
  try {
    const stored = readKey(storage?.getItem(name) ?? null);
    if (stored) return stored.key;
  } catch {
    // Unreadable storage: a fresh key still protects against double taps in this page.
  }
  const key = newIdempotencyKey();
  try {
    if (storage) {
      pruneOldKeys(storage, now);
      storage.setItem(name, JSON.stringify({ key, createdAt: now }));
    }
  } catch {
    // Full or blocked storage: same as above.
  }
  return key;
}
