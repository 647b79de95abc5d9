import { APP_VERSION, initials } from '@elan/domain';
import { LogOut, Menu } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { useAuth } from '../../features/auth/auth-provider.tsx';
import { NotificationBell } from '../../features/notifications/components/notification-bell.tsx';
import { OfflineBanner } from '../../features/offline/components/offline-banner.tsx';
import { OutboxSync } from '../../features/offline/components/outbox-sync.tsx';
import { Brand } from './brand.tsx';
import { MainNav } from './main-nav.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { TabBar } from './tab-bar.tsx';

/** A route that runs in workout mode declares `handle: { workoutMode: true }` (router.tsx). */
function isWorkoutModeHandle(handle: unknown): boolean {
  return (
    typeof handle === 'object' && handle !== null && 'workoutMode' in handle && handle.workoutMode === true
  );
}

/**
 * Workout mode (issue 29): the player alone on the screen, no side bar, header or menu (its own
 * header holds Quit, the title and the progress), on the dark surfaces of `.workout-mode`
 * (index.css). The offline banner and the outbox stay: a run is often logged without network.
 */
function WorkoutModeLayout({ userId }: { userId: number }) {
  return (
    <div className="workout-mode min-h-dvh">
      <OfflineBanner />
      <main id="contenu" tabIndex={-1} className="mx-auto w-full max-w-2xl px-3 py-4 md:px-8 md:py-8">
        <Outlet />
      </main>
      <OutboxSync userId={userId} />
    </div>
  );
}

/**
 * Spec §2 shell: side bar on desktop, header with the member and logout, slide-in menu on mobile;
 * and on phones the bottom tab bar (issue 29).
 */
export function AppLayout() {
  const { user, logout } = useAuth();
  const { pathname } = useLocation();
  // The menu remembers the page it was opened on: any navigation closes it.
  const [menuOpenedOn, setMenuOpenedOn] = useState<string | null>(null);
  const isMenuOpen = menuOpenedOn === pathname;
  const closeMenu = useCallback(() => setMenuOpenedOn(null), []);
  const isWorkoutMode = useMatches().some((match) => isWorkoutModeHandle(match.handle));

  if (!user) return null;
  if (isWorkoutMode) return <WorkoutModeLayout userId={user.id} />;
  const fullName = `${user.first_name} ${user.last_name}`;

  const onLogout = () => {
    closeMenu();
    logout();
  };

  return (
    <div className="min-h-dvh">
      <a
        href="#contenu"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-medium shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Aller au contenu
      </a>

      <aside className="fixed inset-y-0 left-0 hidden w-64 flex-col border-stone-200/80 border-r bg-white md:flex">
        <div className="px-5 py-6">
          <Brand hasTagline />
        </div>
        <div className="flex-1 overflow-y-auto px-3">
          <MainNav />
        </div>
        <p className="px-6 py-5 text-stone-500 text-xs">Version {APP_VERSION}</p>
      </aside>

      <div className="flex min-h-dvh flex-col md:pl-64">
        <header className="sticky top-0 z-30 flex h-16 items-center gap-3 border-stone-200/80 border-b bg-white/90 px-4 backdrop-blur md:px-8">
          <Button
            variant="ghost"
            size="sm"
            aria-label="Ouvrir le menu"
            aria-haspopup="dialog"
            aria-expanded={isMenuOpen}
            onClick={() => setMenuOpenedOn(pathname)}
            className="size-10 px-0 md:hidden"
          >
            <Menu aria-hidden="true" className="size-5" />
          </Button>
          <div className="md:hidden">
            <Brand />
          </div>

          <div className="ml-auto flex items-center gap-2 md:gap-4">
            <NotificationBell />
            <div className="hidden items-center gap-3 md:flex">
              <span
                aria-hidden="true"
                className="grid size-9 place-items-center rounded-full bg-brand-100 font-bold text-brand-700 text-sm"
              >
                {initials(user.first_name, user.last_name)}
              </span>
              <span className="font-medium text-sm text-stone-800">{fullName}</span>
            </div>
            {/* Below 768 px, logout lives in the mobile menu. */}
            <div className="hidden md:block">
              <Button variant="secondary" size="sm" onClick={onLogout}>
                <LogOut aria-hidden="true" className="size-4" />
                Déconnexion
              </Button>
            </div>
          </div>
        </header>
        <OfflineBanner />

        <main
          id="contenu"
          tabIndex={-1}
          // Below 768 px the tab bar covers the bottom: the page ends above it.
          className="mx-auto w-full max-w-6xl flex-1 px-4 pt-6 pb-[calc(6rem+env(safe-area-inset-bottom))] md:px-8 md:py-10"
        >
          <Outlet />
        </main>
      </div>

      <TabBar />

      <OutboxSync userId={user.id} />
      {isMenuOpen && <MobileMenu user={user} onClose={closeMenu} onLogout={onLogout} />}
    </div>
  );
}
