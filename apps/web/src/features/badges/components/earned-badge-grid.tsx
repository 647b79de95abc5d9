import type { Badge } from '@elan/domain';
import { badgeName, earnedOnLabel } from '../badge-format.ts';
import { BadgeMedal } from './badge-medal.tsx';

export const MEMBER_NO_BADGE = 'Aucun badge pour le moment';

/** Spec /profile/{userId} badges grid: icon, name (« Badge » by default), earned date. */
export function EarnedBadgeGrid({ badges }: { badges: readonly Badge[] }) {
  if (badges.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-2xl border border-stone-300 border-dashed px-6 py-8 text-center">
        <span aria-hidden="true" className="text-3xl">
          🏅
        </span>
        <p className="font-semibold text-stone-800">{MEMBER_NO_BADGE}</p>
      </div>
    );
  }
  return (
    <ul className="grid gap-2 sm:grid-cols-2">
      {badges.map((badge) => (
        <li
          key={badge.badge_id}
          className="flex min-w-0 items-center gap-3 rounded-2xl border border-stone-200 bg-white p-3"
        >
          <BadgeMedal badge={badge} />
          <span className="min-w-0 flex-1">
            <span className="block break-words font-semibold text-sm text-stone-900 leading-snug">
              {badgeName(badge)}
            </span>
            {badge.earned_at && (
              <time dateTime={badge.earned_at} className="block text-stone-500 text-xs">
                {earnedOnLabel(badge.earned_at)}
              </time>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}
