import { countLabel, FEELING_EMOJIS, type Feeling, NBSP, plural, ROLE_LABELS, type Role } from '@elan/domain';
import { ApiError } from '../../lib/api-client.ts';

/** Spec /profile/{userId} defaults and empty texts. */
export const DEFAULT_SESSION_TITLE = 'Session';
export const NO_MEMBER_PROGRAM = 'Aucun programme pour cet utilisateur';
export const NO_MEMBER_SESSION = 'Aucune session réalisée pour le moment';
export const PHOTO_AVAILABLE = 'Photo disponible';
/** Spec §9: three sessions shown before 'Voir plus'. */
export const MEMBER_SESSIONS_SHOWN = 3;

/** A `/profile/{userId}` path segment that can be a member's id (a positive 32-bit integer), or null. */
export function parseUserId(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

/** Decision 027: the API closes a private member's profile to strangers with a 403. */
export function isPrivateProfileError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403;
}

/** Spec /profile: a chip only for coaches and admins. */
export function roleChipLabel(role: Role): string | null {
  return role === 'user' ? null : ROLE_LABELS[role];
}

/** Spec /profile/{userId}: a session without a feeling shows the 'good' emoji. */
export function feelingEmoji(feeling: Feeling | null): string {
  return FEELING_EMOJIS[feeling ?? 'good'];
}

export function sessionTitle(title: string | null | undefined): string {
  return title?.trim() || DEFAULT_SESSION_TITLE;
}

/** « Voir plus (7 autres) », « Voir plus (1 autre) ». */
export function showMoreLabel(hiddenCount: number): string {
  return `Voir plus (${hiddenCount} ${plural(hiddenCount, 'autre', 'autres')})`;
}

/** « 2 / 8 séances », « 0 / 1 séance »: on one line. */
export function sessionsProgressLabel(completed: number, total: number): string {
  return `${completed}${NBSP}/${NBSP}${countLabel(total, 'séance', 'séances')}`;
}
