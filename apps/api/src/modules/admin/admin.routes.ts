import {
  adminAuditEntrySchema,
  adminAuditQuery,
  adminProgramBody,
  adminProgramSchema,
  adminRoleBody,
  adminStatsSchema,
  adminUserSchema,
  adminUsersQuery,
  envelope,
  idParams,
} from '@elan/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUserId } from '../../plugins/auth.ts';
import type { AdminService } from './admin.service.ts';

/**
 * /api/admin (issue 32, CONTRACT « Roles »): admins only, checked by the service (403 otherwise).
 * `forgetTokens`: a deactivated member's version is dropped from this process at once (other
 * processes hear of the bump from PostgreSQL, decision 041).
 */
export const adminRoutes =
  (service: AdminService, forgetTokens: (memberId: number) => void): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/admin/users',
      { schema: { querystring: adminUsersQuery, response: { 200: envelope(z.array(adminUserSchema)) } } },
      async (request) => ({
        success: true as const,
        data: await service.listMembers(currentUserId(request), request.query),
      }),
    );

    app.put(
      '/admin/users/:id/role',
      { schema: { params: idParams, body: adminRoleBody, response: { 200: envelope(adminUserSchema) } } },
      async (request) => ({
        success: true as const,
        data: await service.setRole(currentUserId(request), request.params.id, request.body.role),
      }),
    );

    app.post(
      '/admin/users/:id/deactivate',
      { schema: { params: idParams, response: { 200: envelope(adminUserSchema) } } },
      async (request) => {
        const data = await service.setActive(currentUserId(request), request.params.id, false);
        forgetTokens(request.params.id);
        return { success: true as const, data };
      },
    );

    app.post(
      '/admin/users/:id/reactivate',
      { schema: { params: idParams, response: { 200: envelope(adminUserSchema) } } },
      async (request) => ({
        success: true as const,
        data: await service.setActive(currentUserId(request), request.params.id, true),
      }),
    );

    app.get(
      '/admin/programs',
      {
        schema: { querystring: adminUsersQuery, response: { 200: envelope(z.array(adminProgramSchema)) } },
      },
      async (request) => ({
        success: true as const,
        data: await service.listPrograms(currentUserId(request), request.query),
      }),
    );

    app.put(
      '/admin/programs/:id',
      {
        schema: {
          params: idParams,
          body: adminProgramBody,
          response: { 200: envelope(z.object({ id: z.number(), is_hidden: z.boolean() })) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await service.setProgramHidden(
          currentUserId(request),
          request.params.id,
          request.body.is_hidden,
        ),
      }),
    );

    app.get(
      '/admin/audit',
      {
        schema: { querystring: adminAuditQuery, response: { 200: envelope(z.array(adminAuditEntrySchema)) } },
      },
      async (request) => ({
        success: true as const,
        data: await service.audit(currentUserId(request), request.query),
      }),
    );

    app.get(
      '/admin/stats',
      { schema: { response: { 200: envelope(adminStatsSchema) } } },
      async (request) => ({
        success: true as const,
        data: await service.stats(currentUserId(request)),
      }),
    );
  };
