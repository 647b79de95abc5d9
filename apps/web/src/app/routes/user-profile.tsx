import { MESSAGES } from '@elan/domain';
import {
  ArrowLeft,
  Award,
  CalendarCheck,
  Dumbbell,
  History,
  LayoutGrid,
  Medal,
  UserRoundX,
} from 'lucide-react';
import { type ReactNode, useEffect, useId } from 'react';
import toast from 'react-hot-toast';
import { Link, useNavigate, useParams } from 'react-router';
import { Button, buttonClassName } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { StatCard } from '../../components/ui/stat-card.tsx';
import { PATHS } from '../../config/paths.ts';
import { useAuth } from '../../features/auth/auth-provider.tsx';
import { useEarnedBadgesQuery } from '../../features/badges/api/get-earned-badges.ts';
import { useMemberStatsQuery } from '../../features/badges/api/get-member-stats.ts';
import { EarnedBadgeGrid } from '../../features/badges/components/earned-badge-grid.tsx';
import { useUserProgramsQuery } from '../../features/enrollments/api/get-user-programs.ts';
import { activePrograms } from '../../features/enrollments/components/active-programs-card.tsx';
import { useMemberQuery } from '../../features/profile/api/get-member.ts';
import { useMemberCompletionsQuery } from '../../features/profile/api/get-member-completions.ts';
import { EncouragementCard } from '../../features/profile/components/encouragement-card.tsx';
import { MemberHeader } from '../../features/profile/components/member-header.tsx';
import { MemberProgramGrid } from '../../features/profile/components/member-program-grid.tsx';
import { MemberSessions } from '../../features/profile/components/member-sessions.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { ApiError, getErrorMessage } from '../../lib/api-client.ts';

/** One toast for the page, however many of its calls fail. */
const LOAD_ERROR_TOAST_ID = 'member-profile-load-error';

function parseUserId(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

function BackButton() {
  const navigate = useNavigate();
  // Back where the visitor came from (participants, a completion…); a direct visit goes home.
  const onBack = () => {
    const state: unknown = window.history.state;
    const hasHistory =
      typeof state === 'object' &&
      state !== null &&
      'idx' in state &&
      typeof state.idx === 'number' &&
      state.idx > 0;
    if (hasHistory) void navigate(-1);
    else void navigate(PATHS.dashboard);
  };
  return (
    <Button variant="ghost" size="sm" onClick={onBack} className="-ml-2 self-start">
      <ArrowLeft aria-hidden="true" className="size-4" />
      Retour
    </Button>
  );
}

function ProfileSection({
  title,
  icon: Icon,
  children,
}: {
  title: string;
  icon: typeof Award;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Card className="min-w-0 p-5 md:p-6">
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="flex items-center gap-2 font-bold text-lg text-stone-900">
          <Icon aria-hidden="true" className="size-5 text-brand-600" />
          {title}
        </h2>
        <div className="mt-4">{children}</div>
      </section>
    </Card>
  );
}

function ListSkeleton({ label }: { label: string }) {
  return (
    <div aria-busy="true" className="flex flex-col gap-2">
      <span className="sr-only">{label}</span>
      <Skeleton className="h-16" />
      <Skeleton className="h-16" />
    </div>
  );
}

/** No such member (or an id that cannot be one): say so instead of an empty profile. */
function MemberNotFound({ message }: { message: string }) {
  useDocumentTitle(message);
  return (
    <div className="flex flex-col gap-6">
      <BackButton />
      <div className="grid place-items-center py-12">
        <div className="flex max-w-sm flex-col items-center gap-4 text-center">
          <span className="grid size-14 place-items-center rounded-2xl bg-brand-50 text-brand-600">
            <UserRoundX aria-hidden="true" className="size-7" />
          </span>
          <h1 className="font-extrabold text-2xl text-stone-900">{message}</h1>
          <p className="text-stone-600">Ce profil n'existe pas ou n'est plus disponible.</p>
          <Link to={PATHS.dashboard} className={buttonClassName()}>
            Retour au dashboard
          </Link>
        </div>
      </div>
    </div>
  );
}

function MemberProfile({ userId }: { userId: number }) {
  const member = useMemberQuery(userId);
  const programs = useUserProgramsQuery(userId);
  const completions = useMemberCompletionsQuery(userId);
  const badges = useEarnedBadgesQuery(userId);
  const stats = useMemberStatsQuery(userId);

  // Spec §8: another member's profile that fails to load says why in an error toast.
  const loadError = member.error ?? completions.error ?? badges.error;
  useEffect(() => {
    if (loadError) toast.error(getErrorMessage(loadError), { id: LOAD_ERROR_TOAST_ID });
  }, [loadError]);

  const notFoundMessage =
    member.error instanceof ApiError && member.error.status === 404 ? getErrorMessage(member.error) : null;
  // Same text as MemberNotFound's own title: whichever effect runs last, the tab says the same.
  useDocumentTitle(
    notFoundMessage ?? (member.data ? `${member.data.first_name} ${member.data.last_name}` : 'Profil'),
  );

  if (notFoundMessage !== null) return <MemberNotFound message={notFoundMessage} />;

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
