import { calendarLinkSchema, envelope, MESSAGES } from '@elan/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { currentUserId } from '../../plugins/auth.ts';
import type { CalendarService } from './calendar.service.ts';

/** Reads of one calendar address a minute from one client address: calendars poll every few hours. */
const FEED_READS_PER_MINUTE = 30;

/** Issue 33 (CONTRACT « Insight »): the member's secret calendar address and its feed. */
export const calendarRoutes =
  (service: CalendarService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/schedule/calendar-link',
      { schema: { response: { 200: envelope(calendarLinkSchema) } } },
      async (request) => ({
        success: true as const,
        data: await service.createLink(currentUserId(request), `${request.protocol}://${request.host}`),
      }),
    );
    app.delete(
      '/schedule/calendar-link',
      { schema: { response: { 200: envelope(z.null()) } } },
      async (request) => {
        await service.revokeLink(currentUserId(request));
        return { success: true as const, data: null };
      },
    );
    app.get(
      '/schedule/calendar/:file',
      {
        schema: { params: z.object({ file: z.string() }) },
        // No bearer: the secret in the address is the key; a token is neither needed nor taken.
        config: {
          public: true,
          rateLimit: {
            max: FEED_READS_PER_MINUTE,
            timeWindow: 60_000,
            keyGenerator: (request) => `calendar-feed:${request.ip}`,
            errorResponseBuilder: () => new AppError('TOO_MANY_REQUESTS', MESSAGES.tooManyRequests),
          },
        },
      },
      async (request, reply) => {
        const text = await service.feed(request.params.file);
        return reply
          .header('content-type', 'text/calendar; charset=utf-8')
          .header('content-disposition', 'inline; filename="elan.ics"')
          .header('cache-control', 'private, no-store')
          .send(text);
      },
    );
  };
