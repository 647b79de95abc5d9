import { formatLongDate } from '@elan/domain';
import { ArrowRight, Dumbbell } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { PATHS } from '../../config/paths.ts';
import { useAuth } from '../../features/auth/auth-provider.tsx';

/**
 * Spec /dashboard. One section per block, so the stat cards, week strip, agenda, programmes,
 * badges and activity of later issues slot in between the greeting and the call to action.
 */
export function DashboardRoute() {
  const { user } = useAuth();
  const ctaTitleId = useId();
  if (!user) return null;

  return (
    <div className="flex flex-col gap-8">
      <header>
        <p className="font-medium text-sm text-stone-500">{formatLongDate(new Date())}</p>
        <h1 className="mt-1 font-extrabold text-3xl text-stone-900 tracking-tight md:text-4xl">
          Bonjour, {user.first_name} 👋
        </h1>
        <p className="mt-2 text-stone-600">Chaque séance compte. On continue sur ta lancée ?</p>
      </header>

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
