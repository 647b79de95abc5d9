import { envelope, MESSAGES, uploadResultSchema } from '@elan/domain';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { currentUserId } from '../../plugins/auth.ts';
import { MAX_PHOTO_BYTES, type UploadsService } from './uploads.service.ts';

export const uploadsRoutes =
  (service: UploadsService): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(multipart, { limits: { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 5, parts: 6 } });

    app.post(
      '/uploads/session-photo',
      { bodyLimit: MAX_PHOTO_BYTES + 64 * 1024, schema: { response: { 201: envelope(uploadResultSchema) } } },
      async (request, reply) => {
        if (!request.isMultipart()) throw new AppError('BAD_REQUEST', MESSAGES.photoMissing);
        let bytes: Buffer;
        try {
          const file = await request.file();
          if (file?.fieldname !== 'photo') throw new AppError('BAD_REQUEST', MESSAGES.photoMissing);
          bytes = await file.toBuffer();
        } catch (error) {
          if (error instanceof AppError) throw error;
          if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
            throw new AppError('PAYLOAD_TOO_LARGE', MESSAGES.photoTooLarge);
          }
          // Busboy's parse errors (no boundary, truncated part, too many parts) are the client's.
          throw new AppError('BAD_REQUEST', MESSAGES.invalidRequest);
        }
        const data = await service.saveSessionPhoto(currentUserId(request), bytes);
        return reply.code(201).send({ success: true as const, data });
      },
    );

    app.delete(
      '/uploads/session-photo/:name',
      {
        schema: {
          params: z.object({ name: z.string().max(200) }),
          response: { 200: envelope(z.object({ name: z.string() })) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await service.deleteSessionPhoto(currentUserId(request), request.params.name),
      }),
    );
  };
