import { BADGE_DEFINITIONS, type BadgeCategory, type BadgeDefinition } from '../constants/badges.ts';

/** The medallion's metal (issue 29, decision 080): the catalogue has no tier field. */
const BADGE_TIERS = ['bronze', 'argent', 'or'] as const;
export type BadgeTier = (typeof BADGE_TIERS)[number];

/**
 * A badge's tier, from its threshold: the badges that count the same metric form a ladder, sorted
 * by threshold; its lower third is bronze, its middle third argent, its top third or. A badge
 * alone on its metric (a « first ») is bronze; of two, the higher one is argent (decision 080).
 */
export function tierOnLadder(threshold: number, ladder: readonly number[]): BadgeTier {
  const sorted = [...new Set(ladder)].sort((a, b) => a - b);
  const rank = Math.max(0, sorted.indexOf(threshold));
  const index = Math.min(2, Math.floor((rank * 3) / Math.max(3, sorted.length)));
  return BADGE_TIERS[index] ?? 'bronze';
}

function ladderOf(definition: BadgeDefinition): number[] {
  return BADGE_DEFINITIONS.filter((other) => other.metric === definition.metric).map(
    (other) => other.threshold,
  );
}

type BadgeLook = { category: BadgeCategory; tier: BadgeTier; color: string };

const LOOKS = new Map<string, BadgeLook>(
  BADGE_DEFINITIONS.map((definition) => [
    definition.code,
    {
      category: definition.category,
      tier: tierOnLadder(definition.threshold, ladderOf(definition)),
      color: definition.color,
    },
  ]),
);

/** How a catalogue badge is drawn (category, tier, colour), by code; undefined for an unknown code. */
export function badgeLook(code: string): BadgeLook | undefined {
  return LOOKS.get(code);
}
