import { formatWeight, RECORD_LABELS, withUnit } from '@elan/domain';
import { useSearchParams } from 'react-router';
import { useAuth } from '../../features/auth/auth-provider.tsx';
import { useWeeklyGoalQuery } from '../../features/badges/api/get-weekly-goal.ts';
import { weeksStreakLabel } from '../../features/badges/weekly-goal.ts';
import { useCompletionQuery } from '../../features/completions/api/get-completion.ts';
import type { ShareSession } from '../../features/social/components/share-card.tsx';
import { ShareScreen } from '../../features/social/components/share-screen.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';

/** Spec §5: `sessionId` is optional and read as an integer; it names the completion to share. */
function parseSessionId(value: string | null): number | undefined {
  if (!value || !/^\d{1,10}$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : undefined;
}

/**
 * The member's own completion that `sessionId` names, as the share card's session variant shows
 * it (issue 29); undefined while it loads, when it fails, or when it is someone else's.
 */
function useShareSession(completionId: number | undefined): ShareSession | undefined {
  const { user } = useAuth();
  const completion = useCompletionQuery(completionId ?? 0, completionId !== undefined);
  const data = completion.data;
  if (!data || data.user_id !== user?.id) return undefined;
  return {
    title: data.session_title,
    programTitle: data.program_title,
    durationMinutes: data.duration_minutes,
    volumeKg: data.volume_kg,
    setsDone: data.sets.filter((set) => set.status === 'done').length,
    records: data.records.map((record) => ({
      key: `${record.exercise_id}-${record.kind}`,
      exercise: record.exercise_name,
      kind: RECORD_LABELS[record.kind],
      value: record.kind === 'reps' ? withUnit(record.value, 'rép.') : formatWeight(record.value),
    })),
    badges: data.badges.map(({ code, category, name }) => ({ code, category, name })),
  };
}

/** Spec /share: the daily share card, and (issue 29) the session it was opened for. */
export function ShareRoute() {
  const [searchParams] = useSearchParams();
  useDocumentTitle('Carte du jour');
  const sessionCompletionId = parseSessionId(searchParams.get('sessionId'));
  const session = useShareSession(sessionCompletionId);
  const { user } = useAuth();
  // Issue 34: the weekly streak on the day's card, from the member's own weekly goal read.
  const weeklyGoal = useWeeklyGoalQuery(user?.id ?? 0);
  return (
    <ShareScreen
      sessionCompletionId={sessionCompletionId}
      session={session}
      weeksStreak={weeklyGoal.data ? weeksStreakLabel(weeklyGoal.data) : undefined}
    />
  );
}
