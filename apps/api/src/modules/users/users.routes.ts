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
import type { UsersService } from './users.service.ts';

export const usersRoutes =
  (service: UsersService): FastifyPluginAsyncZod =>
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
      async (request) => ({
        success: true as const,
        data: await service.update(currentUserId(request), request.params.id, request.body),
      }),
    );

    app.put(
      '/users/:id/password',
      { schema: { params: idParams, body: changePasswordBody, response: { 200: envelope(authResult) } } },
      async (request) => ({
        success: true as const,
        data: await service.changePassword(currentUserId(request), request.params.id, request.body),
      }),
    );
  };
