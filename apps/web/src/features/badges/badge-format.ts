import {
  BADGE_CATEGORY_LABELS,
  type Badge,
  type BadgeCategory,
  formatDecimal,
  formatShortDate,
  plural,
  SECRET_BADGE_MASK,
} from '@elan/domain';

/** Spec /profile/{userId}: a badge without a name reads « Badge ». */
export const DEFAULT_BADGE_NAME = 'Badge';

export function badgeName(badge: Pick<Badge, 'name'>): string {
  return badge.name.trim() || DEFAULT_BADGE_NAME;
}

export function isEarned(badge: Pick<Badge, 'earned'>): boolean {
  return badge.earned === 1;
}

/** A secret badge not yet earned: the server already masks it, the screen keeps the mystery too. */
export function isHiddenSecret(badge: Pick<Badge, 'earned' | 'is_secret' | 'name'>): boolean {
  return !isEarned(badge) && (badge.is_secret || badge.name === SECRET_BADGE_MASK.name);
}

export function categoryLabel(category: string): string {
  return category in BADGE_CATEGORY_LABELS ? BADGE_CATEGORY_LABELS[category as BadgeCategory] : category;
}

/** « Obtenu le 3 mars 2026 », or nothing without a date. */
export function earnedOnLabel(earnedAt: string | null): string | null {
  return earnedAt ? `Obtenu le ${formatShortDate(earnedAt)}` : null;
}

/** « 10 pts », « 1 pt ». */
export function pointsLabel(points: number): string {
  return `${formatDecimal(points)} ${plural(points, 'pt', 'pts')}`;
}

/** The member's earned badges, newest first (the all-badges list is in catalogue order). */
export function latestEarned(badges: readonly Badge[], count: number): Badge[] {
  return badges
    .filter(isEarned)
    .sort((a, b) => (b.earned_at ?? '').localeCompare(a.earned_at ?? ''))
    .slice(0, count);
}

/** 'Tous les Badges': earned newest first; locked closest to unlocking first, secrets last. */
export function splitBadges(badges: readonly Badge[]): { earned: Badge[]; locked: Badge[] } {
  const earned = latestEarned(badges, badges.length);
  const locked = badges
    .filter((badge) => !isEarned(badge))
    .sort(
      (a, b) =>
        Number(isHiddenSecret(a)) - Number(isHiddenSecret(b)) || b.progress_percent - a.progress_percent,
    );
  return { earned, locked };
}
