import {
  createProgramBody,
  createSessionBody,
  createSessionExerciseBody,
  envelope,
  exerciseDetailSchema,
  exerciseListQuery,
  exerciseSchema,
  idParams,
  programListQuery,
  programSchema,
  sessionDetailSchema,
  sessionExerciseQuery,
  sessionExerciseSchema,
  sessionQuery,
  sessionSchema,
  updateProgramBody,
  updateSessionBody,
} from '@elan/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUserId } from '../../plugins/auth.ts';
import type { ReadCache } from '../../plugins/read-cache.ts';
import type { ProgramsService } from './programs.service.ts';

const deleted = envelope(z.object({ id: z.number() }));

export const programsRoutes =
  (service: ProgramsService, cache: ReadCache): FastifyPluginAsyncZod =>
  async (app) => {
    // Programmes
    app.get(
      '/programs',
      { schema: { querystring: programListQuery, response: { 200: envelope(z.array(programSchema)) } } },
      async (request) => ({
        success: true as const,
        data: await service.list(currentUserId(request), request.query),
      }),
    );
    app.get(
      '/programs/:id',
      { schema: { params: idParams, response: { 200: envelope(programSchema) } } },
      // The same for every member; kept until a programme or a session changes (decision 050).
      // A hidden programme's answer is its creator's alone: never kept (decision 106).
      async (request, reply) =>
        cache.answer(reply, `program:${request.params.id}`, async () => {
          const { program, isShared } = await service.read(currentUserId(request), request.params.id);
          return {
            body: { success: true as const, data: program },
            sources: { members: [], catalog: true },
            keep: isShared,
          };
        }),
    );
    app.post(
      '/programs',
      { schema: { body: createProgramBody, response: { 201: envelope(programSchema) } } },
      async (request, reply) =>
        reply
          .code(201)
          .send({ success: true as const, data: await service.create(currentUserId(request), request.body) }),
    );
    app.put(
      '/programs/:id',
      { schema: { params: idParams, body: updateProgramBody, response: { 200: envelope(programSchema) } } },
      async (request) => ({
        success: true as const,
        data: await service.update(currentUserId(request), request.params.id, request.body),
      }),
    );
    app.delete(
      '/programs/:id',
      { schema: { params: idParams, response: { 200: deleted } } },
      async (request) => ({
        success: true as const,
        data: await service.remove(currentUserId(request), request.params.id),
      }),
    );

    // Exercises
    app.get(
      '/exercises',
      { schema: { querystring: exerciseListQuery, response: { 200: envelope(z.array(exerciseSchema)) } } },
      async (request) => ({
        success: true as const,
        data: await service.listExercises(currentUserId(request), request.query),
      }),
    );
    app.get(
      '/exercises/:id',
      { schema: { params: idParams, response: { 200: envelope(exerciseDetailSchema) } } },
      async (request) => ({
        success: true as const,
        data: await service.getExercise(currentUserId(request), request.params.id),
      }),
    );

    // Sessions
    app.get(
      '/sessions',
      { schema: { querystring: sessionQuery, response: { 200: envelope(z.array(sessionSchema)) } } },
      async (request) => ({
        success: true as const,
        data: await service.listSessions(request.query.program_id),
      }),
    );
    app.get(
      '/sessions/:id',
      { schema: { params: idParams, response: { 200: envelope(sessionDetailSchema) } } },
      async (request) => ({ success: true as const, data: await service.getSession(request.params.id) }),
    );
    app.post(
      '/sessions',
      { schema: { body: createSessionBody, response: { 201: envelope(sessionDetailSchema) } } },
      async (request, reply) =>
        reply.code(201).send({
          success: true as const,
          data: await service.createSession(currentUserId(request), request.body),
        }),
    );
    app.put(
      '/sessions/:id',
      {
        schema: {
          params: idParams,
          body: updateSessionBody,
          response: { 200: envelope(sessionDetailSchema) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await service.updateSession(currentUserId(request), request.params.id, request.body),
      }),
    );
    app.delete(
      '/sessions/:id',
      { schema: { params: idParams, response: { 200: deleted } } },
      async (request) => ({
        success: true as const,
        data: await service.removeSession(currentUserId(request), request.params.id),
      }),
    );

    // Session exercises
    app.get(
      '/session-exercises',
      {
        schema: {
          querystring: sessionExerciseQuery,
          response: { 200: envelope(z.array(sessionExerciseSchema)) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await service.listSessionExercises(request.query.session_id),
      }),
    );
    app.post(
      '/session-exercises',
      { schema: { body: createSessionExerciseBody, response: { 201: envelope(sessionExerciseSchema) } } },
      async (request, reply) =>
        reply.code(201).send({
          success: true as const,
          data: await service.addSessionExercise(currentUserId(request), request.body),
        }),
    );
    app.delete(
      '/session-exercises/:id',
      { schema: { params: idParams, response: { 200: deleted } } },
      async (request) => ({
        success: true as const,
        data: await service.removeSessionExercise(currentUserId(request), request.params.id),
      }),
    );
  };
