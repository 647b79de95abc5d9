import {
  authResult,
  changePasswordBody,
  envelope,
  idParams,
  memberSummarySchema,
  updateUserBody,
  userSchema,
} from '@elan/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUserId } from '../../plugins/auth.ts';
import type { AuthAttempts } from '../../plugins/auth-attempts.ts';
import type { UsersService } from './users.service.ts';

export const usersRoutes =
  (service: UsersService, attempts: AuthAttempts): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/users/me', { schema: { response: { 200: envelope(userSchema) } } }, async (request) => ({
      success: true as const,
      data: await service.getMe(currentUserId(request)),
    }));

    app.get(
      '/users/:id',
      { schema: { params: idParams, response: { 200: envelope(memberSummarySchema) } } },
      async (request) => ({
        success: true as const,
        data: await service.getMember(currentUserId(request), request.params.id),
      }),
    );

    app.put(
      '/users/:id',
      { schema: { params: idParams, body: updateUserBody, response: { 200: envelope(userSchema) } } },
      async (request, reply) => {
        const update = () => service.update(currentUserId(request), request.params.id, request.body);
        // A current password sent is a guess: wrong ones are counted per member (decision 025).
        const data =
          request.body.current_password === undefined
            ? await update()
            : await attempts.wrongCurrentPasswords(request, reply, update);
        return { success: true as const, data };
      },
    );

    app.put(
      '/users/:id/password',
      {
        config: { revokesTokens: true },
        schema: { params: idParams, body: changePasswordBody, response: { 200: envelope(authResult) } },
      },
      async (request, reply) => ({
        success: true as const,
        data: await attempts.wrongCurrentPasswords(request, reply, () =>
          service.changePassword(currentUserId(request), request.params.id, request.body),
        ),
      }),
    );
  };
