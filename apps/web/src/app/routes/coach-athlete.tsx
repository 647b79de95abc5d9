import { COACH_MESSAGES, formatLongDate, MESSAGES } from '@elan/domain';
import { ArrowLeft, BarChart3, RefreshCw } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useNavigate, useParams } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { NotFoundScreen } from '../../components/ui/not-found-screen.tsx';
import { Panel } from '../../components/ui/panel.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { parseRouteId } from '../../config/paths.ts';
import { useAuth } from '../../features/auth/auth-provider.tsx';
import { useReleaseAthleteMutation } from '../../features/coach/api/athlete-actions.ts';
import { useAthleteQuery } from '../../features/coach/api/get-athlete.ts';
import { coachPaths } from '../../features/coach/coach-format.ts';
import { AssignProgramCard } from '../../features/coach/components/assign-program-card.tsx';
import {
  AthleteBody,
  AthletePrograms,
  AthleteRecords,
  AthleteSessions,
} from '../../features/coach/components/athlete-sections.tsx';
import { volumeInWords } from '../../features/exercises/weekly-volume-format.ts';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { ApiError, getErrorMessage } from '../../lib/api-client.ts';
import { CoachOnly } from './coach.tsx';

// recharts comes with the chart only (the profile's own weekly volume chart, reused).
const WeeklyVolumeChart = lazy(() =>
  import('../../features/exercises/components/weekly-volume-chart.tsx').then((module) => ({
    default: module.WeeklyVolumeChart,
  })),
);

const notFound = (
  <NotFoundScreen
    title={COACH_MESSAGES.athleteNotFound}
    text="Cet athlète ne te suit pas (ou plus) comme coach."
    backTo={coachPaths.home}
    backLabel="Retour à mes athlètes"
  />
);

function AthleteScreen({ coachId, athleteId }: { coachId: number; athleteId: number }) {
  const detail = useAthleteQuery(athleteId);
  const release = useReleaseAthleteMutation();
  const navigate = useNavigate();
  const [isConfirming, setIsConfirming] = useState(false);
  const name = detail.data ? `${detail.data.athlete.first_name} ${detail.data.athlete.last_name}` : null;
  useDocumentTitle(name ?? 'Athlète');

  if (detail.isPending)
    return (
      <div aria-busy="true" className="flex flex-col gap-6">
        <span className="sr-only" role="status">
          Chargement de l’athlète…
        </span>
        <Skeleton className="h-10 w-64" />
        <Skeleton className="h-48 rounded-2xl" />
      </div>
    );
  if (detail.isError) {
    if (detail.error instanceof ApiError && detail.error.status === 404) return notFound;
    return (
      <div role="alert" className="flex flex-col items-center gap-4 py-16 text-center">
        <h1 className="font-bold text-stone-900 text-xl">{MESSAGES.genericError}</h1>
        <Button variant="secondary" onClick={() => void detail.refetch()}>
          <RefreshCw aria-hidden="true" className="size-4" />
          Réessayer
        </Button>
      </div>
    );
  }
  const data = detail.data;
  return (
    <div className="flex flex-col gap-6">
      <Link to={coachPaths.home} className="flex items-center gap-1 font-semibold text-brand-700 text-sm">
        <ArrowLeft aria-hidden="true" className="size-4" />
        Mes athlètes
      </Link>
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="font-extrabold text-3xl text-stone-900 tracking-tight">{name}</h1>
          <p className="mt-1 text-stone-600">
            Te suit comme coach depuis le {formatLongDate(data.athlete.since)}
          </p>
        </div>
        <Button variant="ghost" onClick={() => setIsConfirming(true)}>
          Arrêter le suivi
        </Button>
      </header>
      <AssignProgramCard coachId={coachId} athleteId={athleteId} athleteName={data.athlete.first_name} />
      <div className="grid gap-6 lg:grid-cols-2">
        <AthletePrograms detail={data} />
        <Panel title="Volume par semaine" icon={BarChart3}>
          <figure className="flex flex-col gap-2">
            <Suspense fallback={<Skeleton className="h-48" />}>
              <WeeklyVolumeChart weeks={data.weekly_volume} />
            </Suspense>
            <figcaption className="text-sm text-stone-600">{volumeInWords(data.weekly_volume)}</figcaption>
          </figure>
        </Panel>
      </div>
      <AthleteSessions detail={data} />
      <div className="grid gap-6 lg:grid-cols-2">
        <AthleteRecords detail={data} />
        <AthleteBody detail={data} />
      </div>
      {isConfirming && (
        <ConfirmDialog
          title="Arrêter le suivi"
          message={`${name} ne sera plus ton athlète : tu ne verras plus ses séances.`}
          confirmLabel="Arrêter le suivi"
          isBusy={release.isPending}
          onClose={() => setIsConfirming(false)}
          onConfirm={() =>
            release.mutate(
              { athleteId },
              {
                onSuccess: () => void navigate(coachPaths.home),
                onError: (error) => toast.error(getErrorMessage(error)),
              },
            )
          }
        />
      )}
    </div>
  );
}

/** Issue 32 /coach/athletes/{id}: what the coach sees of one athlete. */
export function CoachAthleteRoute() {
  const { user } = useAuth();
  const athleteId = parseRouteId(useParams().athleteId);
  if (!user) return null;
  if (user.role !== 'coach' && user.role !== 'admin') return <CoachOnly />;
  if (athleteId === null) return notFound;
  return <AthleteScreen key={athleteId} coachId={user.id} athleteId={athleteId} />;
}
