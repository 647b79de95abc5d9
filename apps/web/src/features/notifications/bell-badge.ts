import { plural } from '@elan/domain';

/** Spec §9: the bell's badge caps at « 9+ »; nothing when all is read. */
export function unreadBadgeText(unreadCount: number): string | null {
  if (unreadCount <= 0) return null;
  return unreadCount > 9 ? '9+' : String(unreadCount);
}

/**
 * The bell's accessible name, with the unread count spelled out. Past 9 it starts with the « 9+ »
 * the badge shows (WCAG 2.5.3, label in name: a voice user says what they see), then the count.
 */
export function bellLabel(unreadCount: number): string {
  if (unreadCount <= 0) return 'Notifications';
  if (unreadCount > 9) return `Notifications, 9+ non lues, ${unreadCount} au total`;
  return `Notifications, ${unreadCount} ${plural(unreadCount, 'non lue', 'non lues')}`;
}

/**
 * French typography on screen: the spaces inside « guillemets » and before ! ? : ; become
 * no-break spaces, so that a quoted name never wraps away from its marks.
 */
export function keepFrenchPunctuationTogether(text: string): string {
  return text.replace(/« /g, '«\u00A0').replace(/ (»|!|\?|:|;)/g, '\u00A0$1');
}
