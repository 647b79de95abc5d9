import { authResult, envelope, loginBody, registerBody } from '@elan/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUserId } from '../../plugins/auth.ts';
import type { AuthAttempts } from '../../plugins/auth-attempts.ts';
import type { AuthService } from './auth.service.ts';

export const authRoutes =
  (service: AuthService, attempts: AuthAttempts): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/auth/register',
      {
        config: { public: true },
        schema: { body: registerBody, response: { 201: envelope(authResult) } },
        preHandler: attempts.everyAttempt,
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
      },
      // Only failed logins use up the budget (decision 025).
      async (request, reply) => ({
        success: true as const,
        data: await attempts.failuresOnly(request, reply, () => service.login(request.body)),
      }),
    );

    app.post('/auth/logout-all', { config: { revokesTokens: true } }, async (request, reply) => {
      await service.logoutAll(currentUserId(request));
      return reply.code(204).send();
    });
  };
