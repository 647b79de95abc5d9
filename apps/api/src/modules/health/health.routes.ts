import { envelope } from '@elan/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { public: true, isOverloadExempt: true },
      schema: { response: { 200: envelope(z.object({ status: z.literal('ok') })) } },
    },
    async () => ({ success: true as const, data: { status: 'ok' as const } }),
  );
};
