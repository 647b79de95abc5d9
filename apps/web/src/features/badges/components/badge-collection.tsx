import { type Badge, SECRET_BADGE_MASK, withUnit } from '@elan/domain';
import { Lock, Sparkles } from 'lucide-react';
import { useId } from 'react';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import {
  badgeName,
  categoryLabel,
  earnedOnLabel,
  isHiddenSecret,
  pointsLabel,
  splitBadges,
} from '../badge-format.ts';
import { BadgeMedal } from './badge-medal.tsx';

function EarnedBadgeTile({ badge }: { badge: Badge }) {
  return (
    <li className="flex gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm shadow-stone-900/5">
      <BadgeMedal badge={badge} />
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-2">
          <h4 className="font-semibold text-stone-900 leading-snug">{badgeName(badge)}</h4>
          <span className="shrink-0 rounded-full bg-brand-50 px-2 py-0.5 font-semibold text-brand-700 text-xs">
            +{pointsLabel(badge.points)}
          </span>
        </div>
        <p className="mt-0.5 text-sm text-stone-600">{badge.description}</p>
        <div className="mt-3 flex items-center gap-2">
          <ProgressBar percent={100} label={`Progression, ${badgeName(badge)}`} tone="success" />
          <span className="shrink-0 font-semibold text-emerald-700 text-xs tabular-nums">100 %</span>
        </div>
        <p className="mt-2 flex flex-wrap gap-x-3 text-stone-500 text-xs">
          <span>{categoryLabel(badge.category)}</span>
          {badge.earned_at && <time dateTime={badge.earned_at}>{earnedOnLabel(badge.earned_at)}</time>}
        </p>
      </div>
    </li>
  );
}

function LockedBadgeTile({ badge }: { badge: Badge }) {
  const isSecret = isHiddenSecret(badge);
  const name = isSecret ? SECRET_BADGE_MASK.name : badgeName(badge);
  const percent = isSecret ? 0 : badge.progress_percent;
  return (
    <li className="flex gap-3 rounded-2xl border border-stone-200 border-dashed bg-stone-50/70 p-4">
      <BadgeMedal badge={badge} />
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-2">
          <h4 className="font-semibold text-stone-700 leading-snug">{name}</h4>
          <span className="shrink-0 rounded-full bg-stone-100 px-2 py-0.5 font-semibold text-stone-600 text-xs">
            {pointsLabel(badge.points)}
          </span>
        </div>
        <p className="mt-0.5 text-sm text-stone-600">
          {isSecret ? SECRET_BADGE_MASK.description : badge.requirement}
        </p>
        <div className="mt-3 flex items-center gap-2">
          <ProgressBar percent={percent} label={`Progression, ${name}`} />
          <span className="shrink-0 font-semibold text-stone-700 text-xs tabular-nums">
            {withUnit(percent, '%')}
          </span>
        </div>
        <p className="mt-2 text-stone-500 text-xs">{isSecret ? 'Secret' : categoryLabel(badge.category)}</p>
      </div>
    </li>
  );
}

/**
 * Spec /profile « Tous les Badges »: 'Badges Débloqués (n)' then 'Badges à Débloquer (n)', each
 * badge with its progress; a secret badge stays « ??? » until earned.
 */
export function BadgeCollection({ badges }: { badges: readonly Badge[] }) {
  const earnedId = useId();
  const lockedId = useId();
  const { earned, locked } = splitBadges(badges);

  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby={earnedId}>
        <h3 id={earnedId} className="flex items-center gap-2 font-bold text-lg text-stone-900">
          <Sparkles aria-hidden="true" className="size-5 text-brand-600" />
          Badges Débloqués ({earned.length})
        </h3>
        {earned.length === 0 ? (
          <p className="mt-3 rounded-2xl border border-stone-300 border-dashed px-5 py-6 text-center text-sm text-stone-600">
            Aucun badge pour le moment : ta première séance t'en rapporte un.
          </p>
        ) : (
          <ul className="mt-4 grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
            {earned.map((badge) => (
              <EarnedBadgeTile key={badge.badge_id} badge={badge} />
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby={lockedId}>
        <h3 id={lockedId} className="flex items-center gap-2 font-bold text-lg text-stone-900">
          <Lock aria-hidden="true" className="size-5 text-stone-500" />
          Badges à Débloquer ({locked.length})
        </h3>
        {locked.length === 0 ? (
          <p className="mt-3 rounded-2xl bg-emerald-50 px-5 py-6 text-center font-medium text-emerald-800 text-sm">
            Tous les badges sont à toi. Chapeau ! 🏆
          </p>
        ) : (
          <ul className="mt-4 grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
            {locked.map((badge) => (
              <LockedBadgeTile key={badge.badge_id} badge={badge} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
