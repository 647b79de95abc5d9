import { createECDH, createPublicKey, type ECDH, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PushPayload } from '@elan/domain';
import { decrypt } from 'http_ece';

export type Received = { path: string; payload: PushPayload; audience: string; vapidKey: string };

/** The VAPID JWT of `Authorization: vapid t=…, k=…`, its ES256 signature checked with `k`. */
function checkVapid(header: string | undefined, vapidPublicKey: string) {
  const match = /^vapid t=([^,]+),\s*k=(.+)$/.exec(header ?? '');
  if (!match?.[1] || !match[2]) throw new Error(`en-tête VAPID absent : ${header}`);
  const [token, key] = [match[1], match[2]];
  if (key !== vapidPublicKey) throw new Error('clé VAPID inattendue');
  const [head, body, signature] = token.split('.');
  if (!head || !body || !signature) throw new Error('JWT mal formé');
  const point = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const isSigned = verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!isSigned) throw new Error('signature VAPID invalide');
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as { aud: string; exp: number };
  if (claims.exp * 1000 < Date.now()) throw new Error('JWT VAPID expiré');
  return claims.aud;
}

const readBody = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/**
 * A push service on 127.0.0.1 for the tests: it receives the real Web Push requests, checks
 * their VAPID JWT and decrypts their aes128gcm payload with the subscriber's private key.
 * `respond` decides the status per path (201 by default: 410 forgets, 500 retries).
 */
export async function startPushServiceStub(vapidPublicKey: string) {
  const received: Received[] = [];
  const errors: string[] = [];
  const subscribers = new Map<string, { ecdh: ECDH; auth: Buffer }>();
  const statusByPath = new Map<string, number>();
  const server = createServer(async (request, response) => {
    const path = request.url ?? '/';
    const body = await readBody(request);
    try {
      const status = statusByPath.get(path) ?? 201;
      if (status !== 201) {
        response.writeHead(status).end();
        return;
      }
      const audience = checkVapid(request.headers.authorization, vapidPublicKey);
      if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error('encodage inattendu');
      const subscriber = subscribers.get(path);
      if (!subscriber) throw new Error(`abonné inconnu : ${path}`);
      const clear = decrypt(body, {
        version: 'aes128gcm',
        privateKey: subscriber.ecdh,
        authSecret: subscriber.auth,
      });
      received.push({
        path,
        payload: JSON.parse(clear.toString()) as PushPayload,
        audience,
        vapidKey: vapidPublicKey,
      });
      response.writeHead(201).end();
    } catch (error) {
      errors.push(error instanceof Error ? error.message : String(error));
      response.writeHead(400).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    received,
    errors,
    /** A browser's subscription (P-256 key pair, 16 random auth bytes), as `toJSON()` gives it. */
    subscriber(name: string) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const path = `/push/${name}`;
      subscribers.set(path, { ecdh, auth });
      return {
        path,
        subscription: {
          endpoint: `${origin}${path}`,
          keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
        },
      };
    },
    respond(path: string, status: number) {
      statusByPath.set(path, status);
    },
    receivedAt: (path: string) => received.filter((item) => item.path === path).map((item) => item.payload),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
