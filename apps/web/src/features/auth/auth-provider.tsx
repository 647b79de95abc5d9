import {
  type LoginBody,
  type RegisterBody,
  TOAST_TEXTS,
  USE_AUTH_OUTSIDE_PROVIDER,
  type User,
} from '@elan/domain';
import { createContext, type ReactNode, use, useCallback, useEffect, useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { getErrorMessage } from '../../lib/api-client.ts';
import {
  clearStoredSession,
  readStoredSession,
  storeSession,
  storeUser,
  TOKEN_STORAGE_KEY,
  USER_STORAGE_KEY,
} from '../../lib/auth-storage.ts';
import { sessionCache } from '../../lib/session-cache.ts';
import { CURRENT_USER_QUERY_KEY } from './api/current-user-key.ts';
import { login as loginRequest } from './api/login.ts';
import { register as registerRequest } from './api/register.ts';

export type AuthContextValue = {
  user: User | null;
  token: string | null;
  /** True only when both the token and the user exist (spec §3). */
  isAuthenticated: boolean;
  /** True until the stored session has been read. */
  isLoading: boolean;
  /** Resolves with the member; on failure shows the error toast and rejects with the error. */
  login: (body: LoginBody) => Promise<User>;
  register: (body: RegisterBody) => Promise<User>;
  /** Ends the session; `farewell` replaces « À bientôt ! » (a deleted account says so). */
  logout: (farewell?: string) => void;
  /** After a profile edit: keeps memory and storage in step. */
  updateUser: (user: User) => void;
  /** After a password change: the fresh token (the old ones are revoked) and the member. */
  renewSession: (next: { token: string; user: User }) => void;
};

type Session = { token: string; user: User } | null;

const AuthContext = createContext<AuthContextValue | null>(null);

/** The next screen finds the member in the query cache instead of asking /users/me again. */
const seedCurrentUser = (user: User) => sessionCache.seed(CURRENT_USER_QUERY_KEY, user);

type AuthProviderProps = {
  children: ReactNode;
  /** Called after logout, to go to /login (the router lives inside this provider). */
  onSignedOut?: () => void;
};

/** Spec §4 session: starts loading, restores a stored session, stores on login, clears on logout. */
export function AuthProvider({ children, onSignedOut }: AuthProviderProps) {
  const [session, setSession] = useState<Session>(null);
  const [isLoading, setIsLoading] = useState(true);

  useEffect(() => {
    const stored = readStoredSession();
    // Half a session (a token without its user, or the reverse) is no session.
    if (!stored) clearStoredSession();
    setSession(stored);
    setIsLoading(false);

    // Another tab signed in or out: follow it.
    const onStorage = (event: StorageEvent) => {
      if (event.key !== null && event.key !== TOKEN_STORAGE_KEY && event.key !== USER_STORAGE_KEY) return;
      setSession(readStoredSession());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const startSession = useCallback((next: { token: string; user: User }) => {
    // Nothing cached for a previous member may leak into this session.
    sessionCache.clear();
    seedCurrentUser(next.user);
    storeSession(next);
    setSession(next);
  }, []);

  const login = useCallback(
    async (body: LoginBody) => {
      try {
        const result = await loginRequest(body);
        startSession(result);
        toast.success(TOAST_TEXTS.loginSuccess);
        return result.user;
      } catch (error) {
        toast.error(getErrorMessage(error));
        throw error;
      }
    },
    [startSession],
  );

  const register = useCallback(
    async (body: RegisterBody) => {
      try {
        const result = await registerRequest(body);
        startSession(result);
        toast.success(TOAST_TEXTS.registerSuccess);
        return result.user;
      } catch (error) {
        toast.error(getErrorMessage(error));
        throw error;
      }
    },
    [startSession],
  );

  const logout = useCallback(
    (farewell: string = TOAST_TEXTS.logout) => {
      clearStoredSession();
      setSession(null);
      sessionCache.clear();
      toast.success(farewell);
      onSignedOut?.();
    },
    [onSignedOut],
  );

  const updateUser = useCallback((user: User) => {
    const stored = readStoredSession();
    if (!stored) return;
    // A refresh of /users/me for a member who has since signed out or changed is dropped.
    if (stored.user.id !== user.id) return;
    storeUser(user);
    seedCurrentUser(user);
    setSession({ token: stored.token, user });
  }, []);

  const renewSession = useCallback((next: { token: string; user: User }) => {
    storeSession(next);
    seedCurrentUser(next.user);
    setSession(next);
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({
      user: session?.user ?? null,
      token: session?.token ?? null,
      isAuthenticated: Boolean(session?.token && session.user),
      isLoading,
      login,
      register,
      logout,
      updateUser,
      renewSession,
    }),
    [session, isLoading, login, register, logout, updateUser, renewSession],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthContextValue {
  const context = use(AuthContext);
  if (!context) throw new Error(USE_AUTH_OUTSIDE_PROVIDER);
  return context;
}
