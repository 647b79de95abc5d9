import { createHash, timingSafeEqual } from 'node:crypto';
import { MESSAGES } from '@elan/domain';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client.ts';
import { queuedJobsByQueue } from '../jobs/queue-depth.ts';
import { photoRemovalFailures } from '../modules/uploads/photo-removal.ts';
import { sendError } from './errors.ts';

const LABELS = ['method', 'route', 'status_code'] as const;
/** Seconds: from a cached read to a slow export. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const digest = (text: string) => createHash('sha256').update(text).digest();

/** A bearer token equal to the expected one, compared in constant time (equal-length digests). */
function hasToken(header: string | undefined, expected: Buffer) {
  const match = /^Bearer (\S+)$/.exec(header ?? '');
  return match?.[1] !== undefined && timingSafeEqual(digest(match[1]), expected);
}

/** The pool's connections and waiting requests, read at each scrape. */
function poolGauges(registry: Registry, pool: pg.Pool) {
  new Gauge({
    name: 'elan_db_pool_connections',
    help: 'Connexions du pool PostgreSQL de ce processus, par état',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'active' }, pool.totalCount - pool.idleCount);
    },
  });
  new Gauge({
    name: 'elan_db_pool_waiting_requests',
    help: 'Requêtes en attente d’une connexion du pool',
    registers: [registry],
    collect() {
      this.set(pool.waitingCount);
    },
  });
}

function jobsGauge(registry: Registry, db: Database, log: FastifyInstance['log']) {
  new Gauge({
    name: 'elan_jobs_queued',
    help: 'Tâches pg-boss en attente (created ou retry), par file',
    labelNames: ['queue'],
    registers: [registry],
    async collect() {
      this.reset();
      try {
        for (const { queue, count } of await queuedJobsByQueue(db)) this.set({ queue }, count);
      } catch (error) {
        // The database away: the other metrics are still worth scraping.
        log.warn({ err: error }, 'métriques : profondeur des files illisible');
      }
    },
  });
}

/**
 * `GET /api/metrics` for Prometheus (decision 030), one registry per app: request count and
 * latency by route pattern and status, Node's defaults (event-loop delay, heap, CPU), the pool,
 * the job queues. Without `METRICS_TOKEN` nothing is measured and the route answers 404; with it,
 * only `Authorization: Bearer <METRICS_TOKEN>` reads it (401 otherwise).
 */
export function registerMetrics(
  app: FastifyInstance,
  options: { token: string | undefined; db: Database; pool: pg.Pool | undefined },
) {
  const route = { config: { public: true, isOverloadExempt: true } };
  const { token } = options;
  if (!token) {
    app.get('/api/metrics', route, async (_request, reply) => sendError(reply, 404, MESSAGES.notFound));
    return;
  }
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'elan_http_requests_total',
    help: 'Requêtes HTTP servies, par méthode, route et statut',
    labelNames: LABELS,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'elan_http_request_duration_seconds',
    help: 'Durée des requêtes HTTP (secondes), par méthode, route et statut',
    labelNames: LABELS,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  if (options.pool) poolGauges(registry, options.pool);
  jobsGauge(registry, options.db, app.log);
  // Counted by this process, whoever removed the files (a request or the hourly clean-up).
  registry.registerMetric(photoRemovalFailures);

  app.addHook('onResponse', async (request, reply) => {
    // The route's pattern (`/api/programs/:id`), never the raw URL: a bounded set of series.
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      status_code: String(reply.statusCode),
    };
    requests.inc(labels);
    latency.observe(labels, reply.elapsedTime / 1000);
  });

  const expected = digest(token);
  app.get('/api/metrics', route, async (request, reply) => {
    if (!hasToken(request.headers.authorization, expected))
      return sendError(reply, 401, MESSAGES.unauthorized);
    return reply.header('content-type', registry.contentType).send(await registry.metrics());
  });
}
