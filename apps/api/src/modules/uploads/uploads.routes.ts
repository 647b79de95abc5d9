import { envelope, MESSAGES, UPLOAD_LIMITS, UPLOAD_MESSAGES, uploadResultSchema } from '@elan/domain';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { currentUserId } from '../../plugins/auth.ts';
import { RetryLaterError } from './photo-encode.ts';
import type { UploadsService } from './uploads.service.ts';

/** Any part besides the one file « photo » (another name, a second file, a stray field): 400. */
const UNEXPECTED_PART = new AppError('BAD_REQUEST', UPLOAD_MESSAGES.tooManyParts);

/** Busboy's limits, raised by @fastify/multipart as these codes: each a French refusal. */
const MULTIPART_ERRORS: Record<string, AppError> = {
  FST_REQ_FILE_TOO_LARGE: new AppError('PAYLOAD_TOO_LARGE', MESSAGES.photoTooLarge),
  FST_PARTS_LIMIT: UNEXPECTED_PART,
  FST_FILES_LIMIT: UNEXPECTED_PART,
  FST_FIELDS_LIMIT: UNEXPECTED_PART,
};

export const uploadsRoutes =
  (service: UploadsService): FastifyPluginAsyncZod =>
  async (app) => {
    // One part (the photo); busboy itself stops reading past these bounds.
    await app.register(multipart, {
      limits: { fileSize: UPLOAD_LIMITS.maxFileBytes, files: 1, fields: 1, parts: 2, fieldSize: 1024 },
    });

    app.post(
      '/uploads/session-photo',
      {
        bodyLimit: UPLOAD_LIMITS.maxFileBytes + 64 * 1024,
        schema: { response: { 201: envelope(uploadResultSchema) } },
      },
      async (request, reply) => {
        if (!request.isMultipart()) throw new AppError('BAD_REQUEST', MESSAGES.photoMissing);
        let bytes: Buffer | undefined;
        try {
          // The form holds one part, the file « photo »: any other part is refused once the body
          // is read. A file part nobody reads holds busboy back, so the request would never end:
          // an unexpected file is drained (bounded by busboy's limits) before the refusal.
          let isUnexpected = false;
          for await (const part of request.parts()) {
            if (part.type === 'file' && part.fieldname === 'photo' && !bytes && !isUnexpected) {
              bytes = await part.toBuffer();
              continue;
            }
            isUnexpected = true;
            // Read to nowhere; its error (the client gone) is the request's, reported by busboy.
            if (part.type === 'file') part.file.on('error', () => undefined).resume();
          }
          if (isUnexpected) throw UNEXPECTED_PART;
        } catch (error) {
          if (error instanceof AppError) throw error;
          const known = MULTIPART_ERRORS[(error as { code?: string }).code ?? ''];
          if (known) throw known;
          // Busboy's parse errors (no boundary, truncated part) are the client's.
          throw new AppError('BAD_REQUEST', MESSAGES.invalidRequest);
        }
        if (!bytes) throw new AppError('BAD_REQUEST', MESSAGES.photoMissing);
        try {
          const data = await service.saveSessionPhoto(currentUserId(request), bytes);
          return reply.code(201).send({ success: true as const, data });
        } catch (error) {
          if (error instanceof RetryLaterError) reply.header('Retry-After', String(error.retryAfterSeconds));
          throw error;
        }
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
