import { MESSAGES } from '@elan/domain';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, RefreshCw } from 'lucide-react';
import { useCallback } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { NotFoundScreen } from '../../components/ui/not-found-screen.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { PATHS, parseRouteId, pathTo } from '../../config/paths.ts';
import { useAuth } from '../../features/auth/auth-provider.tsx';
import { ProgramActivityCard } from '../../features/completions/components/program-activity-card.tsx';
import { useEnrollmentCheckQuery } from '../../features/enrollments/api/get-enrollment-check.ts';
import { useProgramStatsQuery } from '../../features/enrollments/api/get-program-stats.ts';
import { EnrollmentButton } from '../../features/enrollments/components/enrollment-button.tsx';
import { ParticipantsCard } from '../../features/enrollments/components/participants-card.tsx';
import { TrainingPlanCard } from '../../features/enrollments/components/training-plan-card.tsx';
import { useKeepSessionsOffline } from '../../features/offline/use-keep-sessions-offline.ts';
import { useProgramQuery } from '../../features/programs/api/get-program.ts';
import { ProgramEditActions } from '../../features/programs/components/program-edit-actions.tsx';
import { ProgramHeader } from '../../features/programs/components/program-header.tsx';
import { SessionList } from '../../features/programs/components/session-list.tsx';
import { useNextSessionQuery } from '../../features/schedule/api/get-next-session.ts';
import { invalidateScheduleQueries } from '../../features/schedule/api/invalidate-schedule-queries.ts';
import { CalendarLinkCard } from '../../features/schedule/components/calendar-link-card.tsx';
import { StartSessionCard } from '../../features/schedule/components/start-session-card.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { ApiError } from '../../lib/api-client.ts';

function BackToPrograms() {
  return (
    <Link
      to={PATHS.programs}
      className="inline-flex items-center gap-1.5 self-start rounded font-medium text-sm text-stone-600 hover:text-stone-900"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Tous les programmes
    </Link>
  );
}

/** Spec /programs/{id} when the programme does not exist. */
function ProgramNotFound() {
  useDocumentTitle(MESSAGES.programNotFound);
  return (
    <NotFoundScreen
      title={MESSAGES.programNotFound}
      text="Ce programme n'existe pas ou a été supprimé."
      backTo={PATHS.programs}
      backLabel="Retour aux programmes"
    />
  );
}

function ProgramDetailSkeleton() {
  return (
    <div className="flex flex-col gap-6" aria-busy="true">
      <span className="sr-only" role="status">
        Chargement du programme…
      </span>
      <Skeleton className="h-64 rounded-3xl" />
      <div className="grid gap-6 lg:grid-cols-3">
        <Skeleton className="h-72 rounded-2xl lg:col-span-2" />
        <Skeleton className="h-48 rounded-2xl" />
      </div>
    </div>
  );
}

function ProgramDetail({ programId, userId }: { programId: number; userId: number }) {
  const queryClient = useQueryClient();
  const program = useProgramQuery(programId);
  // Nothing to count or join until the programme exists: no calls for /programs/999.
  const stats = useProgramStatsQuery(programId, { isEnabled: program.isSuccess });
  const check = useEnrollmentCheckQuery(programId, { isEnabled: program.isSuccess });
  // Issue 29: the next session, its figures and the sessions done this week, in one read.
  const next = useNextSessionQuery(program.isSuccess ? programId : undefined);
  // Its sessions then work offline (issue 12).
  useKeepSessionsOffline(programId, { isEnabled: program.isSuccess });
  const isNotFound = program.error instanceof ApiError && program.error.status === 404;
  // Same text as ProgramNotFound's own title, so the order of the two effects does not matter.
  useDocumentTitle(isNotFound ? MESSAGES.programNotFound : (program.data?.title ?? 'Programme'));
  // The plan drives the agenda and the weekly block, which live in the schedule area.
  const refreshSchedule = useCallback(() => void invalidateScheduleQueries(queryClient), [queryClient]);

  if (program.isPending) return <ProgramDetailSkeleton />;
  if (program.isError) {
    if (isNotFound) return <ProgramNotFound />;
    return (
      <div role="alert" className="flex flex-col items-center gap-4 py-16 text-center">
        <h1 className="font-bold text-stone-900 text-xl">{MESSAGES.genericError}</h1>
        <Button variant="secondary" onClick={() => void program.refetch()}>
          <RefreshCw aria-hidden="true" className="size-4" />
          Réessayer
        </Button>
      </div>
    );
  }

  const figures =
    stats.data === undefined
      ? undefined
      : stats.data && { participants: stats.data.active_users, completions: stats.data.total_completions };
  const enrollment = check.data?.enrolled ? check.data.enrollment : null;

  return (
    <div className="flex flex-col gap-6">
      <BackToPrograms />
      <ProgramHeader
        program={program.data}
        figures={figures}
        lead={
          next.data && (
            <StartSessionCard
              session={{
                eyebrow: 'Prochaine séance',
                programTitle: null,
                sessionTitle: next.data.session_title,
                exerciseCount: next.data.exercise_count,
                estimatedMinutes: next.data.estimated_minutes,
                to: pathTo.session(next.data.session_id),
                isDeload: next.data.deload,
              }}
            />
          )
        }
        actions={
          <div className="flex flex-col items-start gap-3 lg:items-end">
            <EnrollmentButton
              programId={programId}
              userId={userId}
              check={check.data}
              onChange={refreshSchedule}
            />
            <ProgramEditActions programId={programId} isCreator={program.data.created_by === userId} />
          </div>
        }
      />
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
          {enrollment && (
            <TrainingPlanCard key={enrollment.id} enrollment={enrollment} onSaved={refreshSchedule} />
          )}
          {/* Issue 33: the plan's sessions in the member's own calendar. */}
          {enrollment && <CalendarLinkCard hasTrainingDays={enrollment.training_days.length > 0} />}
          <SessionList
            programId={programId}
            marks={
              next.data
                ? { nextSessionId: next.data.session_id, doneThisWeek: next.data.done_this_week }
                : undefined
            }
          />
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <ParticipantsCard programId={programId} activeUsers={stats.data?.active_users} />
          <ProgramActivityCard programId={programId} />
        </div>
      </div>
    </div>
  );
}

/** Spec /programs/{id}: header, join or leave, the member's plan, sessions and participants. */
export function ProgramDetailRoute() {
  const { user } = useAuth();
  const programId = parseRouteId(useParams().programId);
  if (!user) return null;
  if (programId === null) return <ProgramNotFound />;
  return <ProgramDetail key={programId} programId={programId} userId={user.id} />;
}
