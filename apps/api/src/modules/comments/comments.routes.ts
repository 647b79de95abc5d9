import { commentBody, commentListQuery, completionCommentSchema, envelope, idParams } from '@elan/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUserId } from '../../plugins/auth.ts';
import type { CommentsService } from './comments.service.ts';

/** Comments on a completion (CONTRACT « Roles », issues 32 and 34). */
export const commentsRoutes =
  (service: CommentsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/completions/:id/comments',
      {
        schema: {
          params: idParams,
          querystring: commentListQuery,
          response: { 200: envelope(z.array(completionCommentSchema)) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await service.list(currentUserId(request), request.params.id, request.query),
      }),
    );
    app.post(
      '/completions/:id/comments',
      {
        schema: {
          params: idParams,
          body: commentBody,
          response: { 201: envelope(completionCommentSchema) },
        },
      },
      async (request, reply) => {
        const comment = await service.create(currentUserId(request), request.params.id, request.body.text);
        return reply.code(201).send({ success: true as const, data: comment });
      },
    );
    app.delete(
      '/comments/:id',
      { schema: { params: idParams, response: { 200: envelope(z.object({ id: z.number() })) } } },
      async (request) => ({
        success: true as const,
        data: await service.remove(currentUserId(request), request.params.id),
      }),
    );
  };
