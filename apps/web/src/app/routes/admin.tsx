import { NotFoundScreen } from '../../components/ui/not-found-screen.tsx';
import { DEFAULT_PATH } from '../../config/paths.ts';
import { AdminSpace } from '../../features/admin/components/admin-space.tsx';
import { useAuth } from '../../features/auth/index.ts';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';

/** /admin (issue 32): admins only; anyone else sees the not-found state (the API answers them 403). */
export function AdminRoute() {
  const { user } = useAuth();
  useDocumentTitle('Administration');
  if (user?.role !== 'admin')
    return (
      <NotFoundScreen
        title="Page réservée"
        text="Cette page est réservée aux administrateurs d’Élan."
        backTo={DEFAULT_PATH}
        backLabel="Retour au tableau de bord"
      />
    );
  return <AdminSpace currentUserId={user.id} />;
}
