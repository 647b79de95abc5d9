import {
  ClipboardList,
  Dumbbell,
  LayoutDashboard,
  ListChecks,
  type LucideIcon,
  ShieldCheck,
  UserRound,
  UsersRound,
} from 'lucide-react';
import { NavLink } from 'react-router';
import { PATHS } from '../../config/paths.ts';
import { useAuth } from '../../features/auth/auth-provider.tsx';

type NavItem = { to: string; label: string; icon: LucideIcon };

/** Spec §2 shell: the same entries in the side bar and the mobile menu (the circle joined them). */
export const NAV_ITEMS: readonly NavItem[] = [
  { to: PATHS.dashboard, label: 'Dashboard', icon: LayoutDashboard },
  { to: PATHS.programs, label: 'Programmes', icon: Dumbbell },
  { to: PATHS.exercises, label: 'Exercices', icon: ListChecks },
  { to: '/feed', label: 'Cercle', icon: UsersRound },
  { to: PATHS.profile, label: 'Profil', icon: UserRound },
];

/** Issue 32: « Coach » for coaches and admins only. */
const COACH_ITEM: NavItem = { to: '/coach', label: 'Coach', icon: ClipboardList };
/** Issue 32: admins alone see it, in the side bar and the menu (not in the phone's tab bar). */
const ADMIN_ITEM: NavItem = { to: '/admin', label: 'Administration', icon: ShieldCheck };

type MainNavProps = {
  /** Called when an entry is chosen (the mobile menu closes itself). */
  onNavigate?: () => void;
};

export function MainNav({ onNavigate }: MainNavProps) {
  const { user } = useAuth();
  const isCoach = user?.role === 'coach' || user?.role === 'admin';
  const items = [
    ...NAV_ITEMS,
    ...(isCoach ? [COACH_ITEM] : []),
    ...(user?.role === 'admin' ? [ADMIN_ITEM] : []),
  ];
  return (
    <nav aria-label="Navigation principale">
      <ul className="flex flex-col gap-1">
        {items.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              // « Profil » is the member's own page, not every /profile/{id}.
              end={to === PATHS.profile}
              onClick={onNavigate}
              className={({ isActive }) =>
                'flex items-center gap-3 rounded-xl px-3 py-2.5 font-medium text-sm transition-colors ' +
                (isActive
                  ? 'bg-brand-50 text-brand-700'
                  : 'text-stone-600 hover:bg-stone-100 hover:text-stone-900')
              }
            >
              <Icon aria-hidden="true" className="size-5 shrink-0" />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
