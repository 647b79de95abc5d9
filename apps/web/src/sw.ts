/// <reference lib="webworker" />
/**
 * Élan's service worker (built by vite-plugin-pwa, strategy injectManifest): shows the pushes the
 * server sends (CONTRACT Web Push, payload `PushPayload` of @elan/domain) and, on a click, focuses
 * an open Élan tab on the notification's target or opens one there. No precache yet: the PWA issue
 * adds offline support.
 */
// A module, so that `self` below is this worker's scope and not the page's window.
export {};

declare const self: ServiceWorkerGlobalScope;

/** Kept out of @elan/domain's import: the worker stays a few kilobytes, without Zod. */
const APP_NAME = 'Élan';
const APP_ICON = '/icons/icon-192.png';
const BADGE_ICON = '/icons/badge-96.png';
const FALLBACK_URL = '/dashboard';
/** Kept in step with `hooks/use-refresh-on-push.ts`. */
const PUSH_RECEIVED_MESSAGE = 'elan:push-received';

type ShownPush = { title: string; body: string; url: string; tag?: string; type?: string; icon: string };

/** Reads what the server pushed; a push that is not our JSON still shows something. */
function readPush(data: PushMessageData | null): ShownPush {
  let payload: Record<string, unknown> = {};
  try {
    payload = (data?.json() as Record<string, unknown> | undefined) ?? {};
  } catch {
    payload = { body: data?.text() };
  }
  const text = (key: string) => (typeof payload[key] === 'string' ? (payload[key] as string) : undefined);
  const url = text('url');
  const icon = text('icon');
  return {
    title: text('title') ?? APP_NAME,
    body: text('body') ?? text('message') ?? '',
    // Only a path of this origin: a push never sends the member elsewhere.
    url: url?.startsWith('/') && !url.startsWith('//') ? url : FALLBACK_URL,
    tag: text('tag'),
    type: text('type'),
    // The payload's icon is the type's emoji (already in the title): the app icon is shown.
    icon: icon?.startsWith('/') ? icon : APP_ICON,
  };
}

self.addEventListener('install', () => {
  void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

self.addEventListener('push', (event) => {
  const push = readPush(event.data);
  event.waitUntil(
    Promise.all([
      tellOpenTabs(),
      self.registration.showNotification(push.title, {
        body: push.body,
        icon: push.icon,
        badge: BADGE_ICON,
        lang: 'fr',
        tag: push.tag,
        data: { url: push.url, type: push.type },
      }),
    ]),
  );
});

/** An Élan tab already open is reused (focused, then sent to the target); else a new one opens. */
async function openApp(path: string): Promise<void> {
  const target = new URL(path, self.location.origin).href;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (!open) {
    await self.clients.openWindow(target);
    return;
  }
  const focused = await open.focus();
  if (focused.url === target) return;
  try {
    await focused.navigate(target);
  } catch {
    // A tab this worker does not control yet cannot be sent elsewhere: open the target beside it.
    await self.clients.openWindow(target);
  }
}

/** Tells open Élan tabs that a push came, so that the bell refreshes without waiting for its poll. */
async function tellOpenTabs(): Promise<void> {
  // Uncontrolled tabs too: the one that just registered this worker may not be claimed yet.
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const client of windows) client.postMessage({ type: PUSH_RECEIVED_MESSAGE });
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data as { url?: unknown } | null;
  const url = typeof data?.url === 'string' && data.url.startsWith('/') ? data.url : FALLBACK_URL;
  event.waitUntil(openApp(url));
});
