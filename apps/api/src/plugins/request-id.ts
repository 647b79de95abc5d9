import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** An id a proxy (nginx's `$request_id`) or a client may hand us: short, and safe in a log line. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * Fastify's request-id options (decision 030): an incoming `X-Request-Id` is kept when it is sane,
 * otherwise the request gets a new UUID; pino writes it as `reqId` (Fastify's label) on every line of the request.
 * Fastify's own `requestIdHeader` would take any header value as it is, hence `genReqId`.
 */
export const requestIdOptions = {
  requestIdHeader: false,
  genReqId: (request: IncomingMessage) => {
    const incoming = request.headers['x-request-id'];
    return typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
  },
} as const;

/** Every response, errors and 404s included, names its request. */
export function registerRequestIdHeader(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });
}
