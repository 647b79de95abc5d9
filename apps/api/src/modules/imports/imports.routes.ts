import { envelope, importPreviewSchema, importQuery, importResultSchema, MESSAGES } from '@elan/domain';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { currentUserId } from '../../plugins/auth.ts';
import { type ImportsService, MAX_IMPORT_BYTES } from './imports.service.ts';

/** Text only: a NUL byte or invalid UTF-8 is not a CSV export. */
function csvText(bytes: Buffer): string {
  if (bytes.includes(0)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', MESSAGES.importNotCsv);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', MESSAGES.importNotCsv);
  }
}

export const importsRoutes =
  (service: ImportsService): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(multipart, { limits: { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 2, parts: 3 } });

    app.post(
      '/imports',
      {
        bodyLimit: MAX_IMPORT_BYTES + 64 * 1024,
        schema: { querystring: importQuery, response: { 201: envelope(importPreviewSchema) } },
      },
      async (request, reply) => {
        if (!request.isMultipart()) throw new AppError('BAD_REQUEST', MESSAGES.importFileMissing);
        let bytes: Buffer;
        try {
          const file = await request.file();
          if (file?.fieldname !== 'file') throw new AppError('BAD_REQUEST', MESSAGES.importFileMissing);
          bytes = await file.toBuffer();
        } catch (error) {
          if (error instanceof AppError) throw error;
          if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
            throw new AppError('PAYLOAD_TOO_LARGE', MESSAGES.importTooLarge);
          throw new AppError('BAD_REQUEST', MESSAGES.invalidRequest);
        }
        const data = await service.preview(currentUserId(request), csvText(bytes), request.query.unit);
        return reply.code(201).send({ success: true as const, data });
      },
    );

    app.post(
      '/imports/:id/commit',
      {
        schema: {
          params: z.object({ id: z.string().max(64) }),
          response: { 200: envelope(importResultSchema) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await service.commit(currentUserId(request), request.params.id),
      }),
    );

    app.get('/imports/export.csv', async (request, reply) => {
      const csv = service.exportCsv(currentUserId(request), (error) =>
        request.log.error({ err: error }, 'export CSV interrompu'),
      );
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="elan-historique.csv"')
        .header('cache-control', 'no-store')
        .send(csv);
    });
  };
