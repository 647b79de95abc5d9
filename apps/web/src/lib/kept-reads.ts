import { ApiError } from './api-client.ts';
import { getStoredUser, memberStorageKey } from './auth-storage.ts';

/**
 * The reads the player runs from (a session, its exercises, the last sets, the day's targets), kept
 * in this device's localStorage each time they are answered and given back when the network fails, so a
 * session once opened runs offline after a reload even if the service worker came after its reads
 * (decision 053). Kept under the member's `elan:` keys: a logout or a 401 clears them with the rest.
 */

const AREA = 'kept';

/** Most answers kept per member: a programme's read-ahead (30 sessions × 4 reads) and then some. */
export const MAX_KEPT_READS = 150;

type Kept = { at: number; data: unknown };

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

function readKept(target: Storage, key: string): Kept | undefined {
  try {
    const parsed: unknown = JSON.parse(target.getItem(key) ?? 'null');
    if (typeof parsed === 'object' && parsed !== null && 'at' in parsed && 'data' in parsed) {
      return { at: Number(parsed.at), data: parsed.data };
    }
  } catch {
    // Unreadable: as if nothing were kept.
  }
  return undefined;
}

/** Drops this member's oldest answers past the bound. */
function trim(target: Storage, userId: number): void {
  const prefix = `${memberStorageKey(AREA, userId)}:`;
  const keys: string[] = [];
  for (let index = 0; index < target.length; index += 1) {
    const key = target.key(index);
    if (key?.startsWith(prefix)) keys.push(key);
  }
  if (keys.length <= MAX_KEPT_READS) return;
  const byAge = keys.map((key) => ({ key, at: readKept(target, key)?.at ?? 0 })).sort((a, b) => a.at - b.at);
  for (const { key } of byAge.slice(0, keys.length - MAX_KEPT_READS)) target.removeItem(key);
}

function keep(key: string, userId: number, data: unknown): void {
  const target = storage();
  if (!target) return;
  const entry: Kept = { at: Date.now(), data };
  try {
    target.setItem(key, JSON.stringify(entry));
    trim(target, userId);
  } catch {
    // Storage full or blocked: the network answer is still used, only not kept.
  }
}

/** The server answered (a 4xx): its verdict stands. A network failure or a 5xx: the kept answer. */
function isServerVerdict(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

/**
 * Runs `read` (the GET of `path`, as the API client writes it) and keeps its answer for the signed-in
 * member; when it fails without a verdict from the server, answers the kept copy if there is one.
 * A 404 forgets the kept copy (the session is gone).
 */
export async function keptOnDevice<T>(path: string, read: () => Promise<T>): Promise<T> {
  const userId = getStoredUser()?.id;
  if (userId === undefined) return read();
  const key = memberStorageKey(AREA, userId, path);
  try {
    const data = await read();
    keep(key, userId, data);
    return data;
  } catch (error) {
    const target = storage();
    if (isServerVerdict(error)) {
      if (error instanceof ApiError && error.status === 404) target?.removeItem(key);
      throw error;
    }
    // A cancelled read (not an ApiError) rejects as it did.
    const kept = target && error instanceof ApiError ? readKept(target, key) : undefined;
    if (kept === undefined) throw error;
    // Our own earlier answer to this same read, kept as it came.
    return kept.data as T;
  }
}
