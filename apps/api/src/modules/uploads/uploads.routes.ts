import { envelope, MESSAGES, uploadResultSchema } from '@elan/domain';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { currentUserId } from '../../plugins/auth.ts';
import { sendError } from '../../plugins/errors.ts';
import type { PhotoStorage } from './photo-storage.ts';
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

/**
 * GET /uploads/{name}: photos are public by their unguessable names (an <img> sends no token),
 * immutable, and never sniffed as anything but an image.
 */
export function registerPhotoServing(app: FastifyInstance, storage: PhotoStorage) {
  app.get<{ Params: { name: string } }>('/uploads/:name', async (request, reply) => {
    const stream = storage.open(request.params.name);
    if (!stream) return sendError(reply, 404, MESSAGES.notFound);
    return reply
      .header('Content-Type', 'image/webp')
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('Content-Security-Policy', "default-src 'none'")
      .send(stream);
  });
}
