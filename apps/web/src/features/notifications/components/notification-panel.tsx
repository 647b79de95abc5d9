import { type Notification, PUSH_TEXTS } from '@elan/domain';
import { BellOff, CheckCheck, Settings } from 'lucide-react';
import { Link } from 'react-router';
import { PATHS } from '../../../config/paths.ts';
import { NotificationItem } from './notification-item.tsx';

type NotificationPanelProps = {
  id: string;
  headingId: string;
  notifications: Notification[];
  unreadCount: number;
  onOpen: (notification: Notification) => void;
  onMarkAllRead: () => void;
  onClose: () => void;
};

/** Spec §2 dropdown: the list, 'Tout marquer lu', 'Aucune notification', 'Gérer les notifications'. */
export function NotificationPanel({
  id,
  headingId,
  notifications,
  unreadCount,
  onOpen,
  onMarkAllRead,
  onClose,
}: NotificationPanelProps) {
  const now = new Date();
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className="fixed inset-x-3 top-[4.25rem] z-40 flex max-h-[min(32rem,calc(100dvh-5.5rem))] flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-xl sm:absolute sm:inset-x-auto sm:top-full sm:right-0 sm:mt-2 sm:w-96"
    >
      <div className="flex items-center justify-between gap-2 border-stone-100 border-b px-4 py-3">
        <h2 id={headingId} className="font-bold text-base text-stone-900">
          Notifications
        </h2>
        <button
          type="button"
          onClick={onMarkAllRead}
          disabled={unreadCount === 0}
          className="inline-flex items-center gap-1.5 rounded-lg px-2 py-1 font-semibold text-brand-700 text-sm hover:bg-brand-50 disabled:cursor-not-allowed disabled:text-stone-400 disabled:hover:bg-transparent"
        >
          <CheckCheck aria-hidden="true" className="size-4" />
          {PUSH_TEXTS.markAllRead}
        </button>
      </div>

      {notifications.length === 0 ? (
        <p className="flex flex-col items-center gap-2 px-4 py-10 text-center text-sm text-stone-500">
          <BellOff aria-hidden="true" className="size-6 text-stone-400" />
          {PUSH_TEXTS.empty}
        </p>
      ) : (
        <ul aria-label="Dernières notifications" className="flex-1 divide-y divide-stone-100 overflow-y-auto">
          {notifications.map((notification) => (
            <NotificationItem key={notification.id} notification={notification} now={now} onOpen={onOpen} />
          ))}
        </ul>
      )}

      <Link
        to={PATHS.notificationSettings}
        onClick={onClose}
        className="flex items-center justify-center gap-2 border-stone-100 border-t px-4 py-3 font-semibold text-sm text-stone-700 hover:bg-stone-50"
      >
        <Settings aria-hidden="true" className="size-4" />
        {PUSH_TEXTS.manage}
      </Link>
    </section>
  );
}
