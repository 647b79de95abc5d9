import {
  envelope,
  muscleHistoryQuery,
  muscleHistorySchema,
  muscleSetsQuery,
  muscleSetsSchema,
} from '@elan/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUserId } from '../../plugins/auth.ts';
import type { MusclesService } from './muscles.service.ts';

/** Issue 33: the signed-in member's work sets per muscle group, and their weeks. */
export const musclesRoutes =
  (service: MusclesService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/progress/muscles',
      { schema: { querystring: muscleSetsQuery, response: { 200: envelope(muscleSetsSchema) } } },
      async (request) => ({
        success: true as const,
        data: await service.muscleSets(currentUserId(request), request.query.days),
      }),
    );
    app.get(
      '/progress/muscles/history',
      { schema: { querystring: muscleHistoryQuery, response: { 200: envelope(muscleHistorySchema) } } },
      async (request) => ({
        success: true as const,
        data: await service.muscleHistory(currentUserId(request), request.query.weeks),
      }),
    );
  };
