import { envelope, idParams, sessionTargetSchema, sessionTargetsQuery } from '@elan/domain';
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
  };
