import {
  createEnrollmentBody,
  enrollmentCheckSchema,
  enrollmentSchema,
  enrollmentStatusBody,
  envelope,
  idParams,
  idSchema,
  participantSchema,
  programStatsSchema,
  trainingPlanBody,
  userProgramSchema,
} from '@elan/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUserId } from '../../plugins/auth.ts';
import type { EnrollmentsService } from './enrollments.service.ts';

export const enrollmentsRoutes =
  (service: EnrollmentsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/enrollments',
      { schema: { body: createEnrollmentBody, response: { 201: envelope(enrollmentSchema) } } },
      async (request, reply) =>
        reply.code(201).send({
          success: true as const,
          data: await service.enroll(currentUserId(request), request.body.program_id),
        }),
    );
    app.delete(
      '/enrollments/:id',
      { schema: { params: idParams, response: { 200: envelope(z.object({ id: z.number() })) } } },
      async (request) => ({
        success: true as const,
        data: await service.unenroll(currentUserId(request), request.params.id),
      }),
    );
    app.put(
      '/enrollments/:id/status',
      {
        schema: {
          params: idParams,
          body: enrollmentStatusBody,
          response: { 200: envelope(enrollmentSchema) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await service.setStatus(currentUserId(request), request.params.id, request.body.status),
      }),
    );
    app.put(
      '/enrollments/:id/plan',
      { schema: { params: idParams, body: trainingPlanBody, response: { 200: envelope(enrollmentSchema) } } },
      async (request) => ({
        success: true as const,
        data: await service.setPlan(currentUserId(request), request.params.id, request.body),
      }),
    );
    app.get(
      '/enrollments/check/:programId',
      {
        schema: {
          params: z.object({ programId: idSchema }),
          response: { 200: envelope(enrollmentCheckSchema) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await service.check(currentUserId(request), request.params.programId),
      }),
    );
    app.get(
      '/enrollments/program/:id/users',
      { schema: { params: idParams, response: { 200: envelope(z.array(participantSchema)) } } },
      async (request) => ({
        success: true as const,
        data: await service.participants(currentUserId(request), request.params.id),
      }),
    );
    app.get(
      '/enrollments/program/:id/stats',
      { schema: { params: idParams, response: { 200: envelope(programStatsSchema) } } },
      async (request) => ({ success: true as const, data: await service.stats(request.params.id) }),
    );
    app.get(
      '/enrollments/user/:id/programs',
      { schema: { params: idParams, response: { 200: envelope(z.array(userProgramSchema)) } } },
      async (request) => ({
        success: true as const,
        data: await service.userPrograms(currentUserId(request), request.params.id),
      }),
    );
  };
