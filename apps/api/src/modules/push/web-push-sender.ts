import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { PushPayload } from '@elan/domain';
import webPush from 'web-push';
import { guardedLookup, isAllowedPushEndpoint, type Resolve } from './push-endpoint.ts';

export type VapidKeys = { publicKey: string; privateKey: string; subject: string };
export type PushTarget = { endpoint: string; p256dh: string; auth: string };
/**
 * `gone`: the push service forgot the subscription (404/410), or its endpoint is no longer one
 * we may post to (decision 026); `failed`: worth a retry.
 */
export type PushOutcome = 'sent' | 'gone' | 'failed';
export type PushSender = (target: PushTarget, payload: PushPayload) => Promise<PushOutcome>;
export type PushSenderOptions = {
  /** Tests only: the loopback push-service stub (never set from a production environment). */
  allowLoopback?: boolean;
  /** The DNS resolver (the system's by default). */
  resolve?: Resolve;
};

const TIMEOUT_MS = 10_000;

type RequestDetails = ReturnType<typeof webPush.generateRequestDetails>;

/**
 * One POST with node's http(s).request, which never follows a redirect (a 3xx is a failure),
 * connecting only to the addresses `lookup` checked. Answers the status code.
 */
function post(request: RequestDetails, lookup: LookupFunction): Promise<number> {
  const url = new URL(request.endpoint);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const outgoing = client.request(
      url,
      {
        method: request.method,
        headers: request.headers as http.OutgoingHttpHeaders,
        lookup,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(request.body ?? undefined);
  });
}

/**
 * The Web Push protocol through web-push (VAPID JWT, aes128gcm payload). The endpoint is checked
 * again here (it may have been stored before the rule, or the rule changed): one that is not a
 * push service's is never posted to, and reads as gone so the subscription is forgotten.
 */
export function webPushSender(vapid: VapidKeys, options: PushSenderOptions = {}): PushSender {
  const allowLoopback = options.allowLoopback ?? false;
  const lookup = guardedLookup(allowLoopback, options.resolve);
  return async (target, payload) => {
    if (!isAllowedPushEndpoint(target.endpoint, allowLoopback)) return 'gone';
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
      const status = await post(request, lookup);
      if (status === 404 || status === 410) return 'gone';
      return status >= 200 && status < 300 ? 'sent' : 'failed';
    } catch {
      return 'failed';
    }
  };
}
