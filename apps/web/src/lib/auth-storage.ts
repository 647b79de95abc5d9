import type { User } from '@elan/domain';

/** Spec §3: the session lives in localStorage under exactly these keys. */
export const TOKEN_STORAGE_KEY = 'token';
export const USER_STORAGE_KEY = 'user';

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

export function clearStoredSession(): void {
  const target = storage();
  target?.removeItem(TOKEN_STORAGE_KEY);
  target?.removeItem(USER_STORAGE_KEY);
}
