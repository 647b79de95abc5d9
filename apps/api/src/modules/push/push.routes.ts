import {
  envelope,
  idParams,
  notificationListQuery,
  notificationSchema,
  pushPreferencesSchema,
  pushPreferencesUpdateBody,
  pushStatsSchema,
  pushTestResultSchema,
  readAllResultSchema,
  restTimerBody,
  restTimerSchema,
  subscribeBody,
  subscriptionResultSchema,
  unsubscribeBody,
  vapidKeySchema,
} from '@elan/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUserId } from '../../plugins/auth.ts';
import type { PushService } from './push.service.ts';

const ok = <T>(data: T) => ({ success: true as const, data });

/** Spec §7 Push, plus the rest-end push (CONTRACT). Only the VAPID key is public. */
export const pushRoutes =
  (service: PushService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/push/notifications',
      {
        schema: {
          querystring: notificationListQuery,
          response: { 200: envelope(z.array(notificationSchema)) },
        },
      },
      async (request) =>
        ok(await service.list(currentUserId(request), request.query.limit, request.query.offset)),
    );
    app.post(
      '/push/notifications/read-all',
      { schema: { response: { 200: envelope(readAllResultSchema) } } },
      async (request) => ok(await service.readAll(currentUserId(request))),
    );
    app.post(
      '/push/notifications/:id/read',
      { schema: { params: idParams, response: { 200: envelope(notificationSchema) } } },
      async (request) => ok(await service.read(currentUserId(request), request.params.id)),
    );
    app.get('/push/stats', { schema: { response: { 200: envelope(pushStatsSchema) } } }, async (request) =>
      ok(await service.stats(currentUserId(request))),
    );
    app.get(
      '/push/vapid-public-key',
      { config: { public: true }, schema: { response: { 200: envelope(vapidKeySchema) } } },
      async () => ok(service.vapidKey()),
    );
    app.post(
      '/push/subscribe',
      { schema: { body: subscribeBody, response: { 201: envelope(subscriptionResultSchema) } } },
      async (request, reply) =>
        reply.code(201).send(ok(await service.subscribe(currentUserId(request), request.body.subscription))),
    );
    app.post(
      '/push/unsubscribe',
      { schema: { body: unsubscribeBody, response: { 200: envelope(subscriptionResultSchema) } } },
      async (request) => ok(await service.unsubscribe(currentUserId(request), request.body.endpoint)),
    );
    app.get(
      '/push/preferences',
      { schema: { response: { 200: envelope(pushPreferencesSchema) } } },
      async (request) => ok(await service.preferences(currentUserId(request))),
    );
    app.put(
      '/push/preferences',
      { schema: { body: pushPreferencesUpdateBody, response: { 200: envelope(pushPreferencesSchema) } } },
      async (request) => ok(await service.updatePreferences(currentUserId(request), request.body)),
    );
    app.post(
      '/push/test',
      { schema: { response: { 200: envelope(pushTestResultSchema) } } },
      async (request) => ok(await service.test(currentUserId(request))),
    );
    app.post(
      '/push/rest-timer',
      { schema: { body: restTimerBody, response: { 201: envelope(restTimerSchema) } } },
      async (request, reply) =>
        reply.code(201).send(ok(await service.startRestTimer(currentUserId(request), request.body.ends_at))),
    );
    app.delete(
      '/push/rest-timer',
      { schema: { response: { 200: envelope(restTimerSchema) } } },
      async (request) => ok(await service.cancelRestTimer(currentUserId(request))),
    );
  };
