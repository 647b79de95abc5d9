import {
  bodyBadgeListSchema,
  bodyGoalBody,
  bodyGoalSchema,
  bodyStatsSchema,
  envelope,
  goalStatusBody,
  idParams,
  measurementBody,
  measurementListQuery,
  measurementSchema,
  trendPointSchema,
  trendQuery,
} from '@elan/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUserId } from '../../plugins/auth.ts';
import type { BodyService } from './body.service.ts';

const deleted = envelope(z.object({ id: z.number() }));
const trendList = envelope(z.array(trendPointSchema));

/** Spec §7 body composition: every route acts on the signed-in member's own data only. */
export const bodyRoutes =
  (service: BodyService): FastifyPluginAsyncZod =>
  async (app) => {
    const base = '/body-composition';
    app.post(
      `${base}/measurements`,
      { schema: { body: measurementBody, response: { 201: envelope(measurementSchema) } } },
      async (request, reply) =>
        reply.code(201).send({
          success: true as const,
          data: await service.addMeasurement(currentUserId(request), request.body),
        }),
    );
    app.get(
      `${base}/measurements`,
      {
        schema: {
          querystring: measurementListQuery,
          response: { 200: envelope(z.array(measurementSchema)) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await service.measurements(currentUserId(request), request.query.limit),
      }),
    );
    app.get(
      `${base}/measurements/latest`,
      { schema: { response: { 200: envelope(measurementSchema) } } },
      async (request) => ({ success: true as const, data: await service.latest(currentUserId(request)) }),
    );
    app.put(
      `${base}/measurements/:id`,
      { schema: { params: idParams, body: measurementBody, response: { 200: envelope(measurementSchema) } } },
      async (request) => ({
        success: true as const,
        data: await service.updateMeasurement(currentUserId(request), request.params.id, request.body),
      }),
    );
    app.delete(
      `${base}/measurements/:id`,
      { schema: { params: idParams, response: { 200: deleted } } },
      async (request) => ({
        success: true as const,
        data: await service.deleteMeasurement(currentUserId(request), request.params.id),
      }),
    );
    app.get(
      `${base}/stats`,
      { schema: { response: { 200: envelope(bodyStatsSchema) } } },
      async (request) => ({
        success: true as const,
        data: await service.stats(currentUserId(request)),
      }),
    );
    app.get(
      `${base}/trends/weight`,
      { schema: { querystring: trendQuery, response: { 200: trendList } } },
      async (request) => ({
        success: true as const,
        data: await service.trend(currentUserId(request), request.query.days, 'weight'),
      }),
    );
    app.get(
      `${base}/trends/composition`,
      { schema: { querystring: trendQuery, response: { 200: trendList } } },
      async (request) => ({
        success: true as const,
        data: await service.trend(currentUserId(request), request.query.days, 'composition'),
      }),
    );
    app.post(
      `${base}/goals`,
      { schema: { body: bodyGoalBody, response: { 201: envelope(bodyGoalSchema) } } },
      async (request, reply) =>
        reply.code(201).send({
          success: true as const,
          data: await service.createGoal(currentUserId(request), request.body),
        }),
    );
    app.get(
      `${base}/goals`,
      { schema: { response: { 200: envelope(z.array(bodyGoalSchema)) } } },
      async (request) => ({ success: true as const, data: await service.goals(currentUserId(request)) }),
    );
    app.get(
      `${base}/goals/active`,
      { schema: { response: { 200: envelope(bodyGoalSchema.nullable()) } } },
      async (request) => ({ success: true as const, data: await service.activeGoal(currentUserId(request)) }),
    );
    app.put(
      `${base}/goals/:id/status`,
      { schema: { params: idParams, body: goalStatusBody, response: { 200: envelope(bodyGoalSchema) } } },
      async (request) => ({
        success: true as const,
        data: await service.setGoalStatus(currentUserId(request), request.params.id, request.body.status),
      }),
    );
    app.delete(
      `${base}/goals/:id`,
      { schema: { params: idParams, response: { 200: deleted } } },
      async (request) => ({
        success: true as const,
        data: await service.deleteGoal(currentUserId(request), request.params.id),
      }),
    );
    app.get(
      `${base}/badges`,
      { schema: { response: { 200: envelope(bodyBadgeListSchema) } } },
      async (request) => ({ success: true as const, data: await service.badges(currentUserId(request)) }),
    );
  };
