import type { PushPayload } from '@elan/domain';
import webPush from 'web-push';

export type VapidKeys = { publicKey: string; privateKey: string; subject: string };
export type PushTarget = { endpoint: string; p256dh: string; auth: string };
/** `gone`: the push service forgot the subscription (404/410); `failed`: worth a retry. */
export type PushOutcome = 'sent' | 'gone' | 'failed';
export type PushSender = (target: PushTarget, payload: PushPayload) => Promise<PushOutcome>;

const TIMEOUT_MS = 10_000;

/**
 * The Web Push protocol through web-push (VAPID JWT, aes128gcm payload), posted with fetch so
 * that a loopback http push service (the tests' stub) is reached the same way as an https one.
 */
export function webPushSender(vapid: VapidKeys): PushSender {
  return async (target, payload) => {
    const request = webPush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      JSON.stringify(payload),
      {
        vapidDetails: vapid,
        contentEncoding: 'aes128gcm',
        TTL: 24 * 60 * 60,
        urgency: payload.type === 'rest_timer' ? 'high' : 'normal',
      },
    );
    try {
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body ?? undefined,
        signal: AbortSignal.timeout(TIMEOUT_MS),
        redirect: 'error',
      });
      await response.arrayBuffer();
      if (response.status === 404 || response.status === 410) return 'gone';
      return response.ok ? 'sent' : 'failed';
    } catch {
      return 'failed';
    }
  };
}

/** A VAPID key pair, generated once (kept in DATA_DIR/secrets.json). */
export const generateVapidKeys = () => webPush.generateVAPIDKeys();
