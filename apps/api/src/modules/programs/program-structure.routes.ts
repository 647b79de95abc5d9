import {
  envelope,
  idParams,
  programSchema,
  programStructureSchema,
  putProgramStructureBody,
} from '@elan/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUserId } from '../../plugins/auth.ts';
import type { ProgramStructureService } from './program-structure.service.ts';
import type { ProgramsService } from './programs.service.ts';

/** The programme editor's routes (issue 30, docs/CONTRACT.md « Programme editor »). */
export const programStructureRoutes =
  (structure: ProgramStructureService, programsService: ProgramsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/programs/:id/structure',
      { schema: { params: idParams, response: { 200: envelope(programStructureSchema) } } },
      async (request) => ({
        success: true as const,
        data: await structure.get(currentUserId(request), request.params.id),
      }),
    );
    app.put(
      '/programs/:id/structure',
      {
        schema: {
          params: idParams,
          body: putProgramStructureBody,
          response: { 200: envelope(programStructureSchema) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await structure.put(currentUserId(request), request.params.id, request.body),
      }),
    );
    app.post(
      '/programs/:id/copy',
      { schema: { params: idParams, response: { 201: envelope(programSchema) } } },
      async (request, reply) => {
        const copyId = await structure.copy(currentUserId(request), request.params.id);
        return reply.code(201).send({ success: true as const, data: await programsService.get(copyId) });
      },
    );
  };
