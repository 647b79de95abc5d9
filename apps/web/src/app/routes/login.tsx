import { Navigate } from 'react-router';
import { FullPageSpinner } from '../../components/ui/spinner.tsx';
import { useAuth } from '../../features/auth/auth-provider.tsx';
import { AuthCard } from '../../features/auth/components/auth-card.tsx';
import { AuthHero } from '../../features/auth/components/auth-hero.tsx';
import { useAuthForm } from '../../features/auth/use-auth-form.ts';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';

/** Spec /login: one form, two modes; errors in a red box; success goes to /dashboard. */
export function LoginRoute() {
  const { isAuthenticated, isLoading } = useAuth();
  const form = useAuthForm();
  useDocumentTitle(form.texts.heading);

  if (isLoading) return <FullPageSpinner />;
  if (isAuthenticated && !form.isSubmitting) return <Navigate to={form.target} replace />;

  return (
    <div className="min-h-dvh lg:grid lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <AuthHero />
      <main className="-mt-8 relative flex justify-center px-4 pb-12 lg:mt-0 lg:items-center lg:px-12 lg:py-12">
        <AuthCard form={form} />
      </main>
    </div>
  );
}
