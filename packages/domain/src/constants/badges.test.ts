import { describe, expect, it } from 'vitest';
import { BADGE_CATEGORIES, BADGE_DEFINITIONS, badgeProgressPercent, isBadgeEarned } from './badges.ts';

describe('catalogue de badges', () => {
  it('compte au moins 30 badges aux codes uniques, dont 2 secrets, dans chaque catégorie', () => {
    expect(BADGE_DEFINITIONS.length).toBeGreaterThanOrEqual(30);
    expect(new Set(BADGE_DEFINITIONS.map((badge) => badge.code)).size).toBe(BADGE_DEFINITIONS.length);
    expect(BADGE_DEFINITIONS.filter((badge) => badge.is_secret).length).toBeGreaterThanOrEqual(2);
    for (const category of BADGE_CATEGORIES) {
      expect(
        BADGE_DEFINITIONS.some((badge) => badge.category === category),
        category,
      ).toBe(true);
    }
  });

  it('couvre les paliers demandés', () => {
    const thresholds = (metric: string) =>
      BADGE_DEFINITIONS.filter((badge) => badge.metric === metric).map((badge) => badge.threshold);
    expect(thresholds('longest_streak')).toEqual([3, 7, 14, 30, 100]);
    expect(thresholds('total_sessions')).toEqual([1, 10, 25, 50, 100, 250]);
    expect(thresholds('total_minutes')).toEqual([60, 300, 1000, 5000]);
  });

  it.each(BADGE_DEFINITIONS.map((badge) => [badge.code, badge] as const))(
    '%s : non obtenu juste en dessous du seuil, obtenu au seuil',
    (_code, badge) => {
      expect(isBadgeEarned(badge, badge.threshold - 1)).toBe(false);
      expect(badgeProgressPercent(badge, badge.threshold - 1)).toBeLessThan(100);
      expect(isBadgeEarned(badge, badge.threshold)).toBe(true);
      expect(badgeProgressPercent(badge, badge.threshold)).toBe(100);
      expect(badgeProgressPercent(badge, badge.threshold * 3)).toBe(100);
      expect(badgeProgressPercent(badge, 0)).toBe(0);
    },
  );
});
