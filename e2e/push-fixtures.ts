import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type { BrowserContext } from 'playwright-core';

/**
 * Headless Chromium reaches no push service here: the browser's `pushManager.subscribe` answers a
 * subscription shaped like a real one (a P-256 key, a 16-byte secret, a loopback endpoint), the
 * rest of the journey (permission, VAPID key, the app's calls) is the real one.
 */
export async function fakePushService(context: BrowserContext) {
  const { publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const p256dh = publicKey.export({ format: 'der', type: 'spki' }).subarray(-65).toString('base64url');
  const auth = randomBytes(16).toString('base64url');
  const endpoint = `http://127.0.0.1:9/push/e2e-${randomBytes(6).toString('hex')}`;
  await context.addInitScript(
    ({ endpoint, p256dh, auth }) => {
      const key = 'e2e-push-subscription';
      const make = () => ({
        endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true },
        toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh, auth } }),
        unsubscribe: async () => {
          localStorage.removeItem(key);
          return true;
        },
      });
      PushManager.prototype.subscribe = async function subscribe() {
        localStorage.setItem(key, '1');
        return make() as unknown as PushSubscription;
      };
      PushManager.prototype.getSubscription = async function getSubscription() {
        return (localStorage.getItem(key) ? make() : null) as unknown as PushSubscription | null;
      };
    },
    { endpoint, p256dh, auth },
  );
}
