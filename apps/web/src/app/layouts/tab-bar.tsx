import { Dumbbell, House, type LucideIcon, Plus, UserRound, UsersRound } from 'lucide-react';
import { NavLink } from 'react-router';
import { PATHS } from '../../config/paths.ts';

type Tab = { to: string; label: string; icon: LucideIcon; isMain?: boolean };

/** Issue 29, decision 080: the daily loop's five places, the free workout in the middle. */
const TABS: readonly Tab[] = [
  { to: PATHS.dashboard, label: 'Aujourd’hui', icon: House },
  { to: PATHS.programs, label: 'Programmes', icon: Dumbbell },
  { to: PATHS.freeWorkout, label: 'Séance', icon: Plus, isMain: true },
  { to: '/feed', label: 'Cercle', icon: UsersRound },
  { to: PATHS.profile, label: 'Profil', icon: UserRound },
];

/**
 * The phone's bottom tab bar (below 768 px), beside the spec's slide-in menu which stays: 56 px
 * targets, above the home indicator (safe-area inset). Absent in workout mode (its layout has none).
 */
export function TabBar() {
  return (
    <nav
      aria-label="Onglets"
      className="fixed inset-x-0 bottom-0 z-30 border-stone-200 border-t bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <ul className="mx-auto grid max-w-lg grid-cols-5">
        {TABS.map(({ to, label, icon: Icon, isMain = false }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={to === PATHS.profile}
              className={({ isActive }) =>
                'flex min-h-14 flex-col items-center justify-center gap-0.5 px-1 font-semibold text-[0.6875rem] leading-tight transition-colors ' +
                (isActive ? 'text-brand-700' : 'text-stone-600 hover:text-stone-900')
              }
            >
              {isMain ? (
                <span className="grid size-8 place-items-center rounded-full bg-brand-600 text-white shadow-sm">
                  <Icon aria-hidden="true" className="size-5" strokeWidth={2.5} />
                </span>
              ) : (
                <span className="grid size-8 place-items-center">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
              )}
              <span className="max-w-full truncate">{label}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
