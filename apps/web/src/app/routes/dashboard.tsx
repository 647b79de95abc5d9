import { formatLongDate, withUnit } from '@elan/domain';
import { usePrefetchQuery } from '@tanstack/react-query';
import { ArrowRight, Award, CalendarCheck, Dumbbell, Flame, LoaderCircle } from 'lucide-react';
import { useDeferredValue, useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { StatCard } from '../../components/ui/stat-card.tsx';
import { PATHS } from '../../config/paths.ts';
import { useAuth } from '../../features/auth/auth-provider.tsx';
import { useBadgeHistoryQuery } from '../../features/badges/api/get-badge-history.ts';
import { useBadgeOverviewQuery } from '../../features/badges/api/get-badge-overview.ts';
import { useMemberStatsQuery } from '../../features/badges/api/get-member-stats.ts';
import { useWeeklyGoalQuery } from '../../features/badges/api/get-weekly-goal.ts';
import { RecentBadgesCard } from '../../features/badges/components/recent-badges-card.tsx';
import { WeeklyGoalCard } from '../../features/badges/components/weekly-goal-card.tsx';
import { WeeksStreakLine } from '../../features/badges/components/weeks-streak-line.tsx';
import { userCompletionsQueryOptions } from '../../features/completions/api/get-user-completions.ts';
import {
  RECENT_ACTIVITY_LIMIT,
  RecentActivityCard,
} from '../../features/completions/components/recent-activity-card.tsx';
import { WeekStripCard, weekStripPage } from '../../features/completions/components/week-strip-card.tsx';
import { useUserProgramsQuery } from '../../features/enrollments/api/get-user-programs.ts';
import {
  ActiveProgramsCard,
  activePrograms,
} from '../../features/enrollments/components/active-programs-card.tsx';
import { MusclesCardSlot } from '../../features/muscles/components/muscles-card-slot.tsx';
import { PendingSyncCard } from '../../features/offline/components/pending-sync-card.tsx';
import { FreeWorkoutLink } from '../../features/player/components/free-workout-link.tsx';
import { dailyScheduleQueryOptions } from '../../features/schedule/api/get-daily-schedule.ts';
import { useWeeklyStatsQuery } from '../../features/schedule/api/get-weekly-stats.ts';
import { DailyAgendaCard } from '../../features/schedule/components/daily-agenda-card.tsx';
import { TodaySessionCard } from '../../features/schedule/components/today-session-card.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { whenIdle } from '../../lib/idle.ts';

type DashboardContentProps = { userId: number; firstName: string };

/** « 1 jour(s) »: spec /dashboard writes the streak unit this way. */
const daysLabel = (days: number) => withUnit(days, 'jour(s)');

function DashboardLoading() {
  return (
    <div
      role="status"
      className="flex min-h-[50vh] flex-col items-center justify-center gap-4 text-stone-600"
    >
      <LoaderCircle aria-hidden="true" className="size-10 animate-spin text-brand-600" />
      <p className="font-medium">Chargement du dashboard...</p>
    </div>
  );
}

/**
 * Today's date above the greeting, written at the first idle moment: the first Paris-zone date
 * formatter loads the browser's time-zone data (≈ 13 ms of CPU on Lighthouse's phone), which would
 * otherwise delay the greeting's first paint (decision 049). Its line's height is kept meanwhile.
 */
function TodayLabel() {
  const [label, setLabel] = useState<string | null>(null);
  useEffect(() => whenIdle(() => setLabel(formatLongDate(new Date()))), []);
  return <p className="min-h-5 font-medium text-sm text-stone-500">{label ?? '\u00a0'}</p>;
}

/** The greeting needs no read: drawn at once, above the loading text (decision 043). */
function DashboardHeader({ firstName }: { firstName: string }) {
  return (
    <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <TodayLabel />
        <h1 className="mt-1 font-extrabold text-3xl text-stone-900 tracking-tight md:text-4xl">
          Bonjour, {firstName} 👋
        </h1>
        <p className="mt-2 text-stone-600">Chaque séance compte. On continue sur ta lancée ?</p>
      </div>
      <FreeWorkoutLink />
    </header>
  );
}

function DashboardContent({ userId, firstName }: DashboardContentProps) {
  const ctaTitleId = useId();
  const userPrograms = useUserProgramsQuery(userId);
  const weeklyStats = useWeeklyStatsQuery();
  const badgeOverview = useBadgeOverviewQuery(userId);
  const memberStats = useMemberStatsQuery(userId);
  // Started here so they load alongside the figures; their cards read the same cache.
  const recentBadges = useBadgeHistoryQuery(userId);
  const weeklyGoal = useWeeklyGoalQuery(userId);
  // Likewise the week strip's and recent activity's completions and the agenda: every read of the
  // screen leaves at once, none waits for the figures to draw its card (decision 035). Prefetched,
  // not subscribed: their answers re-render their own cards, not the whole screen (decision 039).
  usePrefetchQuery(userCompletionsQueryOptions(userId, weekStripPage()));
  usePrefetchQuery(userCompletionsQueryOptions(userId, { limit: RECENT_ACTIVITY_LIMIT }));
  usePrefetchQuery(dailyScheduleQueryOptions());
  const active = userPrograms.data ? activePrograms(userPrograms.data) : undefined;
  const minutes = weeklyStats.data?.total_minutes_this_week ?? 0;

  // Spec /dashboard: one loading text until the first figures are in; each card then loads on its own.
  const isFirstLoad = [userPrograms, weeklyStats, badgeOverview, memberStats, recentBadges, weeklyGoal].some(
    (query) => query.isPending,
  );
  // The whole screen's first render is the largest piece of main-thread work of the visit: drawn as
  // a deferred render, which React splits into short tasks, instead of inside the query's (decision 039).
  const isDrawingFirstLoad = useDeferredValue(isFirstLoad);
  if (isFirstLoad || isDrawingFirstLoad)
    return (
      <div className="flex flex-col gap-8">
        <DashboardHeader firstName={firstName} />
        <DashboardLoading />
      </div>
    );

  return (
    <div className="flex flex-col gap-8">
      <DashboardHeader firstName={firstName} />

      {/* Issue 29 « Today first »: the next session and its « Commencer », above the fold on a phone. */}
      <TodaySessionCard activePrograms={active ?? []} />

      <PendingSyncCard userId={userId} />

      {/* Spec: four stat cards, in this order; one strip of four on a phone (issue 29). */}
      <section
        aria-label="Statistiques"
        className="grid grid-cols-4 divide-x divide-stone-200/80 rounded-2xl border border-stone-200/80 bg-white shadow-sm shadow-stone-900/5 md:grid-cols-2 md:gap-4 md:divide-x-0 md:rounded-none md:border-0 md:bg-transparent md:shadow-none lg:grid-cols-4"
      >
        <StatCard
          label="Programmes actifs"
          isInStrip
          value={active?.length ?? 0}
          icon={Dumbbell}
          isLoading={userPrograms.isPending}
        />
        <StatCard
          label="Séances cette semaine"
          isInStrip
          value={weeklyStats.data?.sessions_this_week ?? 0}
          detail={`${withUnit(minutes, 'min')} d'entraînement · ${withUnit(weeklyStats.data?.calories_this_week ?? 0, 'kcal')}`}
          icon={CalendarCheck}
          isLoading={weeklyStats.isPending}
        />
        <StatCard
          label="Badges obtenus"
          isInStrip
          value={badgeOverview.data?.badges_earned ?? 0}
          detail={withUnit(badgeOverview.data?.total_points ?? 0, 'points')}
          icon={Award}
          isLoading={badgeOverview.isPending}
        />
        <StatCard
          label="Série en cours"
          isInStrip
          value={memberStats.data?.current_streak ?? 0}
          unit="jour(s)"
          detail={`Record : ${daysLabel(memberStats.data?.longest_streak ?? 0)}`}
          icon={Flame}
          isLoading={memberStats.isPending}
        />
      </section>
      {/* Issue 34: the weekly streak, beside the daily one, from the weekly goal's read. */}
      <WeeksStreakLine status={weeklyGoal.data} />

      <WeekStripCard userId={userId} />

      {/* Two columns on desktop, one on mobile; cards of a row share its height. */}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        {/* The installed app's « Séance du jour » shortcut opens /dashboard#agenda. */}
        <div id="agenda" className="min-w-0 scroll-mt-20">
          <DailyAgendaCard />
        </div>
        <div className="min-w-0">
          <ActiveProgramsCard programs={active} />
        </div>
        <div className="min-w-0">
          <WeeklyGoalCard userId={userId} />
        </div>
        <div className="min-w-0">
          <RecentBadgesCard userId={userId} />
        </div>
        {/* Issue 33: below the fold, drawn when it nears the screen. */}
        <div className="min-w-0 lg:col-span-2">
          <MusclesCardSlot />
        </div>
        <div className="min-w-0 lg:col-span-2">
          <RecentActivityCard userId={userId} />
        </div>
      </div>

      <section
        aria-labelledby={ctaTitleId}
        className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-brand-600 to-brand-800 p-6 text-white shadow-brand-500/20 shadow-lg md:p-8"
      >
        <div aria-hidden="true" className="-top-16 -right-10 absolute size-56 rounded-full bg-white/10" />
        <div className="relative flex flex-col gap-6 md:flex-row md:items-center md:justify-between">
          <div className="flex items-start gap-4">
            <span className="hidden size-12 shrink-0 place-items-center rounded-2xl bg-white/15 sm:grid">
              <Dumbbell aria-hidden="true" className="size-6" />
            </span>
            <div>
              <h2 id={ctaTitleId} className="font-bold text-2xl">
                Prêt pour ta prochaine séance ?
              </h2>
              <p className="mt-1 max-w-xl text-white/90">
                Choisis un programme et lance-toi : 20 minutes suffisent pour avancer.
              </p>
            </div>
          </div>
          <Link
            to={PATHS.programs}
            className="inline-flex h-12 shrink-0 items-center justify-center gap-2 self-start rounded-xl bg-white px-6 font-semibold text-brand-700 shadow-sm transition-colors hover:bg-brand-50 focus-visible:outline-white md:self-center"
          >
            Voir les programmes
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      </section>
    </div>
  );
}

/**
 * Spec /dashboard: greeting, the four figures, the week strip, then a two-column grid (one on a
 * phone) of agenda and active programmes, weekly goal and recent badges, recent activity across
 * both, and the call to action.
 */
export function DashboardRoute() {
  const { user } = useAuth();
  useDocumentTitle('Dashboard');
  if (!user) return null;
  return <DashboardContent userId={user.id} firstName={user.first_name} />;
}
