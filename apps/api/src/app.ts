import cors from '@fastify/cors';
import Fastify, { type FastifyServerOptions, type RouteOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type pg from 'pg';
import { type Config, DEFAULT_REQUEST_TIMEOUT_MS } from './config.ts';
import type { Database, Transaction } from './db/client.ts';
import { registerDraining } from './lib/draining.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { createAdminService } from './modules/admin/admin.service.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { badgesRoutes } from './modules/badges/badges.routes.ts';
import { createBadgesService } from './modules/badges/badges.service.ts';
import { bodyRoutes } from './modules/body/body.routes.ts';
import { createBodyService } from './modules/body/body.service.ts';
import { challengesRoutes } from './modules/challenges/challenges.routes.ts';
import { createChallengesService } from './modules/challenges/challenges.service.ts';
import { coachRoutes } from './modules/coach/coach.routes.ts';
import { createCoachService } from './modules/coach/coach.service.ts';
import { commentsRoutes } from './modules/comments/comments.routes.ts';
import { createCommentsService } from './modules/comments/comments.service.ts';
import { completionsRoutes } from './modules/completions/completions.routes.ts';
import { createCompletionsService } from './modules/completions/completions.service.ts';
import { enrollmentsRoutes } from './modules/enrollments/enrollments.routes.ts';
import { createEnrollmentsService } from './modules/enrollments/enrollments.service.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { readinessRoutes } from './modules/health/readiness.ts';
import { importsRoutes } from './modules/imports/imports.routes.ts';
import { createImportsService } from './modules/imports/imports.service.ts';
import { musclesRoutes } from './modules/muscles/muscles.routes.ts';
import { createMusclesService } from './modules/muscles/muscles.service.ts';
import { programStructureRoutes } from './modules/programs/program-structure.routes.ts';
import { createProgramStructureService } from './modules/programs/program-structure.service.ts';
import { programsRoutes } from './modules/programs/programs.routes.ts';
import { createProgramsService } from './modules/programs/programs.service.ts';
import { progressRoutes } from './modules/progress/progress.routes.ts';
import { createProgressService } from './modules/progress/progress.service.ts';
import { targetsRoutes } from './modules/progression/targets.routes.ts';
import { createTargetsService } from './modules/progression/targets.service.ts';
import { createNotifier } from './modules/push/notifier.ts';
import { createPushDelivery } from './modules/push/push.delivery.ts';
import type { Enqueue } from './modules/push/push.jobs.ts';
import { pushRoutes } from './modules/push/push.routes.ts';
import { createPushService } from './modules/push/push.service.ts';
import { type PushSender, webPushSender } from './modules/push/web-push-sender.ts';
import { calendarRoutes } from './modules/schedule/calendar.routes.ts';
import { createCalendarService } from './modules/schedule/calendar.service.ts';
import { scheduleRoutes } from './modules/schedule/schedule.routes.ts';
import { createScheduleService } from './modules/schedule/schedule.service.ts';
import { createFeedEventWriters } from './modules/social/social.events.ts';
import { friendIdsOf } from './modules/social/social.repository.ts';
import { socialRoutes } from './modules/social/social.routes.ts';
import { createSocialService } from './modules/social/social.service.ts';
import type { DecodeQueue } from './modules/uploads/photo-encode.ts';
import { createPhotoLinks } from './modules/uploads/photo-links.ts';
import { photoRemover, type QueuePhotoRemoval } from './modules/uploads/photo-removal.ts';
import { registerPhotoServing } from './modules/uploads/photo-serving.ts';
import type { PhotoStorage } from './modules/uploads/photo-storage.ts';
import { createPhotoStorage } from './modules/uploads/photo-storage-choice.ts';
import { uploadsRoutes } from './modules/uploads/uploads.routes.ts';
import { createUploadsService } from './modules/uploads/uploads.service.ts';
import { accountRoutes } from './modules/users/account.routes.ts';
import { createAccountService } from './modules/users/account.service.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { createUsersService } from './modules/users/users.service.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerAuthAttempts } from './plugins/auth-attempts.ts';
import { createChangeListener } from './plugins/change-listener.ts';
import { registerCompression } from './plugins/compression.ts';
import { clientErrorHandler, frameworkErrors, registerErrorHandling } from './plugins/errors.ts';
import { requestLogOptions, withRedaction } from './plugins/logging.ts';
import { registerMetrics } from './plugins/metrics.ts';
import { DEFAULT_OVERLOAD, registerOverloadProtection } from './plugins/overload.ts';
import { createReadCache, READ_CHANGES_CHANNEL } from './plugins/read-cache.ts';
import { registerRequestIdHeader, requestIdOptions } from './plugins/request-id.ts';
import { responseSerializerCompiler } from './plugins/response-serializer.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { createTokenVersions, TOKEN_CHANGES_CHANNEL } from './plugins/token-versions.ts';
import { registerWebApp } from './plugins/web-static.ts';

export type AppOptions = {
  config: Pick<
    Config,
    'jwtSecret' | 'webDist' | 'logLevel' | 'dataDir' | 'authRateLimitPerIp' | 'trustProxy' | 'vapid'
  > &
    Partial<Pick<Config, 'only' | 'corsOrigins' | 'apiOrigins' | 'objectStorage'>> &
    Partial<
      Pick<Config, 'metricsToken' | 'overload' | 'redisUrl' | 'isReadCacheEnabled' | 'requestTimeoutMs'>
    > &
    Partial<Pick<Config, 'adminEmails'>>;
  db: Database;
  /** The pool under `db`: its usage is a metric (decision 030). */
  pool?: pg.Pool;
  logger?: FastifyServerOptions['logger'];
  /** The one clock every rule reads (Paris day, week, streak, goal); tests set it. */
  now?: () => Date;
  /**
   * Where push jobs go: pg-boss in `server.ts`, a memory queue in tests; without one, jobs are
   * dropped (notifications are still stored). `send` replaces the Web Push client.
   * `allowLoopbackEndpoints`: tests only, subscriptions to a push-service stub on 127.0.0.1.
   */
  push?: { enqueue?: Enqueue; send?: PushSender; allowLoopbackEndpoints?: boolean };
  /**
   * The bounded image-decoding queue (tests hold one busy to see the 503). `storage`: the photo
   * storage `server.ts` chose once and shares with the jobs; else chosen here from `config`.
   * `queueRemoval`: where photo files that could not be removed go to be retried (pg-boss).
   */
  uploads?: { decodeQueue?: DecodeQueue; storage?: PhotoStorage; queueRemoval?: QueuePhotoRemoval };
  /** Sees every route as it is registered (the authorisation matrix lists them this way). */
  onRoute?: (route: RouteOptions) => void;
  /**
   * Tests: every answer is also serialised by zod and must come out the same, byte for byte
   * (decision 044); production writes the compiled serializer's bytes alone.
   */
  checkResponses?: boolean;
};

const dropJob: Enqueue = async () => {};

/**
 * A hop count trusts that many addresses of X-Forwarded-For from the right, the peer included
 * (Fastify's own numeric option now trusts none, hence the function); a list trusts those proxies.
 */
function trustProxyOption(trust: Config['trustProxy']) {
  if (typeof trust !== 'number') return trust;
  return (_address: string, hop: number) => hop < trust;
}

/**
 * Builds the whole app: plugins, modules under /api, the web app. Never listens (STYLE 6).
 * `config.only = 'social'`: the social routes alone (spec §7's separate host), with health.
 */
export async function buildApp({
  config,
  db,
  logger,
  now = () => new Date(),
  push = {},
  onRoute,
  uploads = {},
  pool,
  checkResponses = false,
}: AppOptions) {
  const app = Fastify({
    logger: withRedaction(logger ?? { level: config.logLevel }),
    bodyLimit: 1_048_576,
    trustProxy: trustProxyOption(config.trustProxy),
    // Requests that arrive while closing get registerDraining's French 503 (decision 040).
    return503OnClosing: false,
    forceCloseConnections: 'idle',
    // No request may hang: past this, Node answers 408 (in French, by clientErrorHandler) and
    // closes the connection. Refusals before routing are French and never echo the URL (decision 059).
    requestTimeout: config.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS,
    clientErrorHandler,
    frameworkErrors,
    ...requestIdOptions,
    ...requestLogOptions,
  });
  if (onRoute) app.addHook('onRoute', onRoute);
  // Spec §7 clients send a JSON content type on every call, bodiless ones included.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') return done(null, undefined);
    return parseJson(request, text, done);
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler({ checked: checkResponses }));
  registerErrorHandling(app);
  // Decision 030: a request id on every response and log line, overload refused early, metrics.
  registerRequestIdHeader(app);
  registerDraining(app);
  await registerOverloadProtection(app, config.overload ?? DEFAULT_OVERLOAD);
  registerMetrics(app, { token: config.metricsToken, db, pool });
  // The web app on another origin calls the social host (spec §7): CORS for the listed origins.
  if (config.corsOrigins?.length) {
    await app.register(cors, {
      origin: config.corsOrigins,
      methods: ['GET', 'POST', 'PUT', 'DELETE'],
      allowedHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key'],
      maxAge: 600,
    });
  }

  registerSecurityHeaders(app, config.apiOrigins ?? []);
  // Decisions 041 and 050: token versions and some answers kept in memory, dropped on PostgreSQL's
  // notifications of a change (one listening connection per process).
  const changes = createChangeListener(pool, [TOKEN_CHANGES_CHANNEL, READ_CHANGES_CHANNEL], app.log);
  app.addHook('onClose', () => changes.close());
  app.decorate('heardChanges', () => changes.fence());
  const tokenVersions = createTokenVersions(db, changes);
  const readCache = createReadCache(changes, { enabled: config.isReadCacheEnabled ?? true, now });

  const photoStorage = uploads.storage ?? createPhotoStorage(config);
  const removePhotos = photoRemover(photoStorage, {
    queue: uploads.queueRemoval,
    log: (message) => app.log.warn(message),
  });
  const uploadsService = createUploadsService(db, photoStorage, createPhotoLinks(config.jwtSecret, now), {
    now,
    decodeQueue: uploads.decodeQueue,
    removePhotos,
  });
  // Events cross areas here, as plain calls inside the owning service's transaction.
  const enqueue = push.enqueue ?? dropJob;
  const notifier = createNotifier(enqueue, now);
  const allowLoopbackEndpoints = push.allowLoopbackEndpoints ?? false;
  const send = push.send ?? webPushSender(config.vapid, { allowLoopback: allowLoopbackEndpoints });
  const delivery = createPushDelivery({ db, send, enqueue, now });
  const feedEvents = createFeedEventWriters(now);
  // Badges and the week's goal: notifications and feed events in one statement (save budget).
  const badgesService = createBadgesService(
    db,
    [
      (tx, userId, earned, goal) =>
        notifier.onAchievements(tx, userId, earned, goal, feedEvents.achievementsSql(userId, earned, goal)),
    ],
    now,
  );
  const evaluateBadges = async (tx: Transaction, userId: number) => {
    await badgesService.evaluate(tx, userId);
  };
  // Issue 34: « Défi relevé » is told and posted as the engine's badges are.
  const challengesService = createChallengesService(db, {
    now,
    notifier,
    onBadgeEarned: (tx, userId, badge) =>
      notifier.onAchievements(tx, userId, [badge], undefined, feedEvents.achievementsSql(userId, [badge])),
  });

  await app.register(
    async (api) => {
      await registerCompression(api);
      await registerAuth(api, config.jwtSecret, tokenVersions);
      readCache.register(api);
      const signToken = (payload: { sub: number; ver: number }) => api.jwt.sign(payload);
      await api.register(healthRoutes);
      await api.register(readinessRoutes(db));
      await api.register(
        socialRoutes(
          createSocialService(db, {
            now,
            notify: {
              toMember: notifier.toMember,
              toFriends: (tx, userId, item) => notifier.store(tx, friendIdsOf(userId), item),
            },
            onChanged: [evaluateBadges],
            onUnfriended: [challengesService.onUnfriended],
            photoLink: uploadsService.completionPhotoUrl,
          }),
          readCache,
        ),
      );
      await api.register(challengesRoutes(challengesService));
      if (config.only === 'social') return;
      const authAttempts = await registerAuthAttempts(api, config.authRateLimitPerIp, config.redisUrl);
      await api.register(
        authRoutes(createAuthService(db, signToken, config.adminEmails ?? []), authAttempts),
      );
      await api.register(usersRoutes(createUsersService(db, signToken), authAttempts));
      const programsService = createProgramsService(db, [evaluateBadges, notifier.onProgramCreated]);
      await api.register(programsRoutes(programsService, readCache));
      const structureService = createProgramStructureService(db);
      await api.register(programStructureRoutes(structureService, programsService));
      const enrollmentsService = createEnrollmentsService(db, [evaluateBadges], [feedEvents.onEnrolled]);
      await api.register(enrollmentsRoutes(enrollmentsService));
      await api.register(scheduleRoutes(createScheduleService(db, now), readCache));
      await api.register(calendarRoutes(createCalendarService(db, now)));
      await api.register(targetsRoutes(createTargetsService(db, now)));
      await api.register(
        completionsRoutes(
          createCompletionsService(
            db,
            uploadsService,
            {
              onSaved: [
                (tx, event) => badgesService.onCompletionSaved(tx, event),
                (tx, event) => notifier.onCompletionSaved(tx, event),
              ],
              onDeleted: [(tx, userId) => badgesService.recount(tx, userId)],
            },
            now,
          ),
          readCache,
        ),
      );
      await api.register(commentsRoutes(createCommentsService(db, { now, notify: notifier.toMember })));
      await api.register(badgesRoutes(badgesService));
      const bodyService = createBodyService(db, {
        now,
        onWrite: [evaluateBadges],
        listBadges: badgesService.userBadges,
      });
      await api.register(bodyRoutes(bodyService));
      const progressService = createProgressService(db, now);
      await api.register(progressRoutes(progressService));
      await api.register(
        coachRoutes(
          createCoachService(db, {
            structure: structureService,
            enrollments: enrollmentsService,
            progress: progressService,
            body: bodyService,
            notify: notifier.toMember,
            now,
          }),
        ),
      );
      await api.register(adminRoutes(createAdminService(db, now), tokenVersions.forget));
      await api.register(musclesRoutes(createMusclesService(db, now)));
      await api.register(uploadsRoutes(uploadsService));
      await api.register(
        importsRoutes(
          createImportsService(
            db,
            [
              (tx, userId) => badgesService.recount(tx, userId),
              (tx, userId) => badgesService.evaluate(tx, userId),
            ],
            now,
          ),
        ),
      );
      await api.register(
        accountRoutes(
          createAccountService(db, {
            storage: photoStorage,
            removePhotos,
            storePhoto: uploadsService.storeImportedPhoto,
            afterImport: [
              (tx, userId) => badgesService.recount(tx, userId),
              (tx, userId) => badgesService.evaluate(tx, userId),
            ],
            now,
            onExportError: (error) => app.log.error({ err: error }, 'export des données interrompu'),
          }),
          authAttempts,
        ),
      );
      await api.register(
        pushRoutes(
          createPushService({
            db,
            delivery,
            enqueue,
            vapidPublicKey: config.vapid.publicKey,
            now,
            allowLoopbackEndpoints,
          }),
        ),
      );
    },
    { prefix: '/api' },
  );

  if (config.only === 'social') return app;
  registerPhotoServing(app, uploadsService);
  await registerWebApp(app, config.webDist);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
