import { MESSAGES, SOCIAL_MESSAGES } from '@elan/domain';
import { Award, CalendarCheck, Dumbbell, History, LayoutGrid, Medal } from 'lucide-react';
import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { useParams } from 'react-router';
import { StatCard } from '../../components/ui/stat-card.tsx';
import { useAuth } from '../../features/auth/auth-provider.tsx';
import { useEarnedBadgesQuery } from '../../features/badges/api/get-earned-badges.ts';
import { useMemberStatsQuery } from '../../features/badges/api/get-member-stats.ts';
import { EarnedBadgeGrid } from '../../features/badges/components/earned-badge-grid.tsx';
import { useUserProgramsQuery } from '../../features/enrollments/api/get-user-programs.ts';
import { activePrograms } from '../../features/enrollments/components/active-programs-card.tsx';
import { YearCalendar } from '../../features/exercises/components/year-calendar.tsx';
import { useMemberQuery } from '../../features/profile/api/get-member.ts';
import { useMemberCompletionsQuery } from '../../features/profile/api/get-member-completions.ts';
import { BackButton } from '../../features/profile/components/back-button.tsx';
import { EncouragementCard } from '../../features/profile/components/encouragement-card.tsx';
import { MemberHeader } from '../../features/profile/components/member-header.tsx';
import { MemberNotFound } from '../../features/profile/components/member-not-found.tsx';
import { MemberPrivate } from '../../features/profile/components/member-private.tsx';
import { MemberProgramGrid } from '../../features/profile/components/member-program-grid.tsx';
import { MemberSessions } from '../../features/profile/components/member-sessions.tsx';
import { ListSkeleton, ProfileSection } from '../../features/profile/components/profile-section.tsx';
import { isPrivateProfileError, parseUserId } from '../../features/profile/profile-format.ts';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { ApiError, getErrorMessage } from '../../lib/api-client.ts';

/** One toast for the page, however many of its calls fail. */
const LOAD_ERROR_TOAST_ID = 'member-profile-load-error';

function MemberProfile({ userId }: { userId: number }) {
  const member = useMemberQuery(userId);
  const programs = useUserProgramsQuery(userId);
  const completions = useMemberCompletionsQuery(userId);
  const badges = useEarnedBadgesQuery(userId);
  const stats = useMemberStatsQuery(userId);

  // Decision 027: a private member's profile, to a stranger, is one calm page, not an error toast.
  const isPrivate = [member, programs, completions, badges, stats].some((query) =>
    isPrivateProfileError(query.error),
  );
  // Spec §8: another member's profile that fails to load says why in an error toast.
  const loadError = isPrivate ? null : (member.error ?? completions.error ?? badges.error);
  useEffect(() => {
    if (loadError) toast.error(getErrorMessage(loadError), { id: LOAD_ERROR_TOAST_ID });
  }, [loadError]);

  const notFoundMessage =
    member.error instanceof ApiError && member.error.status === 404 ? getErrorMessage(member.error) : null;
  // Same text as MemberNotFound's own title: whichever effect runs last, the tab says the same.
  useDocumentTitle(
    notFoundMessage ??
      (isPrivate
        ? SOCIAL_MESSAGES.privateProfile
        : member.data
          ? `${member.data.first_name} ${member.data.last_name}`
          : 'Profil'),
  );

  if (notFoundMessage !== null) return <MemberNotFound message={notFoundMessage} />;
  if (isPrivate) return <MemberPrivate userId={userId} />;

  const programList = programs.data ?? [];
  const activeCount = activePrograms(programList).length;
  const earnedCount = badges.data?.length ?? 0;
  // The stats count every session; the list only keeps the last ten.
  const sessionsCount = Math.max(stats.data?.total_sessions ?? 0, completions.data?.length ?? 0);

  return (
    <div className="flex flex-col gap-6 md:gap-8">
      <BackButton />
      <MemberHeader
        userId={userId}
        member={member.data}
        isLoading={member.isPending}
        activeProgramsCount={activeCount}
        sessionsCount={sessionsCount}
        badgesCount={earnedCount}
      />

      <section aria-label="Statistiques du membre" className="grid gap-3 sm:grid-cols-3 md:gap-4">
        <StatCard
          label="Programmes suivis"
          value={programList.length}
          icon={Dumbbell}
          isLoading={programs.isPending}
        />
        <StatCard
          label="Séances réalisées"
          value={sessionsCount}
          icon={CalendarCheck}
          isLoading={stats.isPending || completions.isPending}
        />
        <StatCard label="Badges obtenus" value={earnedCount} icon={Medal} isLoading={badges.isPending} />
      </section>

      <YearCalendar userId={userId} />

      <ProfileSection title="Programmes" icon={LayoutGrid}>
        {programs.isPending ? (
          <ListSkeleton label="Chargement des programmes…" />
        ) : (
          <MemberProgramGrid programs={programList} />
        )}
      </ProfileSection>

      {/* minmax(0, 1fr) columns: a long session title wraps instead of widening the page. */}
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2 lg:gap-8">
        <ProfileSection title="Dernières séances" icon={History}>
          {completions.isPending ? (
            <ListSkeleton label="Chargement des séances…" />
          ) : (
            <MemberSessions completions={completions.data ?? []} />
          )}
        </ProfileSection>
        <ProfileSection title="Badges" icon={Award}>
          {badges.isPending ? (
            <ListSkeleton label="Chargement des badges…" />
          ) : (
            <EarnedBadgeGrid badges={badges.data ?? []} />
          )}
        </ProfileSection>
      </div>

      <EncouragementCard firstName={member.data?.first_name} />
    </div>
  );
}

/** Spec /profile/{userId}: any member's programmes, last sessions and badges. */
export function UserProfileRoute() {
  const { user } = useAuth();
  const userId = parseUserId(useParams().userId);
  if (!user) return null;
  if (userId === null) return <MemberNotFound message={MESSAGES.userNotFound} />;
  return <MemberProfile key={userId} userId={userId} />;
}
