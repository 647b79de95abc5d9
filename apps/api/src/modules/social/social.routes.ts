import {
  addConnectionBody,
  circleSchema,
  connectionSchema,
  envelope,
  feedPageSchema,
  feedStatusSchema,
  idParams,
  memberSearchQuery,
  memberSearchResultSchema,
  memberSuggestionSchema,
  publicProfileSchema,
  reactionBody,
  reactionsSchema,
  shareCardQuery,
  shareCardSchema,
  socialFeedQuery,
  socialProfileSchema,
  unlockBody,
  unlockResultSchema,
  usernameParams,
} from '@elan/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUserId } from '../../plugins/auth.ts';
import type { ReadCache } from '../../plugins/read-cache.ts';
import type { SocialService } from './social.service.ts';

const removed = envelope(z.object({ id: z.number() }));

/**
 * Spec §7 « Social (separate host) » and the CONTRACT's friends, unlock, reactions and public
 * profile: one plugin, mounted under /api by the whole app or alone (`--only social`).
 */
export const socialRoutes =
  (service: SocialService, cache: ReadCache): FastifyPluginAsyncZod =>
  async (app) => {
    const base = '/social';
    app.post(
      `${base}/connections/add`,
      {
        schema: {
          body: addConnectionBody,
          response: { 200: envelope(connectionSchema), 201: envelope(connectionSchema) },
        },
      },
      async (request, reply) => {
        const { connection, created } = await service.addFriend(
          currentUserId(request),
          request.body.friendId,
        );
        return reply.code(created ? 201 : 200).send({ success: true as const, data: connection });
      },
    );
    app.get(
      `${base}/connections`,
      { schema: { response: { 200: envelope(z.array(connectionSchema)) } } },
      async (request) => ({
        success: true as const,
        data: await service.connections(currentUserId(request)),
      }),
    );
    app.post(
      `${base}/connections/:id/accept`,
      { schema: { params: idParams, response: { 200: envelope(connectionSchema) } } },
      async (request) => ({
        success: true as const,
        data: await service.accept(currentUserId(request), request.params.id),
      }),
    );
    app.post(
      `${base}/connections/:id/decline`,
      { schema: { params: idParams, response: { 200: removed } } },
      async (request) => ({
        success: true as const,
        data: await service.decline(currentUserId(request), request.params.id),
      }),
    );
    app.delete(
      `${base}/connections/:id`,
      { schema: { params: idParams, response: { 200: removed } } },
      async (request) => ({
        success: true as const,
        data: await service.remove(currentUserId(request), request.params.id),
      }),
    );
    app.get(
      `${base}/users/search`,
      {
        schema: {
          querystring: memberSearchQuery,
          response: { 200: envelope(z.array(memberSearchResultSchema)) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await service.search(currentUserId(request), request.query.q),
      }),
    );
    app.get(
      `${base}/suggestions`,
      { schema: { response: { 200: envelope(z.array(memberSuggestionSchema)) } } },
      async (request) => ({
        success: true as const,
        data: await service.suggestions(currentUserId(request)),
      }),
    );
    app.get(`${base}/circle`, { schema: { response: { 200: envelope(circleSchema) } } }, async (request) => ({
      success: true as const,
      data: await service.circle(currentUserId(request)),
    }));
    app.get(
      `${base}/feed/status`,
      { schema: { response: { 200: envelope(feedStatusSchema) } } },
      async (request) => ({ success: true as const, data: await service.feedStatus(currentUserId(request)) }),
    );
    app.post(
      `${base}/feed/unlock`,
      {
        schema: {
          body: unlockBody,
          response: { 200: envelope(unlockResultSchema), 201: envelope(unlockResultSchema) },
        },
      },
      async (request, reply) => {
        const { result, created } = await service.unlock(currentUserId(request), request.body);
        return reply.code(created ? 201 : 200).send({ success: true as const, data: result });
      },
    );
    app.get(
      `${base}/feed`,
      { schema: { querystring: socialFeedQuery, response: { 200: envelope(feedPageSchema) } } },
      async (request, reply) => {
        const userId = currentUserId(request);
        // Kept until a change of the caller's or an author's rows, or Paris midnight (decision 050).
        const { limit, offset, before = '' } = request.query;
        return cache.answer(reply, `feed:${userId}:${limit}:${offset}:${before}`, async (keeping) => {
          const [page, authors] = await Promise.all([
            service.feed(userId, request.query),
            keeping ? service.feedAuthors(userId) : [],
          ]);
          return { body: { success: true as const, data: page }, sources: { members: authors, today: true } };
        });
      },
    );
    app.get(
      `${base}/feed/:id`,
      {
        schema: {
          params: idParams,
          querystring: socialFeedQuery,
          response: { 200: envelope(feedPageSchema) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await service.memberFeed(currentUserId(request), request.params.id, request.query),
      }),
    );
    app.put(
      `${base}/feed/events/:id/reaction`,
      { schema: { params: idParams, body: reactionBody, response: { 200: envelope(reactionsSchema) } } },
      async (request) => ({
        success: true as const,
        data: await service.react(currentUserId(request), request.params.id, request.body.emoji),
      }),
    );
    app.delete(
      `${base}/feed/events/:id/reaction`,
      { schema: { params: idParams, response: { 200: envelope(reactionsSchema) } } },
      async (request) => ({
        success: true as const,
        data: await service.unreact(currentUserId(request), request.params.id),
      }),
    );
    app.get(
      `${base}/profile/:id`,
      { schema: { params: idParams, response: { 200: envelope(socialProfileSchema) } } },
      async (request) => ({
        success: true as const,
        data: await service.profile(currentUserId(request), request.params.id),
      }),
    );
    app.get(
      `${base}/share/card`,
      { schema: { querystring: shareCardQuery, response: { 200: envelope(shareCardSchema) } } },
      async (request) => ({
        success: true as const,
        data: await service.shareCard(currentUserId(request), request.query.sessionCompletionId),
      }),
    );
    app.get(
      `${base}/public/:username`,
      {
        config: { public: true },
        schema: { params: usernameParams, response: { 200: envelope(publicProfileSchema) } },
      },
      async (request) => ({
        success: true as const,
        data: await service.publicProfile(request.params.username),
      }),
    );
  };
