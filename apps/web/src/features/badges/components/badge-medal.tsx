import type { Badge } from '@elan/domain';
import { BadgeMedallion } from '../../../components/ui/badge-medallion.tsx';
import { isHiddenSecret } from '../badge-format.ts';

const SIZES = { sm: 'sm', md: 'md', lg: 'lg' } as const;

type BadgeMedalProps = {
  badge: Pick<Badge, 'code' | 'category' | 'earned' | 'is_secret' | 'name'>;
  size?: keyof typeof SIZES;
  className?: string;
};

/**
 * A member's badge as its drawn medallion (decision 080): earned, locked (grey, padlock) or, for a
 * secret not yet earned, a question mark. The badge's name is always written next to it.
 */
export function BadgeMedal({ badge, size = 'md', className = '' }: BadgeMedalProps) {
  let state: 'earned' | 'locked' | 'hidden' = badge.earned === 1 ? 'earned' : 'locked';
  if (isHiddenSecret(badge)) state = 'hidden';
  return (
    <BadgeMedallion
      code={badge.code}
      category={badge.category}
      state={state}
      size={SIZES[size]}
      className={className}
    />
  );
}
