import { Navigate } from 'react-router';
import { FullPageSpinner } from '../../components/ui/spinner.tsx';
import { PATHS } from '../../config/paths.ts';
import { useAuth } from '../../features/auth/auth-provider.tsx';
import { AppLayout } from './app-layout.tsx';

/** Spec §2 guard: a centred spinner while the session loads, anonymous members to /login (replace). */
export function ProtectedLayout() {
  const { isAuthenticated, isLoading } = useAuth();
  if (isLoading) return <FullPageSpinner />;
  if (!isAuthenticated) return <Navigate to={PATHS.login} replace />;
  return <AppLayout />;
}
