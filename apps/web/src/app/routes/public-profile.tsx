import { Link, useLocation, useParams } from 'react-router';
import { FullPageSpinner } from '../../components/ui/spinner.tsx';
import { PATHS } from '../../config/paths.ts';
import { useAuth } from '../../features/auth/auth-provider.tsx';
import { PublicProfilePage } from '../../features/social/components/public-profile-page.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { Brand } from '../layouts/brand.tsx';

/** Spec /u/{username}: outside the guarded layout, so a visitor without an account sees it too. */
export function PublicProfileRoute() {
  const { username = '' } = useParams();
  const { pathname } = useLocation();
  const { user, isLoading } = useAuth();
  useDocumentTitle(`@${username}`);
  if (isLoading) return <FullPageSpinner />;
  return (
    <div className="min-h-dvh bg-gradient-to-b from-brand-50 via-canvas to-canvas">
      <header className="mx-auto flex w-full max-w-lg items-center justify-between px-4 py-5">
        <Link to={user ? PATHS.dashboard : PATHS.login} className="rounded-xl">
          <Brand />
        </Link>
        {!user && (
          <Link
            to={`${PATHS.login}?redirect=${encodeURIComponent(pathname)}`}
            className="font-semibold text-brand-700 text-sm hover:underline"
          >
            Se connecter
          </Link>
        )}
      </header>
      <main className="px-4 pb-12">
        <PublicProfilePage key={username} username={username} path={pathname} viewerId={user?.id} />
      </main>
    </div>
  );
}
