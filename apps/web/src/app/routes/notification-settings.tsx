import { PushSettings } from '../../features/notifications/components/push-settings.tsx';
import { CalendarLinkCard } from '../../features/schedule/components/calendar-link-card.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';

/** Spec /notifications/settings: push notification settings, and the calendar link (issue 33). */
export function NotificationSettingsRoute() {
  useDocumentTitle('Notifications');
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-2">
      <h1 className="font-extrabold text-2xl text-stone-900 tracking-tight md:text-3xl">Notifications</h1>
      <p className="mb-4 text-stone-600">Choisissez ce qu'Élan vous envoie, et quand.</p>
      <PushSettings />
      {/* Issue 33: the planned sessions in the member's own calendar. */}
      <div className="mt-4">
        <CalendarLinkCard />
      </div>
    </div>
  );
}
