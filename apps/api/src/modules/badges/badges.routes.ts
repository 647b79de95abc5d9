import {
  badgeCheckSchema,
  badgeOverviewSchema,
  badgeSchema,
  envelope,
  historyQuery,
  idParams,
  memberStatsSchema,
  unlockBadgeBody,
  weeklyGoalBody,
  weeklyGoalSchema,
  weeklyGoalStatusSchema,
  workoutBody,
  workoutEntrySchema,
} from '@elan/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUserId } from '../../plugins/auth.ts';
import type { BadgesService } from './badges.service.ts';

/** `POST /badges/user/{id}/check` a minute per member; the app calls it after a session at most. */
const CHECKS_PER_MINUTE = 6;

const badgeList = envelope(z.array(badgeSchema));

export const badgesRoutes =
  (service: BadgesService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/badges', { schema: { response: { 200: badgeList } } }, async () => ({
      success: true as const,
      data: await service.catalogue(),
    }));
    app.get(
      '/badges/category/:category',
      { schema: { params: z.object({ category: z.string().max(40) }), response: { 200: badgeList } } },
      async (request) => ({ success: true as const, data: await service.catalogue(request.params.category) }),
    );
    app.get(
      '/badges/:id',
      { schema: { params: idParams, response: { 200: envelope(badgeSchema) } } },
      async (request) => ({
        success: true as const,
        data: await service.get(request.params.id),
      }),
    );
    app.get(
      '/badges/user/:id',
      { schema: { params: idParams, response: { 200: badgeList } } },
      async (request) => ({
        success: true as const,
        data: await service.userBadgesFor(currentUserId(request), request.params.id),
      }),
    );
    app.get(
      '/badges/user/:id/earned',
      { schema: { params: idParams, response: { 200: badgeList } } },
      async (request) => ({
        success: true as const,
        data: await service.earned(currentUserId(request), request.params.id),
      }),
    );
    app.get(
      '/badges/user/:id/history',
      { schema: { params: idParams, querystring: historyQuery, response: { 200: badgeList } } },
      async (request) => ({
        success: true as const,
        data: await service.earned(currentUserId(request), request.params.id, request.query.limit),
      }),
    );
    app.get(
      '/badges/user/:id/overview',
      { schema: { params: idParams, response: { 200: envelope(badgeOverviewSchema) } } },
      async (request) => ({
        success: true as const,
        data: await service.overview(currentUserId(request), request.params.id),
      }),
    );
    app.get(
      '/badges/user/:id/stats',
      { schema: { params: idParams, response: { 200: envelope(memberStatsSchema) } } },
      async (request) => ({
        success: true as const,
        data: await service.memberStats(currentUserId(request), request.params.id),
      }),
    );
    app.get(
      '/badges/user/:id/weekly-goal',
      { schema: { params: idParams, response: { 200: envelope(weeklyGoalStatusSchema.nullable()) } } },
      async (request) => ({
        success: true as const,
        data: await service.weeklyGoal(currentUserId(request), request.params.id),
      }),
    );
    app.post(
      '/badges/user/:id/weekly-goal',
      { schema: { params: idParams, body: weeklyGoalBody, response: { 200: envelope(weeklyGoalSchema) } } },
      async (request) => ({
        success: true as const,
        data: await service.setWeeklyGoal(currentUserId(request), request.params.id, request.body),
      }),
    );
    app.post(
      '/badges/user/:id/unlock',
      { schema: { params: idParams, body: unlockBadgeBody, response: { 200: envelope(badgeSchema) } } },
      async (request) => ({
        success: true as const,
        data: await service.unlock(currentUserId(request), request.params.id, request.body.badgeId),
      }),
    );
    app.post(
      '/badges/user/:id/check',
      {
        schema: { params: idParams, response: { 200: envelope(badgeCheckSchema) } },
        // A full recount from the member's history: a few a minute per member (decision 025).
        config: {
          rateLimit: {
            max: CHECKS_PER_MINUTE,
            timeWindow: 60_000,
            keyGenerator: (request) => `badge-check:${currentUserId(request)}`,
          },
        },
      },
      async (request) => ({
        success: true as const,
        data: { new_badges: await service.check(currentUserId(request), request.params.id) },
      }),
    );
    app.post(
      '/badges/user/:id/workout',
      {
        schema: {
          params: idParams,
          body: workoutBody,
          response: {
            201: envelope(z.object({ entry: workoutEntrySchema, new_badges: z.array(badgeSchema) })),
          },
        },
      },
      async (request, reply) =>
        reply.code(201).send({
          success: true as const,
          data: await service.recordWorkout(currentUserId(request), request.params.id, request.body),
        }),
    );
  };
