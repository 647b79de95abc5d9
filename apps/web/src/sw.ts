/// <reference lib="webworker" />
/**
 * Élan's service worker (built by vite-plugin-pwa, strategy injectManifest): the precached app
 * shell and the training reads (`sw-caching.ts`), the offline outbox's Background Sync, and the
 * pushes the server sends (CONTRACT Web Push, payload `PushPayload` of @elan/domain): on a click
 * it focuses an open Élan tab on the notification's target or opens one there.
 */
import type { PrecacheEntry } from 'workbox-precaching';
import { env } from './config/env.ts';
import { OUTBOX_SYNC_TAG, OUTBOX_SYNCED_MESSAGE, syncOutbox } from './features/offline/outbox-sync.ts';
import { setUpCaching } from './sw-caching.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

setUpCaching(self.__WB_MANIFEST);

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

// A new version waits for the member's « Recharger » (workbox-window's messageSkipWaiting).
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// The first install takes the open tabs at once (push, offline); later ones wait as above.
self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

type SyncEvent = ExtendableEvent & { tag: string };

/** Background Sync: the outbox goes as soon as the network is back, even with no tab open. */
(self as EventTarget).addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag !== OUTBOX_SYNC_TAG) return;
  sync.waitUntil(
    syncOutbox(env.apiUrl).then(async ({ sent, waiting }) => {
      if (sent > 0) await tellOpenTabs(OUTBOX_SYNCED_MESSAGE);
      // The browser tries again later while some entries could not go.
      if (waiting > 0) throw new Error(`${waiting} séance(s) encore en attente`);
    }),
  );
});

self.addEventListener('push', (event) => {
  const push = readPush(event.data);
  event.waitUntil(
    Promise.all([
      tellOpenTabs(PUSH_RECEIVED_MESSAGE),
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

/**
 * Tells open Élan tabs that a push came (the bell refreshes without waiting for its poll) or that
 * the outbox was sent.
 */
async function tellOpenTabs(type: string): Promise<void> {
  // Uncontrolled tabs too: the one that just registered this worker may not be claimed yet.
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const client of windows) client.postMessage({ type });
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data as { url?: unknown } | null;
  const url = typeof data?.url === 'string' && data.url.startsWith('/') ? data.url : FALLBACK_URL;
  event.waitUntil(openApp(url));
});
