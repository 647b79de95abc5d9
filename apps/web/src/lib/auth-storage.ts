import type { User } from '@elan/domain';

/** Spec §3: the session lives in localStorage under exactly these keys. */
export const TOKEN_STORAGE_KEY = 'token';
export const USER_STORAGE_KEY = 'user';

/**
 * Every other key the app writes (player runs, completion idempotency keys) starts with this, so
 * ending a session can find and clear them all: nothing of one member survives into the next.
 */
export const APP_STORAGE_PREFIX = 'elan:';

/** `elan:{area}:{userId}:{…parts}`: a key that belongs to one member and is read only for them. */
export function memberStorageKey(area: string, userId: number, ...parts: (string | number)[]): string {
  return [`${APP_STORAGE_PREFIX}${area}`, userId, ...parts].join(':');
}

export type StoredSession = { token: string; user: User };

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    // Storage can be blocked (private mode, disabled cookies): behave as signed out.
    return undefined;
  }
}

function isStoredUser(value: unknown): value is User {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (
    typeof candidate.id === 'number' &&
    typeof candidate.email === 'string' &&
    typeof candidate.first_name === 'string' &&
    typeof candidate.last_name === 'string'
  );
}

export function getStoredToken(): string | null {
  return storage()?.getItem(TOKEN_STORAGE_KEY) || null;
}

export function getStoredUser(): User | null {
  const raw = storage()?.getItem(USER_STORAGE_KEY);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isStoredUser(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** Both halves or nothing: a token without its user (or the reverse) is not a session. */
export function readStoredSession(): StoredSession | null {
  const token = getStoredToken();
  const user = getStoredUser();
  return token && user ? { token, user } : null;
}

export function storeSession({ token, user }: StoredSession): void {
  const target = storage();
  target?.setItem(TOKEN_STORAGE_KEY, token);
  target?.setItem(USER_STORAGE_KEY, JSON.stringify(user));
}

export function storeUser(user: User): void {
  storage()?.setItem(USER_STORAGE_KEY, JSON.stringify(user));
}

/** Spec §4 logout and §8 401: the token, the user, and every `elan:` key (a member's progress). */
export function clearStoredSession(): void {
  const target = storage();
  if (!target) return;
  target.removeItem(TOKEN_STORAGE_KEY);
  target.removeItem(USER_STORAGE_KEY);
  // Collected first: removing while walking the indexes would skip keys.
  const appKeys: string[] = [];
  for (let index = 0; index < target.length; index += 1) {
    const key = target.key(index);
    if (key?.startsWith(APP_STORAGE_PREFIX)) appKeys.push(key);
  }
  for (const key of appKeys) target.removeItem(key);
}
