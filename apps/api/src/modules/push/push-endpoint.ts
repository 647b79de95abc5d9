import { promises as dns, type LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * The push services browsers subscribe to (decision 026): Chrome, Edge-on-Chromium, Opera and
 * Android use Google's FCM; Firefox Mozilla's autopush; Safari Apple's web push; legacy Edge
 * Microsoft's WNS. A subscription whose endpoint is elsewhere is refused: our server posts to it.
 */
export const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
] as const;
/** Any host under these (`web.push.apple.com`, `wns2-par02p.notify.windows.com`…). */
export const PUSH_SERVICE_DOMAINS = [
  'push.services.mozilla.com',
  'push.apple.com',
  'notify.windows.com',
] as const;

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '[::1]', 'localhost']);
const HOST_NAME = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/;

/**
 * Whether the server may post to `endpoint`: https on port 443, no user or password, at a push
 * service host. Parsed with WHATWG URL, the parser the sender uses, so both read the same host.
 * `allowLoopback` (tests only) also lets http(s) to 127.0.0.1, [::1] or localhost through.
 */
export function isAllowedPushEndpoint(endpoint: string, allowLoopback = false): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  const host = url.hostname;
  if (allowLoopback && LOOPBACK_HOSTS.has(host) && ['http:', 'https:'].includes(url.protocol)) return true;
  // WHATWG drops a default port: `:443` reads as ''. An IP literal is no push service's host.
  if (url.protocol !== 'https:' || url.port !== '' || !HOST_NAME.test(host)) return false;
  return (
    (PUSH_SERVICE_HOSTS as readonly string[]).includes(host) ||
    PUSH_SERVICE_DOMAINS.some((domain) => host.endsWith(`.${domain}`))
  );
}

/** A public unicast address (an IPv4-mapped IPv6 judged as its IPv4); loopback too when allowed. */
export function isPublicAddress(address: string, allowLoopback = false): boolean {
  if (!ipaddr.isValid(address)) return false;
  const range = ipaddr.process(address).range();
  return range === 'unicast' || (allowLoopback && range === 'loopback');
}

export type Resolve = (hostname: string) => Promise<LookupAddress[]>;
const systemResolve: Resolve = (hostname) => dns.lookup(hostname, { all: true, order: 'verbatim' });

/**
 * The DNS lookup the push request connects with: the addresses it answers are the ones checked,
 * so nothing resolved later (DNS rebinding) can swap a private address in. Any private,
 * loopback, link-local or reserved address among them refuses the whole host.
 */
export function guardedLookup(allowLoopback: boolean, resolve: Resolve = systemResolve): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (addresses) => {
        const [first] = addresses;
        if (!first || addresses.some(({ address }) => !isPublicAddress(address, allowLoopback))) {
          const error = Object.assign(new Error(`adresse non publique pour ${hostname}`), {
            code: 'ENOTPUBLIC',
          });
          callback(error, '', 4);
        } else if (options.all) callback(null, addresses);
        else callback(null, first.address, first.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 4),
    );
  };
}
