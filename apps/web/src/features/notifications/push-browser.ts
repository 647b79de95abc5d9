import { PUSH_TEXTS, type PushSubscriptionInput } from '@elan/domain';
import { applicationServerKey } from './push-support.ts';

/** How long to wait for the service worker before saying push is not available here. */
const SERVICE_WORKER_WAIT_MS = 10_000;

/** The active service worker registration, or an error in French when none comes up. */
export async function serviceWorkerRegistration(): Promise<ServiceWorkerRegistration> {
  let timeout: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timeout = setTimeout(() => reject(new Error(PUSH_TEXTS.unsupportedOnDevice)), SERVICE_WORKER_WAIT_MS);
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, timedOut]);
  } finally {
    clearTimeout(timeout);
  }
}

/** This browser's push subscription for Élan, if any (never waits for a worker that is not there). */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration?.pushManager) return null;
  return registration.pushManager.getSubscription();
}

/** Spec §5: asks permission (a denial is a failure), then subscribes with the VAPID key. */
export async function subscribeThisBrowser(publicKey: () => Promise<string>): Promise<PushSubscription> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new Error(PUSH_TEXTS.permissionDenied);
  const key = await publicKey();
  const registration = await serviceWorkerRegistration();
  const existing = await registration.pushManager.getSubscription();
  if (existing) return existing;
  return registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: applicationServerKey(key),
  });
}

/** What POST /push/subscribe wants: the subscription's JSON (endpoint and keys). */
export function subscriptionBody(subscription: PushSubscription): PushSubscriptionInput {
  const json = subscription.toJSON();
  return {
    endpoint: json.endpoint ?? subscription.endpoint,
    expirationTime: json.expirationTime ?? null,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
}
