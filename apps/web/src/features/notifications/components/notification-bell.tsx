import { type Notification, notificationTarget } from '@elan/domain';
import { Bell } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useNotificationsQuery } from '../api/get-notifications.ts';
import { useMarkReadMutation } from '../api/mark-notifications-read.ts';
import { bellLabel, unreadBadgeText } from '../bell-badge.ts';
import { useRefreshOnPush } from '../hooks/use-refresh-on-push.ts';
import { NotificationPanel } from './notification-panel.tsx';

/**
 * Spec §2 Shell: the header bell with its unread badge and dropdown. The panel closes on Escape
 * (focus back on the bell), on a click outside and on navigation.
 */
export function NotificationBell() {
  const { data: notifications = [] } = useNotificationsQuery();
  const markRead = useMarkReadMutation();
  useRefreshOnPush();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const isOpen = openedOn === pathname;
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const headingId = useId();
  const unreadCount = notifications.filter((item) => !item.read).length;
  const badge = unreadBadgeText(unreadCount);

  const close = useCallback(() => setOpenedOn(null), []);

  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [isOpen, close]);

  const onOpen = (notification: Notification) => {
    if (!notification.read) markRead.mutate(notification.id);
    close();
    navigate(notificationTarget(notification.type, notification.data));
  };

  return (
    <div ref={containerRef} className="sm:relative">
      <button
        ref={buttonRef}
        type="button"
        aria-label={bellLabel(unreadCount)}
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        onClick={() => setOpenedOn(isOpen ? null : pathname)}
        className="relative grid size-10 place-items-center rounded-xl text-stone-700 transition-colors hover:bg-stone-100 active:bg-stone-200"
      >
        <Bell aria-hidden="true" className="size-5" />
        {badge && (
          <span
            aria-hidden="true"
            className="-top-0.5 -right-0.5 absolute grid h-5 min-w-5 place-items-center rounded-full bg-brand-600 px-1 font-bold text-[0.6875rem] text-white ring-2 ring-white"
          >
            {badge}
          </span>
        )}
      </button>
      {isOpen && (
        <NotificationPanel
          id={panelId}
          headingId={headingId}
          notifications={notifications}
          unreadCount={unreadCount}
          onOpen={onOpen}
          onMarkAllRead={() => markRead.mutate(null)}
          onClose={close}
        />
      )}
    </div>
  );
}
