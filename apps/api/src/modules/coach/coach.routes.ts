import {
  assignedProgramSchema,
  assignProgramBody,
  athleteDetailSchema,
  coachAthleteSchema,
  coachInvitationSchema,
  envelope,
  idParams,
  invitationCodeParams,
  invitationPreviewSchema,
  myCoachSchema,
} from '@elan/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUserId } from '../../plugins/auth.ts';
import type { CoachService } from './coach.service.ts';

const ended = envelope(z.object({ athlete_id: z.number() }));

/** The coach space (issue 32, docs/CONTRACT.md « Roles: coaching and administration »). */
export const coachRoutes =
  (service: CoachService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/coach/invitations',
      { schema: { response: { 201: envelope(coachInvitationSchema) } } },
      async (request, reply) =>
        reply.code(201).send({ success: true as const, data: await service.invite(currentUserId(request)) }),
    );
    app.get(
      '/coach/invitations/:code',
      { schema: { params: invitationCodeParams, response: { 200: envelope(invitationPreviewSchema) } } },
      async (request) => ({
        success: true as const,
        data: await service.preview(currentUserId(request), request.params.code),
      }),
    );
    app.post(
      '/coach/invitations/:code/accept',
      { schema: { params: invitationCodeParams, response: { 200: envelope(myCoachSchema) } } },
      async (request) => ({
        success: true as const,
        data: await service.accept(currentUserId(request), request.params.code),
      }),
    );
    app.get(
      '/coach/me',
      { schema: { response: { 200: envelope(myCoachSchema.nullable()) } } },
      async (request) => ({ success: true as const, data: await service.myCoach(currentUserId(request)) }),
    );
    app.delete('/coach/me', { schema: { response: { 200: ended } } }, async (request) => ({
      success: true as const,
      data: await service.leave(currentUserId(request)),
    }));
    app.get(
      '/coach/athletes',
      { schema: { response: { 200: envelope(z.array(coachAthleteSchema)) } } },
      async (request) => ({ success: true as const, data: await service.athletes(currentUserId(request)) }),
    );
    app.get(
      '/coach/athletes/:id',
      { schema: { params: idParams, response: { 200: envelope(athleteDetailSchema) } } },
      async (request) => ({
        success: true as const,
        data: await service.athlete(currentUserId(request), request.params.id),
      }),
    );
    app.post(
      '/coach/athletes/:id/programs',
      {
        schema: {
          params: idParams,
          body: assignProgramBody,
          response: { 201: envelope(assignedProgramSchema) },
        },
      },
      async (request, reply) =>
        reply.code(201).send({
          success: true as const,
          data: await service.assign(currentUserId(request), request.params.id, request.body.program_id),
        }),
    );
    app.delete(
      '/coach/athletes/:id',
      { schema: { params: idParams, response: { 200: ended } } },
      async (request) => ({
        success: true as const,
        data: await service.release(currentUserId(request), request.params.id),
      }),
    );
  };
