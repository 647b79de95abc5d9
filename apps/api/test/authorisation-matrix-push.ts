import { createECDH, randomBytes } from 'node:crypto';
import { at, type Matrix, ownerOnly, signedIn } from './authorisation-matrix-kit.ts';
import { multipart, STRONG_CSV, type World } from './authorisation-world.ts';

/** A browser's subscription at a real push service's host (never reached: the test's sender answers). */
const subscription = () => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint: `https://fcm.googleapis.com/fcm/send/matrice-${randomBytes(8).toString('hex')}`,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
};
/** A new member with one device subscribed: push routes act on the caller's own devices only. */
const subscribed = async (w: World) => {
  const who = await w.member();
  const device = subscription();
  await w.call(who, 'POST', '/api/push/subscribe', { subscription: device });
  return { who, device };
};
const inTwoMinutes = () => new Date(Date.now() + 120_000).toISOString();

/** Notifications, push and imports (see authorisation-matrix.ts). */
export const PUSH_AND_IMPORT_ROUTES: Matrix = {
  // Notifications and push: the caller's own.
  'GET /api/push/notifications': { expect: signedIn(200), request: at(() => '/api/push/notifications') },
  'POST /api/push/notifications/read-all': {
    expect: signedIn(200),
    request: at(() => '/api/push/notifications/read-all'),
  },
  'POST /api/push/notifications/:id/read': {
    expect: ownerOnly(200, 404),
    request: at((w) => `/api/push/notifications/${w.notification.id}/read`),
  },
  'GET /api/push/stats': { expect: signedIn(200), request: at(() => '/api/push/stats') },
  'GET /api/push/vapid-public-key': {
    expect: { ...signedIn(200), anonymous: 200 },
    request: at(() => '/api/push/vapid-public-key'),
  },
  'POST /api/push/subscribe': {
    expect: signedIn(201),
    request: () => ({ url: '/api/push/subscribe', payload: { subscription: subscription() } }),
  },
  // Self-scoped: each caller acts on a device of their own (`as`); another's endpoint is 404.
  'POST /api/push/unsubscribe': {
    expect: signedIn(200),
    request: async (w) => {
      const { who, device } = await subscribed(w);
      return { url: '/api/push/unsubscribe', payload: { endpoint: device.endpoint }, as: who };
    },
  },
  'GET /api/push/preferences': { expect: signedIn(200), request: at(() => '/api/push/preferences') },
  'PUT /api/push/preferences': {
    expect: signedIn(200),
    request: at(
      () => '/api/push/preferences',
      () => ({ daily_motivation: false }),
    ),
  },
  'POST /api/push/test': {
    expect: signedIn(200),
    request: async (w) => ({ url: '/api/push/test', as: (await subscribed(w)).who }),
  },
  // One rest timer per member every 15 s: each call is a new member's.
  'POST /api/push/rest-timer': {
    expect: signedIn(201),
    request: async (w) => ({
      url: '/api/push/rest-timer',
      payload: { ends_at: inTwoMinutes() },
      as: await w.member(),
    }),
  },
  'DELETE /api/push/rest-timer': {
    expect: signedIn(200),
    request: async (w) => {
      const who = await w.member();
      await w.call(who, 'POST', '/api/push/rest-timer', { ends_at: inTwoMinutes() });
      return { url: '/api/push/rest-timer', as: who };
    },
  },

  // Imports: a preview is its member's; another's id is answered 404.
  'POST /api/imports': {
    expect: signedIn(201),
    request: () => ({
      url: '/api/imports',
      ...multipart('file', 'strong.csv', 'text/csv', Buffer.from(STRONG_CSV)),
    }),
  },
  'POST /api/imports/:id/commit': {
    expect: ownerOnly(200, 404),
    request: async (w) => ({ url: `/api/imports/${(await w.fresh.importPreview()).id}/commit` }),
  },
  'GET /api/imports/export.csv': { expect: signedIn(200), request: at(() => '/api/imports/export.csv') },
};
