import { Navigate, useSearchParams } from 'react-router';
import { PATHS } from '../../config/paths.ts';

/** CONTRACT: /auth/signup is the register mode of /login (its `redirect` goes along). */
export function SignupRedirectRoute() {
  const [searchParams] = useSearchParams();
  const next = new URLSearchParams({ mode: 'register' });
  const redirect = searchParams.get('redirect');
  if (redirect) next.set('redirect', redirect);
  return <Navigate to={`${PATHS.login}?${next.toString()}`} replace />;
}
