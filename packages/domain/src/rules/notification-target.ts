import type { NotificationType } from '../constants/notifications.ts';

/**
 * Where a notification leads when clicked (spec §2 Shell): a badge to /profile, a session
 * completed to its programme when it carries programId, a reminder to /programs.
 */
export function notificationTarget(
  type: NotificationType | string,
  data: { programId?: number } = {},
): string {
  switch (type) {
    case 'badge_unlocked':
    case 'weekly_goal':
      return '/profile';
    case 'session_completed':
    case 'new_program':
      return data.programId ? `/programs/${data.programId}` : '/programs';
    case 'training_reminder':
      return '/programs';
    default:
      return '/dashboard';
  }
}
