import { MESSAGES, SOCIAL_MESSAGES } from '@elan/domain';
import { ArrowLeft, RefreshCw } from 'lucide-react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { NotFoundScreen } from '../../components/ui/not-found-screen.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { PATHS } from '../../config/paths.ts';
import { useAuth } from '../../features/auth/auth-provider.tsx';
import { CommentsSection } from '../../features/comments/components/comments-section.tsx';
import { useCompletionQuery } from '../../features/completions/api/get-completion.ts';
import { CompletionDetailView } from '../../features/completions/components/completion-detail-view.tsx';
import { loadPlateSettings } from '../../features/player/plate-settings.ts';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { ApiError } from '../../lib/api-client.ts';

function parseCompletionId(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

function CompletionNotFound() {
  return (
    <NotFoundScreen
      title={MESSAGES.completionNotFound}
      text="Cette séance n'existe pas ou a été supprimée."
      backTo={PATHS.dashboard}
      backLabel="Retour au dashboard"
    />
  );
}

/** Decision 027: a private member's completion, to a stranger. */
function CompletionOfPrivateProfile() {
  return (
    <NotFoundScreen
      title={SOCIAL_MESSAGES.privateProfile}
      text="Cette séance appartient à un profil privé : seuls ses amis la voient."
      backTo={PATHS.dashboard}
      backLabel="Retour au dashboard"
    />
  );
}

function CompletionSkeleton() {
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6" aria-busy="true">
      <span className="sr-only" role="status">
        Chargement de la séance…
      </span>
      <Skeleton className="h-64 rounded-2xl" />
      <div className="grid gap-6 lg:grid-cols-2">
        <Skeleton className="h-40 rounded-2xl" />
        <Skeleton className="h-56 rounded-2xl" />
      </div>
    </div>
  );
}

function CompletionDetail({ completionId }: { completionId: number }) {
  const navigate = useNavigate();
  const location = useLocation();
  const completion = useCompletionQuery(completionId);
  const { user } = useAuth();
  if (completion.isPending) return <CompletionSkeleton />;
  if (completion.isError) {
    if (completion.error instanceof ApiError && completion.error.status === 404)
      return <CompletionNotFound />;
    if (completion.error instanceof ApiError && completion.error.status === 403)
      return <CompletionOfPrivateProfile />;
    return (
      <div role="alert" className="flex flex-col items-center gap-4 py-16 text-center">
        <h1 className="font-bold text-stone-900 text-xl">{MESSAGES.genericError}</h1>
        <Button variant="secondary" onClick={() => void completion.refetch()}>
          <RefreshCw aria-hidden="true" className="size-4" />
          Réessayer
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <button
        type="button"
        // Opened from a link outside the app: there is no page to go back to.
        onClick={() => (location.key === 'default' ? navigate(PATHS.dashboard) : navigate(-1))}
        className="inline-flex items-center gap-1.5 self-start rounded font-medium text-sm text-stone-600 hover:text-stone-900 md:mx-auto md:w-full md:max-w-4xl"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Retour
      </button>
      <CompletionDetailView
        completion={completion.data}
        isOwn={completion.data.user_id === user?.id}
        plates={loadPlateSettings()}
      />
      <CommentsSection completionId={completion.data.id} />
    </div>
  );
}

/** Spec /completion/{id}: any signed-in member may open any completion (§6). */
export function CompletionDetailRoute() {
  useDocumentTitle('Séance réalisée');
  const completionId = parseCompletionId(useParams().completionId);
  if (completionId === null) return <CompletionNotFound />;
  return <CompletionDetail key={completionId} completionId={completionId} />;
}
