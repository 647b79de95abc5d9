import { MESSAGES } from '@elan/domain';
import { RefreshCw } from 'lucide-react';
import { useCallback, useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { PATHS, pathTo } from '../../config/paths.ts';
import { useAuth } from '../../features/auth/auth-provider.tsx';
import { useMaxHeartRate } from '../../features/auth/use-max-heart-rate.ts';
import type { SessionSummaryState } from '../../features/completions/summary-state.ts';
import { useRestTimerPush } from '../../features/notifications/hooks/use-rest-timer-push.ts';
import { useLastSetsQuery } from '../../features/player/api/get-last-sets.ts';
import { type SessionWithProgram, useSessionQuery } from '../../features/player/api/get-session.ts';
import { useSessionTargetsQuery } from '../../features/player/api/get-targets.ts';
import { LinearPlayer } from '../../features/player/components/linear-player.tsx';
import { PlayerSkeleton } from '../../features/player/components/player-skeleton.tsx';
import { SessionNotFound } from '../../features/player/components/session-not-found.tsx';
import { SessionPlayer } from '../../features/player/components/session-player.tsx';
import type { PlayerResult } from '../../features/player/player-queries.ts';
import type { PlayerExercise } from '../../features/player/player-state.ts';
import { withDayTargets } from '../../features/player/player-targets.ts';
import { useSessionExercisesQuery } from '../../features/programs/api/get-session-exercises.ts';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { ApiError } from '../../lib/api-client.ts';

export function parseSessionId(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

/** The summary's navigation state (spec §2): session, exercises, minutes, programme, per-set log. */
function summaryState(session: SessionWithProgram, result: PlayerResult): SessionSummaryState {
  return {
    session: {
      id: session.id,
      title: session.title,
      program_id: session.program_id,
      program_title: session.program_title,
    },
    exercises: result.exercises.map((exercise) => ({
      id: exercise.id,
      exercise_id: exercise.exercise_id,
      exercise_name: exercise.exercise_name,
      muscle_group: exercise.muscle_group,
      sets: exercise.sets,
      reps: exercise.reps,
      duration_seconds: exercise.duration_seconds,
    })),
    duration: result.durationMinutes,
    programId: session.program_id,
    sets: result.sets,
    runId: result.runId,
    heart_rate_samples: result.heartRateSamples,
  };
}

function LoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-4 py-16 text-center">
      <h1 className="font-bold text-stone-900 text-xl">{MESSAGES.genericError}</h1>
      <Button variant="secondary" onClick={onRetry}>
        <RefreshCw aria-hidden="true" className="size-4" />
        Réessayer
      </Button>
    </div>
  );
}

export type PlayerVariant = 'rich' | 'linear';

/** `userId`: the member running it; their stored run is the only one it may resume. */
type PlayerScreenProps = { userId: number; sessionId: number; variant: PlayerVariant };

/**
 * Loads the session, its exercises, the member's last sets and the day's targets (issue 31), then
 * runs one of the two players.
 * The player hands its result to /session-summary; Quit goes back to the programme.
 */
export function PlayerScreen({ userId, sessionId, variant }: PlayerScreenProps) {
  const navigate = useNavigate();
  const maxHeartRate = useMaxHeartRate();
  const session = useSessionQuery(sessionId);
  const sessionExercises = useSessionExercisesQuery(sessionId, { isEnabled: true });
  const targets = useSessionTargetsQuery(sessionId);
  const planned = useMemo<PlayerExercise[] | undefined>(
    () =>
      sessionExercises.data
        ?.slice()
        .sort((a, b) => a.order_index - b.order_index)
        .map((exercise) => ({
          id: exercise.id,
          exercise_id: exercise.exercise_id,
          exercise_name: exercise.exercise_name,
          muscle_group: exercise.muscle_group,
          sets: exercise.sets,
          reps: exercise.reps,
          duration_seconds: exercise.duration_seconds,
          rest_seconds: exercise.rest_seconds,
          // Issue 30's fields; a copy kept on the device from before lacks them (null then).
          reps_max: exercise.reps_max ?? null,
          target_weight_kg: exercise.target_weight_kg ?? null,
          target_rpe: exercise.target_rpe ?? null,
          notes: exercise.notes ?? null,
          superset_group: exercise.superset_group ?? null,
        })),
    [sessionExercises.data],
  );
  // The day's targets prefill the sets; none (offline with no copy): the player runs as before.
  const exercises = useMemo(
    () => (planned && targets.data ? withDayTargets(planned, targets.data) : planned),
    [planned, targets.data],
  );
  const lastSets = useLastSetsQuery(planned?.map((exercise) => exercise.exercise_id) ?? [], {
    isEnabled: planned !== undefined,
  });

  const onRestChange = useRestTimerPush();
  const programId = session.data?.program_id;
  const onQuit = useCallback(() => {
    navigate(programId ? pathTo.program(programId) : PATHS.programs);
  }, [navigate, programId]);

  if (session.error instanceof ApiError && session.error.status === 404) return <SessionNotFound />;
  // A failed refresh of what is already on screen (offline, the device's copy) does not stop the run.
  if (session.isError && !session.data) return <LoadError onRetry={() => void session.refetch()} />;
  if (sessionExercises.isError && !exercises) {
    return <LoadError onRetry={() => void sessionExercises.refetch()} />;
  }
  if (!session.data || !exercises || lastSets.isPending || targets.isPending) return <PlayerSkeleton />;

  const sessionData = session.data;
  const onShowSummary = (result: PlayerResult) =>
    navigate(PATHS.sessionSummary, { state: summaryState(sessionData, result) });
  const Player = variant === 'rich' ? SessionPlayer : LinearPlayer;
  return (
    <Player
      userId={userId}
      session={sessionData}
      exercises={exercises}
      lastSets={lastSets.data ?? []}
      onShowSummary={onShowSummary}
      onQuit={onQuit}
      onRestChange={onRestChange}
      maxHeartRate={maxHeartRate}
    />
  );
}

/** Spec /session/{id}: the richer workout player. */
export function SessionPlayerRoute() {
  const { user } = useAuth();
  useDocumentTitle('Séance');
  const sessionId = parseSessionId(useParams().sessionId);
  if (!user) return null;
  if (sessionId === null) return <SessionNotFound />;
  return (
    <PlayerScreen key={`${user.id}:${sessionId}`} userId={user.id} sessionId={sessionId} variant="rich" />
  );
}
