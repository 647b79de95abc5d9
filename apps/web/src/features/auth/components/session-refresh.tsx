import { useEffect } from 'react';
import { useCurrentUserQuery } from '../api/get-current-user.ts';
import { useAuth } from '../auth-provider.tsx';

/**
 * Refreshes the stored member from GET /users/me in the background on the screens that read the
 * API (a 401 there ends the session, api-client). Not on /login, which loads no React Query.
 */
export function SessionRefresh() {
  const { token, updateUser } = useAuth();
  const { data: freshUser } = useCurrentUserQuery({ isEnabled: token !== null });
  useEffect(() => {
    if (freshUser) updateUser(freshUser);
  }, [freshUser, updateUser]);
  return null;
}
