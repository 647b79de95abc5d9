import type { Notification } from '@elan/domain';

/**
 * Spec §4 and §8: a notification marked read stays read on screen, even when the server call
 * failed. The ids marked in this tab are remembered so that the next poll does not bring them back.
 */
const locallyRead = new Set<number>();

export function rememberRead(ids: readonly number[]): void {
  for (const id of ids) locallyRead.add(id);
}

export function withLocalReads(notifications: readonly Notification[]): Notification[] {
  return notifications.map((item) => (locallyRead.has(item.id) ? { ...item, read: true } : item));
}
