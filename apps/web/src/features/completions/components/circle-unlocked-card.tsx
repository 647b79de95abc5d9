import { Flame, Users } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { countLabel } from '../../../lib/units.ts';
import { COMPLETION_PATHS } from '../completion-paths.ts';

function streakLabel(streak: number): string {
  return `${countLabel(streak, 'jour', 'jours')} d'affilée`;
}

/** Spec /session-summary 'Cercle unlocked' card: shown only when the feed unlock succeeded. */
export function CircleUnlockedCard({ streak }: { streak: number }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-3xl bg-gradient-to-br from-violet-700 to-indigo-800 p-6 text-white shadow-lg sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex items-start gap-4">
        <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-white/15">
          <Users aria-hidden="true" className="size-6" />
        </span>
        <div>
          <h2 id={headingId} className="font-bold text-xl">
            Cercle débloqué 🔓
          </h2>
          <p className="mt-1 text-white/90">Ta séance du jour ouvre le fil de tes amis.</p>
          <p className="mt-2 inline-flex items-center gap-1.5 rounded-full bg-white/15 px-3 py-1 font-semibold text-sm">
            <Flame aria-hidden="true" className="size-4" />
            Série : {streakLabel(streak)}
          </p>
        </div>
      </div>
      <Link
        to={COMPLETION_PATHS.feed}
        className="inline-flex h-12 shrink-0 items-center justify-center rounded-xl bg-white px-6 font-semibold text-violet-800 shadow-sm transition-colors hover:bg-violet-50 focus-visible:outline-white"
      >
        Voir mon Cercle
      </Link>
    </section>
  );
}
