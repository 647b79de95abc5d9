import {
  envelope,
  idSchema,
  nextSessionSchema,
  scheduledItemSchema,
  weeklyScheduleEntrySchema,
  weeklyStatsSchema,
} from '@elan/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUserId } from '../../plugins/auth.ts';
import type { ReadCache } from '../../plugins/read-cache.ts';
import type { ScheduleService } from './schedule.service.ts';

export const scheduleRoutes =
  (service: ScheduleService, cache: ReadCache): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/schedule/daily',
      { schema: { response: { 200: envelope(z.array(scheduledItemSchema)) } } },
      async (request, reply) => {
        const userId = currentUserId(request);
        // Kept until a change of the member's rows or of a programme, or Paris midnight (decision 050).
        return cache.answer(reply, `daily:${userId}`, async () => ({
          body: { success: true as const, data: await service.daily(userId) },
          sources: { members: [userId], catalog: true, today: true },
        }));
      },
    );
    app.get(
      '/schedule/weekly',
      { schema: { response: { 200: envelope(z.array(weeklyScheduleEntrySchema)) } } },
      async (request) => ({ success: true as const, data: await service.weekly(currentUserId(request)) }),
    );
    app.get(
      '/schedule/next-session/:programId',
      {
        schema: { params: z.object({ programId: idSchema }), response: { 200: envelope(nextSessionSchema) } },
      },
      async (request) => ({
        success: true as const,
        data: await service.nextSession(currentUserId(request), request.params.programId),
      }),
    );
    app.get(
      '/schedule/weekly-stats',
      { schema: { response: { 200: envelope(weeklyStatsSchema) } } },
      async (request) => ({
        success: true as const,
        data: await service.weeklyStats(currentUserId(request)),
      }),
    );
  };
