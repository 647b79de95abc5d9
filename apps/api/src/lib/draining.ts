import { MESSAGES } from '@elan/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

/** How long `app.close()` lets running requests finish before it cuts their connections. */
const DRAIN_GRACE_MS = 5_000;

/** Seconds a client refused during a shutdown should wait (another process, or this one restarted). */
const RETRY_AFTER_SECONDS = '5';

/**
 * Graceful shutdown (decision 040). `app.close()` resolves only once the requests already running
 * have answered (at most `graceMs`), so that `server.ts` stops the jobs, the pool and the database
 * after them. Node's `server.close()` alone waits for connections, not handlers: a client that went
 * away mid-request leaves its handler running on the pool. A request that arrives while draining
 * (pipelined, or on a keep-alive connection) gets the French 503 with `Retry-After`.
 */
export function registerDraining(app: FastifyInstance, graceMs = DRAIN_GRACE_MS) {
  const running = new Set<FastifyRequest>();
  let isDraining = false;
  let onIdle: (() => void) | undefined;
  const finish = (request: FastifyRequest) => {
    running.delete(request);
    if (running.size === 0) onIdle?.();
  };

  app.addHook('onRequest', async (request, reply) => {
    if (isDraining) {
      reply.header('Connection', 'close').header('Retry-After', RETRY_AFTER_SECONDS);
      throw new AppError('SERVICE_UNAVAILABLE', MESSAGES.serviceUnavailable);
    }
    running.add(request);
  });
  // onSend: the handler is done with the database, whether or not its client is still there.
  app.addHook('onSend', async (request) => finish(request));
  app.addHook('onResponse', async (request) => finish(request));

  // Fastify's own closing answer is English and outside the envelope: it is off in app.ts
  // (`return503OnClosing: false`), and `isDraining` answers instead. The grace starts here, before
  // Node's `server.close()` waits for connections, so that one stuck client cannot hold it for ever.
  let drained = Promise.resolve();
  app.addHook('preClose', async () => {
    isDraining = true;
    drained = new Promise<void>((resolve) => {
      const giveUp = setTimeout(() => {
        // Past the grace the remaining clients are cut; a handler that then meets the ended pool
        // answers 503 (faults.ts), never 500.
        app.server.closeAllConnections();
        resolve();
      }, graceMs);
      onIdle = () => {
        clearTimeout(giveUp);
        // Keep-alive connections left idle by the last answers would hold `server.close()` open.
        app.server.closeIdleConnections();
        resolve();
      };
      if (running.size === 0) onIdle();
    });
  });
  app.addHook('onClose', async () => {
    await drained;
  });
}
