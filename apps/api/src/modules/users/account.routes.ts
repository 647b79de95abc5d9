import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { accountImportResultSchema, deleteAccountBody, envelope, idParams, MESSAGES } from '@elan/domain';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { isStorageFull } from '../../lib/faults.ts';
import { currentUserId } from '../../plugins/auth.ts';
import type { AuthAttempts } from '../../plugins/auth-attempts.ts';
import type { AccountService } from './account.service.ts';
import { ZIP_LIMITS } from './account-zip.ts';

/** Account imports one member may start in a rolling hour (MESSAGES.accountImportsPerHour says 3). */
const IMPORTS_PER_HOUR = 3;

/** Issue 15 « Mes données »: export (a streamed ZIP), import (multipart `file`), deletion (password). */
export const accountRoutes =
  (service: AccountService, attempts: AuthAttempts): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(multipart, {
      limits: { fileSize: ZIP_LIMITS.uploadBytes, files: 1, fields: 0, parts: 1 },
    });

    app.get('/users/:id/export', { schema: { params: idParams } }, async (request, reply) => {
      const { filename, stream } = await service.export(currentUserId(request), request.params.id);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
        .send(stream);
    });

    app.post(
      '/users/:id/import',
      {
        bodyLimit: ZIP_LIMITS.uploadBytes + 64 * 1024,
        schema: { params: idParams, response: { 200: envelope(accountImportResultSchema) } },
        // Each import reads a whole archive and rewrites a history: a few an hour per member (decision 057).
        config: {
          rateLimit: {
            max: IMPORTS_PER_HOUR,
            timeWindow: 60 * 60 * 1000,
            keyGenerator: (request) => `account-import:${currentUserId(request)}`,
            errorResponseBuilder: () => new AppError('TOO_MANY_REQUESTS', MESSAGES.accountImportsPerHour),
          },
        },
      },
      async (request) => {
        if (!request.isMultipart()) throw new AppError('BAD_REQUEST', MESSAGES.accountFileMissing);
        const data = await service.import(currentUserId(request), request.params.id, async (target) => {
          let part: Awaited<ReturnType<typeof request.file>>;
          try {
            part = await request.file();
          } catch {
            throw new AppError('BAD_REQUEST', MESSAGES.accountFileMissing);
          }
          if (part?.fieldname !== 'file') throw new AppError('BAD_REQUEST', MESSAGES.accountFileMissing);
          try {
            await pipeline(part.file, createWriteStream(target, { mode: 0o600 }));
          } catch (error) {
            // A full disk is ours, not the archive's: 507 (decision 030).
            if (isStorageFull(error)) throw error;
            throw new AppError('BAD_REQUEST', MESSAGES.accountFileCorrupt);
          }
          if (part.file.truncated) throw new AppError('PAYLOAD_TOO_LARGE', MESSAGES.accountFileTooLarge);
        });
        return { success: true as const, data };
      },
    );

    app.delete(
      '/users/:id',
      {
        config: { revokesTokens: true },
        schema: {
          params: idParams,
          body: deleteAccountBody,
          response: { 200: envelope(z.object({ id: z.number() })) },
        },
      },
      // The password is a guess like a change's current password: 5 wrong per member in 15 minutes.
      async (request, reply) => ({
        success: true as const,
        data: await attempts.wrongCurrentPasswords(request, reply, () =>
          service.delete(currentUserId(request), request.params.id, request.body.password),
        ),
      }),
    );
  };
