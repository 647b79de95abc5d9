import type { EarnedBadge } from '@elan/domain';
import { Medal } from 'lucide-react';
import { useId } from 'react';
import { BadgeMedallion } from '../../../components/ui/badge-medallion.tsx';

/** The badges this completion earned, each as its drawn medallion; nothing when none. */
export function EarnedBadges({ badges }: { badges: EarnedBadge[] }) {
  const headingId = useId();
  if (badges.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-stone-200 bg-white p-5">
      <h2 id={headingId} className="flex items-center gap-2 font-bold text-lg text-stone-900">
        <Medal aria-hidden="true" className="size-5 text-brand-600" />
        {badges.length > 1 ? 'Badges gagnés' : 'Badge gagné'}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {badges.map((badge) => (
          <li
            key={badge.code}
            className="flex items-center gap-2 rounded-full bg-stone-50 py-1 pr-3 pl-1 ring-1 ring-stone-200"
          >
            <BadgeMedallion code={badge.code} category={badge.category} size="xs" />
            <span className="font-semibold text-sm text-stone-900">{badge.name}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
