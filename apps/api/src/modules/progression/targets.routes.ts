import {
  envelope,
  exerciseTargetSeriesSchema,
  exerciseTargetsQuery,
  idParams,
  loadOverrideBody,
  loadOverrideSchema,
  sessionTargetSchema,
  sessionTargetsQuery,
} from '@elan/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUserId } from '../../plugins/auth.ts';
import type { TargetsService } from './targets.service.ts';

export const targetsRoutes =
  (service: TargetsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/sessions/:id/targets',
      {
        schema: {
          params: idParams,
          querystring: sessionTargetsQuery,
          response: { 200: envelope(z.array(sessionTargetSchema)) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await service.forSession(currentUserId(request), request.params.id, request.query),
      }),
    );
    // The exercise page's target history beside the 1RM chart (issue 31, decision 099).
    app.get(
      '/exercises/:id/targets',
      {
        schema: {
          params: idParams,
          querystring: exerciseTargetsQuery,
          response: { 200: envelope(z.array(exerciseTargetSeriesSchema)) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await service.historyOf(currentUserId(request), request.params.id, request.query),
      }),
    );
    // « Appliquer » on a stall's suggestion: the signed-in member's own override, used once.
    app.post(
      '/sessions/:id/targets/overrides',
      {
        schema: {
          params: idParams,
          body: loadOverrideBody,
          response: { 201: envelope(loadOverrideSchema) },
        },
      },
      async (request, reply) => {
        const data = await service.applyOverride(currentUserId(request), request.params.id, request.body);
        return reply.code(201).send({ success: true as const, data });
      },
    );
  };
