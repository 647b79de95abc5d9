import { authResult, envelope, loginBody, registerBody } from '@elan/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUserId } from '../../plugins/auth.ts';
import type { LimitAttempts } from '../../plugins/auth-attempts.ts';
import type { AuthService } from './auth.service.ts';

export const authRoutes =
  (service: AuthService, limitAttempts: LimitAttempts): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/auth/register',
      {
        config: { public: true },
        schema: { body: registerBody, response: { 201: envelope(authResult) } },
        preHandler: limitAttempts,
      },
      async (request, reply) => {
        const data = await service.register(request.body);
        return reply.code(201).send({ success: true as const, data });
      },
    );

    app.post(
      '/auth/login',
      {
        config: { public: true },
        schema: { body: loginBody, response: { 200: envelope(authResult) } },
        preHandler: limitAttempts,
      },
      async (request) => ({ success: true as const, data: await service.login(request.body) }),
    );

    app.post('/auth/logout-all', async (request, reply) => {
      await service.logoutAll(currentUserId(request));
      return reply.code(204).send();
    });
  };
