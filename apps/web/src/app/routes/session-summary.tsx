import type { CreatedCompletion } from '@elan/domain';
import { useQueryClient } from '@tanstack/react-query';
import { ClipboardX, LayoutDashboard } from 'lucide-react';
import { useCallback } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonClassName } from '../../components/ui/button.tsx';
import { PATHS } from '../../config/paths.ts';
import { useAuth } from '../../features/auth/auth-provider.tsx';
import { invalidateBadgeQueries } from '../../features/badges/api/invalidate-badge-queries.ts';
import { invalidateCompletionQueries } from '../../features/completions/api/invalidate-completion-queries.ts';
import { SessionSummary } from '../../features/completions/components/session-summary.tsx';
import { parseSummaryState } from '../../features/completions/summary-state.ts';
import { invalidateEnrollmentQueries } from '../../features/enrollments/api/invalidate-enrollment-queries.ts';
import { invalidateMuscleQueries } from '../../features/muscles/api/invalidate-muscle-queries.ts';
import { loadPlateSettings } from '../../features/player/plate-settings.ts';
import { invalidateScheduleQueries } from '../../features/schedule/api/invalidate-schedule-queries.ts';
import { useUnlockFeedMutation } from '../../features/social/api/unlock-feed.ts';
import { CircleUnlockedCard } from '../../features/social/components/circle-unlocked-card.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';

function NoSessionData() {
  return (
    <div className="grid place-items-center py-16">
      <div className="flex max-w-sm flex-col items-center gap-4 text-center">
        <span className="grid size-14 place-items-center rounded-2xl bg-brand-50 text-brand-600">
          <ClipboardX aria-hidden="true" className="size-7" />
        </span>
        <h1 className="font-extrabold text-2xl text-stone-900">Aucune donnée de séance</h1>
        <p className="text-stone-600">
          Le résumé s'affiche à la fin d'une séance lancée depuis un programme.
        </p>
        <Link to={PATHS.dashboard} className={buttonClassName({ size: 'lg' })}>
          <LayoutDashboard aria-hidden="true" className="size-4" />
          Retour au dashboard
        </Link>
      </div>
    </div>
  );
}

/**
 * Spec /session-summary: needs the player's navigation state. Once the completion is saved, what
 * it changes elsewhere (agenda, weekly figures, programme progress, activity) is refreshed.
 */
export function SessionSummaryRoute() {
  const location = useLocation();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const summary = parseSummaryState(location.state);
  const userId = user?.id;
  useDocumentTitle('Résumé de la séance');
  const { mutate: unlockFeed, data: unlocked } = useUnlockFeedMutation();

  const onSaved = useCallback(
    (completion: CreatedCompletion) => {
      // Spec §4: then the feed is unlocked; a failure is only logged and the card stays absent (§8).
      unlockFeed(
        { sessionCompletionId: completion.id },
        { onError: (error) => console.error('Déverrouillage du cercle impossible', error) },
      );
      void invalidateCompletionQueries(queryClient);
      void invalidateScheduleQueries(queryClient);
      void invalidateMuscleQueries(queryClient);
      if (userId === undefined) return;
      // Badges and streak move with a completion.
      void invalidateBadgeQueries(queryClient, userId);
      if (completion.program_id !== null) {
        void invalidateEnrollmentQueries(queryClient, { programId: completion.program_id, userId });
      }
    },
    [queryClient, userId, unlockFeed],
  );

  if (userId === undefined) return null;
  if (!summary) return <NoSessionData />;
  // The history entry keeps both the state and its key across a reload.
  const runKey = summary.runId ?? `${summary.session.id}:${location.key}`;
  return (
    <SessionSummary
      key={`${userId}:${runKey}`}
      userId={userId}
      summary={summary}
      runKey={runKey}
      onSaved={onSaved}
      plates={loadPlateSettings()}
      circleCard={
        unlocked ? (
          <CircleUnlockedCard streak={unlocked.streak} completionId={unlocked.feed_event.completion_id} />
        ) : null
      }
    />
  );
}
