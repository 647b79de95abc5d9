import { PATHS, pathTo } from '../../../config/paths.ts';
import { useDailyScheduleQuery } from '../api/get-daily-schedule.ts';
import { useNextSessionQuery } from '../api/get-next-session.ts';
import { type StartableSession, StartSessionCard, StartSessionCardSkeleton } from './start-session-card.tsx';

type ActiveProgram = { program_id: number; title: string };

const FREE_WORKOUT: StartableSession = {
  eyebrow: "Aujourd'hui",
  programTitle: null,
  sessionTitle: 'Séance libre',
  exerciseCount: null,
  estimatedMinutes: null,
  to: PATHS.freeWorkout,
  hint: 'Une séance vide, que tu remplis au fil des exercices.',
};

/**
 * Issue 29 « Today first »: the dashboard opens with the member's next session — today's agenda
 * entry not done yet, else their first active programme's next session
 * (`GET /schedule/next-session/{programId}`), else « Séance libre ».
 */
export function TodaySessionCard({ activePrograms }: { activePrograms: readonly ActiveProgram[] }) {
  const daily = useDailyScheduleQuery();
  const planned = daily.data?.find((item) => !item.completed_today);
  const fallback = daily.isSuccess && !planned ? activePrograms[0] : undefined;
  const next = useNextSessionQuery(fallback?.program_id);

  if (daily.isPending || (fallback && next.isPending)) return <StartSessionCardSkeleton />;
  if (planned) {
    return (
      <StartSessionCard
        session={{
          eyebrow: "Aujourd'hui",
          programTitle: planned.program_title,
          sessionTitle: planned.session_title,
          exerciseCount: planned.exercise_count,
          estimatedMinutes: planned.estimated_minutes,
          to: pathTo.session(planned.session_id),
          isDeload: planned.deload,
        }}
      />
    );
  }
  if (fallback && next.data) {
    return (
      <StartSessionCard
        session={{
          eyebrow: 'Prochaine séance',
          programTitle: fallback.title,
          sessionTitle: next.data.session_title,
          exerciseCount: next.data.exercise_count,
          estimatedMinutes: next.data.estimated_minutes,
          to: pathTo.session(next.data.session_id),
          isDeload: next.data.deload,
        }}
      />
    );
  }
  return <StartSessionCard session={FREE_WORKOUT} />;
}
