import { BADGE_CATEGORY_LABELS, type BadgeCategory, type BadgeTier, badgeLook } from '@elan/domain';
import {
  CircleQuestionMark,
  ClipboardList,
  Dumbbell,
  Flame,
  Lock,
  type LucideIcon,
  PersonStanding,
  Sparkles,
  Sunrise,
  Target,
  Timer,
  UsersRound,
} from 'lucide-react';

/** One glyph per catalogue category, from the app's icon family (decision 080). */
const GLYPHS: Record<BadgeCategory, LucideIcon> = {
  regularite: Flame,
  volume: Dumbbell,
  temps: Timer,
  programmes: ClipboardList,
  horaires: Sunrise,
  objectifs: Target,
  social: UsersRound,
  corps: PersonStanding,
  secret: Sparkles,
};

/** The rim's metal, its edge, and the centres of the pips under the glyph (1 to 3: the tier without colour). */
const METALS: Record<BadgeTier, { rim: string; edge: string; pips: number[] }> = {
  bronze: { rim: '#C98A55', edge: '#8A5228', pips: [32] },
  argent: { rim: '#C9D0D8', edge: '#7C8794', pips: [29, 35] },
  or: { rim: '#EBC24B', edge: '#A67A0E', pips: [26, 32, 38] },
};

const LOCKED = { rim: '#D6D3D1', edge: '#A8A29E', disc: '#E7E5E4', glyph: '#A8A29E', lock: '#57534E' };

const SIZES = { xs: 'size-8', sm: 'size-10', md: 'size-12', lg: 'size-16' } as const;

export type BadgeMedallionState = 'earned' | 'locked' | 'hidden';

type BadgeMedallionProps = {
  /** The catalogue code: gives category, tier and colour (domain `badgeLook`). */
  code: string;
  /** Used when the code is not in this build's catalogue. */
  category?: string;
  state?: BadgeMedallionState;
  size?: keyof typeof SIZES;
  className?: string;
};

function isCategory(value: string | undefined): value is BadgeCategory {
  return value !== undefined && value in BADGE_CATEGORY_LABELS;
}

function medallionLabel(category: BadgeCategory, tier: BadgeTier, state: BadgeMedallionState): string {
  if (state === 'hidden') return 'Médaille secrète, verrouillée';
  const kind = BADGE_CATEGORY_LABELS[category];
  return state === 'locked' ? `Médaille ${kind}, verrouillée` : `Médaille ${kind}, ${tier}`;
}

/**
 * A badge as a drawn medallion (issue 29, decision 080): a metal rim by tier with its pips, the
 * category's colour and glyph inside; locked, the whole is grey with a padlock, and a hidden secret
 * shows a question mark. Pure SVG with inline colours: the share card's PNG draws it as the screen.
 */
export function BadgeMedallion({
  code,
  category,
  state = 'earned',
  size = 'md',
  className = '',
}: BadgeMedallionProps) {
  const look = badgeLook(code);
  const kind: BadgeCategory = look?.category ?? (isCategory(category) ? category : 'secret');
  const tier = look?.tier ?? 'bronze';
  const metal = METALS[tier];
  const isLocked = state !== 'earned';
  const Glyph = state === 'hidden' ? CircleQuestionMark : GLYPHS[kind];
  const label = medallionLabel(kind, tier, state);
  const pips = isLocked ? [] : metal.pips;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox="0 0 64 64"
      data-tier={isLocked ? undefined : tier}
      data-state={state}
      className={`shrink-0 ${SIZES[size]} ${className}`.trim()}
    >
      <title>{label}</title>
      <circle cx="32" cy="32" r="31" fill={isLocked ? LOCKED.rim : metal.rim} />
      <circle
        cx="32"
        cy="32"
        r="30"
        fill="none"
        stroke={isLocked ? LOCKED.edge : metal.edge}
        strokeWidth="2"
      />
      <circle cx="32" cy="32" r="24" fill={isLocked ? LOCKED.disc : (look?.color ?? '#57534E')} />
      <circle cx="32" cy="32" r="24" fill="none" stroke="#FFFFFF" strokeOpacity="0.45" strokeWidth="1.5" />
      <path
        d="M14 26a19 19 0 0 1 30-12"
        fill="none"
        stroke="#FFFFFF"
        strokeOpacity="0.35"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
      <Glyph
        x={17}
        y={15}
        width={30}
        height={30}
        color={isLocked ? LOCKED.glyph : '#FFFFFF'}
        strokeWidth={2.25}
        aria-hidden="true"
      />
      {pips.map((x) => (
        <circle key={x} cx={x} cy="51" r="2" fill="#FFFFFF" />
      ))}
      {isLocked && (
        <g>
          <circle cx="50" cy="50" r="12" fill={LOCKED.lock} stroke="#FFFFFF" strokeWidth="2" />
          <Lock x={43} y={43} width={14} height={14} color="#FFFFFF" strokeWidth={2.5} aria-hidden="true" />
        </g>
      )}
    </svg>
  );
}
