import type { Badge } from '@elan/domain';
import { describe, expect, it } from 'vitest';
import {
  badgeName,
  categoryLabel,
  earnedOnLabel,
  isHiddenSecret,
  latestEarned,
  pointsLabel,
  splitBadges,
} from './badge-format.ts';

let nextId = 1;
function badge(overrides: Partial<Badge>): Badge {
  const id = nextId++;
  return {
    badge_id: id,
    id,
    code: `b${id}`,
    name: `Badge ${id}`,
    icon: '🎯',
    description: 'Une description.',
    requirement: '1 séance terminée',
    gradient: 'from-sky-400 to-blue-600',
    color: '#2D7FF9',
    points: 10,
    category: 'volume',
    is_secret: false,
    earned: 0,
    earned_at: null,
    progress_percent: 0,
    ...overrides,
  };
}

describe('affichage des badges', () => {
  it('nomme « Badge » un badge sans nom', () => {
    expect(badgeName({ name: '  ' })).toBe('Badge');
    expect(badgeName({ name: 'Premier pas' })).toBe('Premier pas');
  });

  it('garde le secret d’un badge secret tant qu’il n’est pas obtenu', () => {
    expect(isHiddenSecret(badge({ is_secret: true, name: '???' }))).toBe(true);
    expect(isHiddenSecret(badge({ is_secret: true, earned: 1, earned_at: '2026-03-01T10:00:00Z' }))).toBe(
      false,
    );
    expect(isHiddenSecret(badge({}))).toBe(false);
  });

  it('date, points et catégorie en français', () => {
    expect(earnedOnLabel('2026-03-03T10:00:00.000Z')).toBe('Obtenu le 3 mars 2026');
    expect(earnedOnLabel(null)).toBeNull();
    expect(pointsLabel(1)).toBe('1 pt');
    expect(pointsLabel(25)).toBe('25 pts');
    expect(pointsLabel(0)).toBe('0 pt');
    expect(pointsLabel(12500)).toBe('12\u202F500 pts');
    expect(categoryLabel('regularite')).toBe('Régularité');
    expect(categoryLabel('inconnue')).toBe('inconnue');
  });

  it('range les obtenus du plus récent au plus ancien, les autres du plus avancé, secrets à la fin', () => {
    const old = badge({ earned: 1, earned_at: '2026-01-01T08:00:00Z' });
    const recent = badge({ earned: 1, earned_at: '2026-02-01T08:00:00Z' });
    const secret = badge({ is_secret: true, name: '???', progress_percent: 90 });
    const half = badge({ progress_percent: 50 });
    const little = badge({ progress_percent: 10 });
    const { earned, locked } = splitBadges([old, secret, little, recent, half]);
    expect(earned.map((item) => item.id)).toEqual([recent.id, old.id]);
    expect(locked.map((item) => item.id)).toEqual([half.id, little.id, secret.id]);
    expect(latestEarned([old, recent, half], 1).map((item) => item.id)).toEqual([recent.id]);
  });
});
