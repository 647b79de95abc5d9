import { FREE_WORKOUT_TITLE } from '@elan/domain';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { PATHS } from '../../config/paths.ts';
import { useAuth } from '../../features/auth/auth-provider.tsx';
import { useMaxHeartRate } from '../../features/auth/use-max-heart-rate.ts';
import type { SessionSummaryState } from '../../features/completions/summary-state.ts';
import { useRestTimerPush } from '../../features/notifications/hooks/use-rest-timer-push.ts';
import { FreeWorkoutPlayer } from '../../features/player/components/free-workout-player.tsx';
import type { PlayerResult } from '../../features/player/player-queries.ts';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';

/** The summary's state for a free workout: no programme, the member's title. */
function freeSummaryState(result: PlayerResult, title: string): SessionSummaryState {
  return {
    session: { title, program_title: FREE_WORKOUT_TITLE },
    isFree: true,
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
    sets: result.sets,
    runId: result.runId,
    heart_rate_samples: result.heartRateSamples,
  };
}

/** /free-workout: « Séance libre », from the dashboard and /programs. */
export function FreeWorkoutRoute() {
  const { user } = useAuth();
  const navigate = useNavigate();
  useDocumentTitle(FREE_WORKOUT_TITLE);
  const onRestChange = useRestTimerPush();
  const onQuit = useCallback(() => navigate(PATHS.dashboard), [navigate]);
  const maxHeartRate = useMaxHeartRate();
  if (!user) return null;
  return (
    <FreeWorkoutPlayer
      key={user.id}
      userId={user.id}
      onRestChange={onRestChange}
      maxHeartRate={maxHeartRate}
      onQuit={onQuit}
      onShowSummary={(result, title) =>
        navigate(PATHS.sessionSummary, { state: freeSummaryState(result, title) })
      }
    />
  );
}
