import { getHeapStatistics } from 'node:v8';
import { MESSAGES } from '@elan/domain';
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import type { OverloadLimits } from '../config.ts';
import { AppError } from '../lib/app-error.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Answered even when the server is overloaded (liveness, metrics): the operator must see in. */
    isOverloadExempt?: boolean;
  }
}

/** Seconds a client should wait before trying again when the server is overloaded. */
const RETRY_AFTER_SECONDS = 10;
/** under-pressure's own default: the event-loop delay is a mean over this many milliseconds. */
const DEFAULT_SAMPLE_INTERVAL_MS = 1000;

export const DEFAULT_OVERLOAD: OverloadLimits = { maxEventLoopDelayMs: 1000, maxHeapUsedBytes: undefined };

/**
 * @fastify/under-pressure (decision 030): while the event loop lags past the limit, or the heap
 * is nearly full, requests are refused at once with 503, Retry-After and the French envelope,
 * before they pile up and the server stalls. Probes (`isOverloadExempt`) still answer.
 */
export async function registerOverloadProtection(app: FastifyInstance, limits: OverloadLimits) {
  const heapLimit = Math.floor(getHeapStatistics().heap_size_limit * 0.9);
  const sampleInterval = limits.sampleIntervalMs ?? DEFAULT_SAMPLE_INTERVAL_MS;
  // The first samples measure the start-up's own work (loading, compiling schemas), not load:
  // refusals begin two samples after the app is ready.
  let isArmed = false;
  app.addHook('onReady', async () => {
    setTimeout(() => {
      isArmed = true;
    }, 2 * sampleInterval).unref();
  });
  await app.register(underPressure, {
    maxEventLoopDelay: limits.maxEventLoopDelayMs,
    maxHeapUsedBytes: limits.maxHeapUsedBytes ?? heapLimit,
    sampleInterval,
    pressureHandler: async (request, reply, type, value) => {
      if (!isArmed || request.routeOptions.config.isOverloadExempt) return;
      request.log.warn({ pressure: type, value }, 'surcharge : requête refusée');
      reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
      throw new AppError('SERVICE_UNAVAILABLE', MESSAGES.serverBusy);
    },
  });
}
