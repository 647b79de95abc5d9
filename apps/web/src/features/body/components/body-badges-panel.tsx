import type { Badge } from '@elan/domain';
import { withUnit } from '@elan/domain';
import { Medal } from 'lucide-react';
import { BadgeMedallion } from '../../../components/ui/badge-medallion.tsx';
import { Panel, PanelError } from '../../../components/ui/panel.tsx';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useBodyBadgesQuery } from '../api/get-body-badges.ts';

function BodyBadge({ badge }: { badge: Badge }) {
  const isEarned = badge.earned === 1;
  return (
    <li className="flex items-center gap-3 rounded-2xl bg-stone-50 px-3 py-3">
      <BadgeMedallion
        code={badge.code}
        category={badge.category}
        state={isEarned ? 'earned' : 'locked'}
        size="md"
      />
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-sm text-stone-900">
          {badge.name}
          {isEarned && <span className="sr-only"> (débloqué)</span>}
        </p>
        <p className="text-stone-600 text-xs">{badge.requirement}</p>
        {!isEarned && (
          <ProgressBar
            percent={badge.progress_percent}
            label={`${badge.name} : ${withUnit(badge.progress_percent, '%')}`}
            className="mt-1.5 h-1.5"
          />
        )}
      </div>
    </li>
  );
}

/** The 14 body badges: earned first, then the closest to being earned. */
export function BodyBadgesPanel() {
  const badges = useBodyBadgesQuery();
  const list = [...(badges.data ?? [])].sort(
    (a, b) => b.earned - a.earned || b.progress_percent - a.progress_percent,
  );
  const earned = list.filter((badge) => badge.earned === 1).length;
  return (
    <Panel
      title="Badges corporels"
      icon={Medal}
      action={
        badges.data && (
          <span className="font-semibold text-sm text-stone-600">
            {earned} / {list.length}
          </span>
        )
      }
    >
      {badges.isPending ? (
        <Skeleton className="h-40" />
      ) : badges.isError ? (
        <PanelError text="Impossible de charger les badges." onRetry={() => void badges.refetch()} />
      ) : (
        <ul className="grid gap-2 sm:grid-cols-2">
          {list.map((badge) => (
            <BodyBadge key={badge.badge_id} badge={badge} />
          ))}
        </ul>
      )}
    </Panel>
  );
}
