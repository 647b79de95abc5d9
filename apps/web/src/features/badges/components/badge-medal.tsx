import type { Badge } from '@elan/domain';
import { isHiddenSecret } from '../badge-format.ts';

const SIZES = {
  sm: 'size-10 rounded-xl text-xl',
  md: 'size-12 rounded-2xl text-2xl',
  lg: 'size-16 rounded-2xl text-3xl',
} as const;

type BadgeMedalProps = {
  badge: Pick<Badge, 'icon' | 'gradient' | 'earned' | 'is_secret' | 'name'>;
  size?: keyof typeof SIZES;
  className?: string;
};

/**
 * A badge's emoji on its category gradient (the server's Tailwind classes). Not yet earned: a
 * muted tile; a hidden secret shows a question mark instead of its emoji. Decorative: the badge's
 * name is always written next to it.
 */
export function BadgeMedal({ badge, size = 'md', className = '' }: BadgeMedalProps) {
  const isEarned = badge.earned === 1;
  const look = isEarned
    ? `bg-gradient-to-br ${badge.gradient} shadow-md shadow-stone-900/10 ring-2 ring-white`
    : 'bg-stone-100 ring-1 ring-stone-200 ring-inset';
  return (
    <span
      aria-hidden="true"
      className={`grid shrink-0 place-items-center leading-none ${SIZES[size]} ${look} ${className}`.trim()}
    >
      <span className={isEarned ? 'drop-shadow-sm' : 'opacity-50 grayscale'}>
        {isHiddenSecret(badge) ? '❔' : badge.icon}
      </span>
    </span>
  );
}
