import type { NotificationType, SocialNotificationType } from '../constants/notifications.ts';

/**
 * Where a notification leads when clicked (spec §2 Shell): a badge to /profile, a session
 * completed to its programme when it carries programId, a reminder to /programs; the circle's
 * to /friends or /feed, a comment to its session, and a notification that names its own page (`url`, a path) there.
 */
export function notificationTarget(
  type: NotificationType | SocialNotificationType | string,
  data: { programId?: number; completionId?: number; url?: string } = {},
): string {
  if (data.url?.startsWith('/') && !data.url.startsWith('//')) return data.url;
  switch (type) {
    case 'friend_request':
    case 'friend_accepted':
      return '/friends';
    case 'feed_reaction':
      return '/feed';
    case 'badge_unlocked':
    case 'weekly_goal':
      return '/profile';
    case 'session_completed':
    case 'new_program':
      return data.programId ? `/programs/${data.programId}` : '/programs';
    case 'training_reminder':
      return '/programs';
    case 'comment':
      return data.completionId ? `/completion/${data.completionId}` : '/dashboard';
    default:
      return '/dashboard';
  }
}
