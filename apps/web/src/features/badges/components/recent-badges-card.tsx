import { ArrowRight, Award } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { PATHS } from '../../../config/paths.ts';
import { useBadgeHistoryQuery } from '../api/get-badge-history.ts';
import { badgeName, earnedOnLabel } from '../badge-format.ts';
import { BadgeMedal } from './badge-medal.tsx';

export const NO_BADGE_YET = 'Aucun badge pour le moment';

/** Spec /dashboard « Badges récents »: the latest three (icon, name, French date), a way to /profile. */
export function RecentBadgesCard({ userId }: { userId: number }) {
  const headingId = useId();
  const history = useBadgeHistoryQuery(userId);
  const badges = history.data ?? [];

  return (
    <Card className="flex h-full flex-col p-5 md:p-6">
      <section aria-labelledby={headingId} className="flex flex-1 flex-col">
        <h2 id={headingId} className="flex items-center gap-2 font-bold text-lg text-stone-900">
          <Award aria-hidden="true" className="size-5 text-brand-600" />
          Badges récents
        </h2>

        <div className="mt-4 flex-1">
          {history.isPending ? (
            <div className="flex flex-col gap-3" aria-busy="true">
              <span className="sr-only">Chargement des badges…</span>
              <Skeleton className="h-14" />
              <Skeleton className="h-14" />
            </div>
          ) : badges.length === 0 ? (
            <div className="flex flex-col items-center gap-2 rounded-2xl border border-stone-300 border-dashed px-6 py-8 text-center">
              <span aria-hidden="true" className="text-3xl">
                🏅
              </span>
              <p className="font-semibold text-stone-800">{NO_BADGE_YET}</p>
              <p className="text-sm text-stone-600">
                Termine ta première séance pour décrocher « Premier pas ».
              </p>
            </div>
          ) : (
            <ul className="flex flex-col gap-2">
              {badges.map((badge) => (
                <li
                  key={badge.badge_id}
                  className="flex items-center gap-3 rounded-2xl border border-stone-200 bg-white p-3"
                >
                  <BadgeMedal badge={badge} size="sm" />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-semibold text-stone-900">{badgeName(badge)}</span>
                    {badge.earned_at && (
                      <time dateTime={badge.earned_at} className="block text-stone-500 text-xs">
                        {earnedOnLabel(badge.earned_at)}
                      </time>
                    )}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </div>

        <Link
          to={PATHS.profile}
          className={buttonClassName({ variant: 'secondary', size: 'sm', className: 'mt-5 self-start' })}
        >
          Voir mes badges
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </section>
    </Card>
  );
}
