import { countLabel } from '@elan/domain';
import { Flame, LockOpen, Share2, UsersRound } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/button.tsx';
import { SOCIAL_PATHS } from '../social-paths.ts';

type CircleUnlockedCardProps = {
  streak: number;
  /** The completion the unlock posted: « Partager ma carte » shares that session. */
  completionId: number | null;
};

/** Spec /session-summary: once the unlock succeeds, the circle is open for the day. */
export function CircleUnlockedCard({ streak, completionId }: CircleUnlockedCardProps) {
  return (
    <section
      aria-labelledby="circle-unlocked-title"
      className="flex motion-safe:animate-pop-in flex-col gap-4 rounded-2xl bg-gradient-to-br from-emerald-700 to-teal-800 p-5 text-white shadow-lg sm:flex-row sm:items-center"
    >
      <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-white/15">
        <LockOpen aria-hidden="true" className="size-6" />
      </span>
      <div className="flex-1">
        <h2 id="circle-unlocked-title" className="font-extrabold text-lg">
          Cercle débloqué !
        </h2>
        <p className="text-emerald-50">
          Ton cercle voit ta séance, et tu peux voir la leur aujourd'hui.{' '}
          <span className="inline-flex items-center gap-1 font-semibold text-white">
            <Flame aria-hidden="true" className="size-4" />
            Série : {countLabel(streak, 'jour', 'jours')}
          </span>
        </p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <Link to={SOCIAL_PATHS.feed} className={buttonClassName({ variant: 'secondary' })}>
          <UsersRound aria-hidden="true" className="size-4" />
          Voir mon cercle
        </Link>
        <Link
          to={completionId === null ? SOCIAL_PATHS.share : `${SOCIAL_PATHS.share}?sessionId=${completionId}`}
          className={buttonClassName({ variant: 'secondary' })}
        >
          <Share2 aria-hidden="true" className="size-4" />
          Partager ma carte
        </Link>
      </div>
    </section>
  );
}
