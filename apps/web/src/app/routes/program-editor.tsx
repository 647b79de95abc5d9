import { MESSAGES } from '@elan/domain';
import { RefreshCw } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Button, buttonClassName } from '../../components/ui/button.tsx';
import { NotFoundScreen } from '../../components/ui/not-found-screen.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { PATHS, parseRouteId, pathTo } from '../../config/paths.ts';
import { useAuth } from '../../features/auth/auth-provider.tsx';
import { useProgramStructureQuery } from '../../features/programs/api/get-program-structure.ts';
import { ProgramEditor } from '../../features/programs/components/editor/program-editor.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { ApiError } from '../../lib/api-client.ts';

function EditorLoading() {
  return (
    <div className="flex flex-col gap-6" aria-busy="true">
      <span className="sr-only" role="status">
        Chargement du programme…
      </span>
      <Skeleton className="h-10 w-64" />
      <Skeleton className="h-72 rounded-2xl" />
      <Skeleton className="h-96 rounded-2xl" />
    </div>
  );
}

function NotTheCreator({ programId }: { programId: number }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-4 py-16 text-center">
      <h1 className="font-bold text-stone-900 text-xl">Seul le créateur de ce programme peut le modifier</h1>
      <p className="text-stone-600">Tu peux en faire une copie à toi depuis la page du programme.</p>
      <Link to={pathTo.program(programId)} className={buttonClassName({ variant: 'secondary' })}>
        Retour au programme
      </Link>
    </div>
  );
}

function ProgramEditorScreen({ programId, userId }: { programId: number; userId: number }) {
  const structure = useProgramStructureQuery(programId);
  const isNotFound = structure.error instanceof ApiError && structure.error.status === 404;
  useDocumentTitle(isNotFound ? MESSAGES.programNotFound : 'Modifier le programme');

  if (structure.isPending) return <EditorLoading />;
  if (structure.isError) {
    if (isNotFound)
      return (
        <NotFoundScreen
          title={MESSAGES.programNotFound}
          text="Ce programme n'existe pas ou a été supprimé."
          backTo={PATHS.programs}
          backLabel="Retour aux programmes"
        />
      );
    return (
      <div role="alert" className="flex flex-col items-center gap-4 py-16 text-center">
        <h1 className="font-bold text-stone-900 text-xl">{MESSAGES.genericError}</h1>
        <Button variant="secondary" onClick={() => void structure.refetch()}>
          <RefreshCw aria-hidden="true" className="size-4" />
          Réessayer
        </Button>
      </div>
    );
  }
  if (structure.data.program.created_by !== userId) return <NotTheCreator programId={programId} />;
  return <ProgramEditor structure={structure.data} />;
}

/** Issue 30 /programs/{id}/edit: the creator's editor of the whole programme. */
export function ProgramEditorRoute() {
  const { user } = useAuth();
  const programId = parseRouteId(useParams().programId);
  if (!user) return null;
  if (programId === null)
    return (
      <NotFoundScreen
        title={MESSAGES.programNotFound}
        text="Ce programme n'existe pas ou a été supprimé."
        backTo={PATHS.programs}
        backLabel="Retour aux programmes"
      />
    );
  return <ProgramEditorScreen key={programId} programId={programId} userId={user.id} />;
}
