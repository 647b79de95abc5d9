import { readFileSync } from 'node:fs';
import path from 'node:path';
import { envelope, MESSAGES } from '@elan/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Database, MIGRATIONS_FOLDER } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { healthRepository } from './health.repository.ts';

/** Seconds a load balancer or client should wait before asking again. */
const RETRY_AFTER_SECONDS = 5;

/** The `when` of the newest migration this build carries (apps/api/drizzle/meta/_journal.json). */
function latestCommittedMigration(): number {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(0, ...journal.entries.map((entry) => entry.when));
}

/**
 * `GET /api/ready` (CONTRACT, decision 030): 200 when the database answers and carries every
 * migration of this build; 503 with Retry-After otherwise — a load balancer sends this process
 * no traffic until then. `/api/health` stays the liveness probe (the process is up).
 */
export const readinessRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    const expected = latestCommittedMigration();
    app.get(
      '/ready',
      {
        config: { public: true },
        schema: {
          response: {
            200: envelope(z.object({ database: z.literal('ok'), migrations: z.literal('ok') })),
          },
        },
      },
      async (_request, reply) => {
        // A database that cannot be reached throws here: the error handler answers its 503.
        const applied = await healthRepository.latestAppliedMigration(db);
        if (applied < expected) {
          reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
          throw new AppError('SERVICE_UNAVAILABLE', MESSAGES.migrationsPending);
        }
        return { success: true as const, data: { database: 'ok' as const, migrations: 'ok' as const } };
      },
    );
  };
