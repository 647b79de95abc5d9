import { describe, expect, it } from 'vitest';
import { BADGE_DEFINITIONS } from '../constants/badges.ts';
import { badgeLook, tierOnLadder } from './badge-tier.ts';

describe('palier d’un badge (décision 080)', () => {
  it.each([
    [1, [1], 'bronze'],
    [1, [1, 5], 'bronze'],
    [5, [1, 5], 'argent'],
    [3, [3, 7, 14, 30, 100], 'bronze'],
    [7, [3, 7, 14, 30, 100], 'bronze'],
    [14, [3, 7, 14, 30, 100], 'argent'],
    [30, [3, 7, 14, 30, 100], 'argent'],
    [100, [3, 7, 14, 30, 100], 'or'],
    [60, [60, 300, 1000, 5000], 'bronze'],
    [1000, [60, 300, 1000, 5000], 'argent'],
    [5000, [60, 300, 1000, 5000], 'or'],
  ] as const)('seuil %d sur l’échelle %j : %s', (threshold, ladder, tier) => {
    expect(tierOnLadder(threshold, ladder)).toBe(tier);
  });

  it('chaque badge du catalogue a une catégorie, un palier et une couleur', () => {
    for (const definition of BADGE_DEFINITIONS) {
      expect(badgeLook(definition.code)).toMatchObject({
        category: definition.category,
        color: definition.color,
      });
    }
    expect(badgeLook('streak_100')?.tier).toBe('or');
    expect(badgeLook('sessions_1')?.tier).toBe('bronze');
    expect(badgeLook('friends_5')?.tier).toBe('argent');
    expect(badgeLook('inconnu')).toBeUndefined();
  });

  it('les trois paliers existent dans le catalogue', () => {
    const tiers = new Set(BADGE_DEFINITIONS.map((definition) => badgeLook(definition.code)?.tier));
    expect([...tiers].sort()).toEqual(['argent', 'bronze', 'or']);
  });
});
