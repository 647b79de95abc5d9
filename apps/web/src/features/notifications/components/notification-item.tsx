import { formatRelativeTime, NOTIFICATION_ICONS, type Notification } from '@elan/domain';
import { keepFrenchPunctuationTogether } from '../bell-badge.ts';

type NotificationItemProps = {
  notification: Notification;
  now: Date;
  onOpen: (notification: Notification) => void;
};

function iconOf(type: string): string {
  return type in NOTIFICATION_ICONS
    ? NOTIFICATION_ICONS[type as keyof typeof NOTIFICATION_ICONS]
    : NOTIFICATION_ICONS.other;
}

/** One line of the dropdown (spec §2): icon, title, message, relative time; unread ones stand out. */
export function NotificationItem({ notification, now, onOpen }: NotificationItemProps) {
  const { title, message, read, created_at: createdAt } = notification;
  return (
    <li>
      <button
        type="button"
        onClick={() => onOpen(notification)}
        className={`flex w-full items-start gap-3 px-4 py-3 text-left transition-colors hover:bg-stone-50 focus-visible:bg-stone-50 focus-visible:outline-2 focus-visible:outline-brand-600 focus-visible:-outline-offset-2 ${read ? '' : 'bg-brand-50/60'}`}
      >
        <span
          aria-hidden="true"
          className="grid size-9 shrink-0 place-items-center rounded-full bg-white text-lg shadow-sm ring-1 ring-stone-200"
        >
          {iconOf(notification.type)}
        </span>
        <span className="min-w-0 flex-1">
          <span className="flex items-start justify-between gap-2">
            <span className={`text-sm text-stone-900 ${read ? 'font-medium' : 'font-bold'}`}>
              {keepFrenchPunctuationTogether(title)}
            </span>
            {!read && (
              <span className="mt-1.5 size-2 shrink-0 rounded-full bg-brand-600">
                <span className="sr-only">Non lue</span>
              </span>
            )}
          </span>
          <span className="mt-0.5 block text-sm text-stone-600">
            {keepFrenchPunctuationTogether(message)}
          </span>
          <time dateTime={createdAt} className="mt-1 block text-stone-500 text-xs">
            {formatRelativeTime(createdAt, now)}
          </time>
        </span>
      </button>
    </li>
  );
}
