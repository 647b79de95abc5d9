import type { Badge } from '@elan/domain';
import { ArrowRight, Award } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { badgeName, earnedOnLabel, latestEarned } from '../badge-format.ts';
import { BadgeMedal } from './badge-medal.tsx';

/** Spec §9: the profile's overview shows the latest four earned badges. */
export const PROFILE_LATEST_BADGES = 4;

type LatestBadgesProps = {
  badges: readonly Badge[];
  /** 'Voir tout': the route switches to the « Tous les Badges » tab. */
  onShowAll: () => void;
};

/** Spec /profile « Vue d'ensemble »: the latest four badges earned and 'Voir tout'. */
export function LatestBadges({ badges, onShowAll }: LatestBadgesProps) {
  const headingId = useId();
  const latest = latestEarned(badges, PROFILE_LATEST_BADGES);

  return (
    <section aria-labelledby={headingId}>
      <div className="flex items-center justify-between gap-3">
        <h3 id={headingId} className="flex items-center gap-2 font-bold text-lg text-stone-900">
          <Award aria-hidden="true" className="size-5 text-brand-600" />
          Derniers badges
        </h3>
        <Button variant="ghost" size="sm" onClick={onShowAll} className="-mr-2 text-brand-700">
          Voir tout
          <ArrowRight aria-hidden="true" className="size-4" />
        </Button>
      </div>
      {latest.length === 0 ? (
        <p className="mt-3 rounded-2xl border border-stone-300 border-dashed px-5 py-6 text-center text-sm text-stone-600">
          Aucun badge pour le moment : ta première séance t'en rapporte un.
        </p>
      ) : (
        <ul className="mt-4 grid grid-cols-2 gap-3 lg:grid-cols-4">
          {latest.map((badge) => (
            <li
              key={badge.badge_id}
              className="flex flex-col items-center gap-2 rounded-2xl border border-stone-200 bg-white p-4 text-center shadow-sm shadow-stone-900/5"
            >
              <BadgeMedal badge={badge} size="lg" />
              <span className="font-semibold text-sm text-stone-900 leading-snug">{badgeName(badge)}</span>
              {badge.earned_at && (
                <time dateTime={badge.earned_at} className="text-stone-500 text-xs">
                  {earnedOnLabel(badge.earned_at)}
                </time>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
