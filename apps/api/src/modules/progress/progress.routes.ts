import {
  calendarSchema,
  createOwnExerciseBody,
  envelope,
  exerciseHistoryQuery,
  exerciseHistorySchema,
  exerciseSchema,
  idParams,
  weeklyVolumeSchema,
} from '@elan/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUserId } from '../../plugins/auth.ts';
import type { ProgressService } from './progress.service.ts';

/** Issue 14: a member's progress on one exercise, the year calendar and the weekly volume. */
export const progressRoutes =
  (service: ProgressService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/exercises',
      { schema: { body: createOwnExerciseBody, response: { 201: envelope(exerciseSchema) } } },
      async (request, reply) =>
        reply.code(201).send({
          success: true as const,
          data: await service.createOwnExercise(currentUserId(request), request.body),
        }),
    );
    app.put(
      '/exercises/:id',
      {
        schema: {
          params: idParams,
          body: createOwnExerciseBody,
          response: { 200: envelope(exerciseSchema) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await service.updateOwnExercise(currentUserId(request), request.params.id, request.body),
      }),
    );
    app.delete(
      '/exercises/:id',
      { schema: { params: idParams, response: { 200: envelope(z.object({ id: z.number() })) } } },
      async (request) => ({
        success: true as const,
        data: await service.deleteOwnExercise(currentUserId(request), request.params.id),
      }),
    );
    app.get(
      '/exercises/:id/history',
      {
        schema: {
          params: idParams,
          querystring: exerciseHistoryQuery,
          response: { 200: envelope(exerciseHistorySchema) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await service.exerciseHistory(
          currentUserId(request),
          request.params.id,
          request.query.sessions,
        ),
      }),
    );
    app.get(
      '/users/:id/calendar',
      { schema: { params: idParams, response: { 200: envelope(calendarSchema) } } },
      async (request) => ({
        success: true as const,
        data: await service.calendar(currentUserId(request), request.params.id),
      }),
    );
    app.get(
      '/users/me/weekly-volume',
      { schema: { response: { 200: envelope(weeklyVolumeSchema) } } },
      async (request) => ({
        success: true as const,
        data: await service.weeklyVolume(currentUserId(request)),
      }),
    );
  };
