import { formatRelativeTime } from '@elan/domain';
import { ApiError } from '../../lib/api-client.ts';

/** Spec §9 feed rule: 'À l'instant', 'Il y a n min', 'Il y a nh', 'Il y a nj' under 7 days, then a short date. */
export function feedTime(createdAt: string, now: Date = new Date()): string {
  return formatRelativeTime(createdAt, now, 'feed');
}

/** The first letter of a name, for avatars without a picture. */
export function nameInitial(name: string): string {
  return name.trim().charAt(0).toUpperCase() || '?';
}

/** Spec §8 public profile errors, decided by the answer: 404, 403, anything else. */
export function publicProfileError(error: unknown): string {
  if (error instanceof ApiError && error.status === 404) return 'Utilisateur introuvable';
  if (error instanceof ApiError && error.status === 403) return 'Ce profil est privé';
  return 'Erreur lors du chargement du profil';
}
