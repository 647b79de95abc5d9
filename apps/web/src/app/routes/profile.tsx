import { type Badge, TOAST_TEXTS, type User } from '@elan/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Award, LayoutGrid, RefreshCw, Scale, Sparkles, Star, Trophy } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { StatCard } from '../../components/ui/stat-card.tsx';
import { useAuth } from '../../features/auth/auth-provider.tsx';
import { useBadgeOverviewQuery } from '../../features/badges/api/get-badge-overview.ts';
import { useUserBadgesQuery } from '../../features/badges/api/get-user-badges.ts';
import { invalidateBadgeQueries } from '../../features/badges/api/invalidate-badge-queries.ts';
import { BadgeCollection } from '../../features/badges/components/badge-collection.tsx';
import { LatestBadges } from '../../features/badges/components/latest-badges.tsx';
import { MyCoachCard } from '../../features/coach/components/my-coach-card.tsx';
import { useUserProgramsQuery } from '../../features/enrollments/api/get-user-programs.ts';
import { activePrograms } from '../../features/enrollments/components/active-programs-card.tsx';
import { WeeklyVolumePanel } from '../../features/exercises/components/weekly-volume-panel.tsx';
import { YearCalendar } from '../../features/exercises/components/year-calendar.tsx';
import { ImportLinkCard } from '../../features/imports/components/import-link-card.tsx';
import { MusclesCard } from '../../features/muscles/components/muscles-card.tsx';
import { PlateSettingsCard } from '../../features/player/components/plate-settings-card.tsx';
import { useUpdateProfileMutation } from '../../features/profile/api/update-profile.ts';
import { AccountInfo } from '../../features/profile/components/account-info.tsx';
import { AppearanceCard } from '../../features/profile/components/appearance-card.tsx';
import { MyDataSection } from '../../features/profile/components/my-data-section.tsx';
import { MyPrograms } from '../../features/profile/components/my-programs.tsx';
import { ProfileHeader } from '../../features/profile/components/profile-header.tsx';
import { ProfileTabs } from '../../features/profile/components/profile-tabs.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { getErrorMessage } from '../../lib/api-client.ts';

/** Spec /profile: the page reloads 1.5 s after a successful save. */
const RELOAD_DELAY_MS = 1500;

type ProfileTabId = 'overview' | 'body' | 'badges';

// Its charts (recharts) load with the tab, only when it is opened.
const BodyCompositionTab = lazy(() =>
  import('../../features/body/components/body-composition-tab.tsx').then((module) => ({
    default: module.BodyCompositionTab,
  })),
);

type BadgesQuery = ReturnType<typeof useUserBadgesQuery>;

/** The all-badges list in one of its three states; the content only renders with data. */
function BadgesState({ query, children }: { query: BadgesQuery; children: (badges: Badge[]) => ReactNode }) {
  if (query.isPending) {
    return (
      <div aria-busy="true" className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        <span className="sr-only">Chargement des badges…</span>
        <Skeleton className="h-32" />
        <Skeleton className="h-32" />
        <Skeleton className="h-32" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div
        role="alert"
        className="flex flex-col items-center gap-3 rounded-2xl border border-red-200 bg-red-50 px-6 py-8 text-center text-red-800"
      >
        <p className="font-semibold">Impossible de charger les badges.</p>
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
          <RefreshCw aria-hidden="true" className="size-4" />
          Réessayer
        </Button>
      </div>
    );
  }
  return children(query.data);
}

function ProfileContent({ user, onUserSaved }: { user: User; onUserSaved: (user: User) => void }) {
  const [isEditing, setIsEditing] = useState(false);
  const [tab, setTab] = useState<ProfileTabId>('overview');
  const badges = useUserBadgesQuery(user.id);
  const overview = useBadgeOverviewQuery(user.id);
  const programs = useUserProgramsQuery(user.id);
  const activeCount = programs.data ? activePrograms(programs.data).length : 0;
  const queryClient = useQueryClient();

  const saveProfile = useUpdateProfileMutation({
    userId: user.id,
    onSuccess: (saved) => {
      toast.success(TOAST_TEXTS.profileUpdated);
      onUserSaved(saved);
      setIsEditing(false);
      window.setTimeout(() => window.location.reload(), RELOAD_DELAY_MS);
    },
    onError: (error) => {
      toast.error(getErrorMessage(error));
    },
  });

  return (
    <div className="flex flex-col gap-8">
      <header>
        <h1 className="font-extrabold text-3xl text-stone-900 tracking-tight md:text-4xl">Mon Profil</h1>
        <p className="mt-2 text-stone-600">Ton parcours, tes programmes et tes badges, au même endroit.</p>
      </header>

      <ProfileHeader
        user={user}
        isEditing={isEditing}
        isSaving={saveProfile.isPending}
        onEdit={() => setIsEditing(true)}
        onCancel={() => setIsEditing(false)}
        onSave={(body) => saveProfile.mutate(body)}
      />

      <section aria-label="Mes statistiques" className="grid gap-3 sm:grid-cols-3 md:gap-4">
        <StatCard
          label="Badges obtenus"
          value={`${overview.data?.badges_earned ?? 0} / ${overview.data?.total_badges ?? 0}`}
          icon={Award}
          isLoading={overview.isPending}
        />
        <StatCard
          label="Points gagnés"
          value={overview.data?.total_points ?? 0}
          icon={Star}
          isLoading={overview.isPending}
        />
        <StatCard
          label="Programmes actifs"
          value={activeCount}
          icon={Trophy}
          isLoading={programs.isPending}
        />
      </section>

      <ProfileTabs<ProfileTabId>
        label="Sections du profil"
        selected={tab}
        onSelect={setTab}
        tabs={[
          {
            id: 'overview',
            label: "Vue d'ensemble",
            icon: LayoutGrid,
            panel: (
              <div className="flex flex-col gap-8">
                <YearCalendar userId={user.id} />
                <WeeklyVolumePanel />
                <MusclesCard />
                <MyPrograms programs={programs.data} />
                <BadgesState query={badges}>
                  {(list) => <LatestBadges badges={list} onShowAll={() => setTab('badges')} />}
                </BadgesState>
                <PlateSettingsCard />
                <ImportLinkCard />
              </div>
            ),
          },
          {
            id: 'body',
            label: 'Composition Corporelle',
            icon: Scale,
            panel: tab === 'body' && (
              <Suspense fallback={<Spinner label="Chargement de la composition corporelle" />}>
                <BodyCompositionTab onChanged={() => void invalidateBadgeQueries(queryClient, user.id)} />
              </Suspense>
            ),
          },
          {
            id: 'badges',
            label: 'Tous les Badges',
            icon: Sparkles,
            panel: <BadgesState query={badges}>{(list) => <BadgeCollection badges={list} />}</BadgesState>,
          },
        ]}
      />

      <AccountInfo userId={user.id} createdAt={user.created_at} />
      <MyCoachCard user={user} onUserSaved={onUserSaved} />
      <AppearanceCard />
      <MyDataSection user={user} />
    </div>
  );
}

/** Spec /profile: header and edit form, three figures, three tabs, account information; then « Apparence ». */
export function ProfileRoute() {
  const { user, updateUser } = useAuth();
  useDocumentTitle('Mon Profil');
  if (!user) return null;
  return <ProfileContent user={user} onUserSaved={updateUser} />;
}
