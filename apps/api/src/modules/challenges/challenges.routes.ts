import {
  challengeDetailSchema,
  challengeSummarySchema,
  createChallengeBody,
  envelope,
  idParams,
} from '@elan/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUserId } from '../../plugins/auth.ts';
import type { ChallengesService } from './challenges.service.ts';

const declined = envelope(z.object({ id: z.number(), status: z.literal('declined') }));

/** Issue 34 « Défis » (CONTRACT « The circle, week after week »), beside the circle's routes. */
export const challengesRoutes =
  (service: ChallengesService): FastifyPluginAsyncZod =>
  async (app) => {
    const base = '/social/challenges';
    app.post(
      base,
      { schema: { body: createChallengeBody, response: { 201: envelope(challengeDetailSchema) } } },
      async (request, reply) =>
        reply
          .code(201)
          .send({ success: true as const, data: await service.create(currentUserId(request), request.body) }),
    );
    app.get(
      base,
      { schema: { response: { 200: envelope(z.array(challengeSummarySchema)) } } },
      async (request) => ({
        success: true as const,
        data: await service.list(currentUserId(request)),
      }),
    );
    app.get(
      `${base}/:id`,
      { schema: { params: idParams, response: { 200: envelope(challengeDetailSchema) } } },
      async (request) => ({
        success: true as const,
        data: await service.detail(currentUserId(request), request.params.id),
      }),
    );
    app.post(
      `${base}/:id/join`,
      { schema: { params: idParams, response: { 200: envelope(challengeDetailSchema) } } },
      async (request) => ({
        success: true as const,
        data: await service.join(currentUserId(request), request.params.id),
      }),
    );
    app.post(
      `${base}/:id/decline`,
      { schema: { params: idParams, response: { 200: declined } } },
      async (request) => ({
        success: true as const,
        data: await service.decline(currentUserId(request), request.params.id),
      }),
    );
  };
