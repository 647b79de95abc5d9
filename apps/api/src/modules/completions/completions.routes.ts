import {
  completionDetailSchema,
  completionListQuery,
  completionSchema,
  completionStatsSchema,
  createCompletionBody,
  createdCompletionSchema,
  envelope,
  feedQuery,
  idParams,
  idSchema,
  lastSetsQuery,
  lastSetsSchema,
  MESSAGES,
  updateCompletionBody,
  userCompletionListQuery,
} from '@elan/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUserId } from '../../plugins/auth.ts';
import type { ReadCache } from '../../plugins/read-cache.ts';
import type { CompletionsService } from './completions.service.ts';

const list = envelope(z.array(completionSchema));
const idempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .regex(/^[A-Za-z0-9_.:-]{1,100}$/, { error: MESSAGES.idempotencyKeyInvalid })
    .optional(),
});

export const completionsRoutes =
  (service: CompletionsService, cache: ReadCache): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/completions',
      {
        schema: {
          headers: idempotencyHeaders,
          body: createCompletionBody,
          response: { 200: envelope(createdCompletionSchema), 201: envelope(createdCompletionSchema) },
        },
      },
      async (request, reply) => {
        const { completion, isReplay } = await service.create(
          currentUserId(request),
          request.body,
          request.headers['idempotency-key'],
        );
        if (isReplay) reply.header('Idempotent-Replayed', 'true');
        return reply.code(201).send({ success: true as const, data: completion });
      },
    );
    app.get(
      '/completions/last-sets',
      { schema: { querystring: lastSetsQuery, response: { 200: envelope(lastSetsSchema) } } },
      async (request) => ({
        success: true as const,
        data: await service.lastSets(currentUserId(request), request.query.exercise_ids),
      }),
    );
    app.get(
      '/completions/user/:id',
      { schema: { params: idParams, querystring: userCompletionListQuery, response: { 200: list } } },
      async (request, reply) => {
        const viewerId = currentUserId(request);
        const ownerId = request.params.id;
        // Kept until a change of either member's rows (completions, privacy, friendship), 60 s at
        // most: its photo links stay valid an hour after they are signed (decision 050).
        const { limit, offset, since = '' } = request.query;
        const key = `completions:${viewerId}:${ownerId}:${limit}:${offset}:${since}`;
        return cache.answer(reply, key, async () => ({
          body: { success: true as const, data: await service.listByUser(viewerId, ownerId, request.query) },
          sources: { members: [viewerId, ownerId] },
        }));
      },
    );
    app.get(
      '/completions/program/:id',
      { schema: { params: idParams, querystring: completionListQuery, response: { 200: list } } },
      async (request) => ({
        success: true as const,
        data: await service.listByProgram(
          currentUserId(request),
          request.params.id,
          request.query.limit,
          request.query.offset,
        ),
      }),
    );
    app.get(
      '/completions/session/:id',
      { schema: { params: idParams, querystring: completionListQuery, response: { 200: list } } },
      async (request) => ({
        success: true as const,
        data: await service.listBySession(
          currentUserId(request),
          request.params.id,
          request.query.limit,
          request.query.offset,
        ),
      }),
    );
    app.get(
      '/completions/feed/:programId',
      {
        schema: {
          params: z.object({ programId: idSchema }),
          querystring: feedQuery,
          response: { 200: list },
        },
      },
      async (request) => ({
        success: true as const,
        data: await service.listByProgram(
          currentUserId(request),
          request.params.programId,
          request.query.limit,
          0,
        ),
      }),
    );
    app.get(
      '/completions/stats/:userId/:programId',
      {
        schema: {
          params: z.object({ userId: idSchema, programId: idSchema }),
          response: { 200: envelope(completionStatsSchema) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await service.stats(currentUserId(request), request.params.userId, request.params.programId),
      }),
    );
    app.get(
      '/completions/:id',
      { schema: { params: idParams, response: { 200: envelope(completionDetailSchema) } } },
      async (request) => ({
        success: true as const,
        data: await service.get(currentUserId(request), request.params.id),
      }),
    );
    app.put(
      '/completions/:id',
      {
        schema: {
          params: idParams,
          body: updateCompletionBody,
          response: { 200: envelope(completionSchema) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await service.update(currentUserId(request), request.params.id, request.body),
      }),
    );
    app.delete(
      '/completions/:id',
      { schema: { params: idParams, response: { 200: envelope(z.object({ id: z.number() })) } } },
      async (request) => ({
        success: true as const,
        data: await service.remove(currentUserId(request), request.params.id),
      }),
    );
  };
