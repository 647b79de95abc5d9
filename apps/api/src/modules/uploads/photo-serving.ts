import type { FastifyInstance } from 'fastify';
import type { UploadsService } from './uploads.service.ts';

/**
 * GET /uploads/{name}?c=…&exp=…&sig=…: a photo only through a signed, expiring link the API
 * gave a viewer allowed to see its completion (decision 027); never by its name alone. Cached by
 * the viewer's browser only (`private`), never past its link, never sniffed as anything but an image.
 */
export function registerPhotoServing(app: FastifyInstance, uploads: UploadsService) {
  app.get<{ Params: { name: string }; Querystring: Record<string, string | string[] | undefined> }>(
    '/uploads/:name',
    async (request, reply) => {
      const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);
      const { exp, sig, c } = request.query;
      const { stream, maxAge } = await uploads.openLink(request.params.name, {
        exp: one(exp),
        sig: one(sig),
        c: one(c),
      });
      return reply
        .header('Content-Type', 'image/webp')
        .header('Cache-Control', `private, max-age=${maxAge}`)
        .header('Content-Security-Policy', "default-src 'none'")
        .send(stream);
    },
  );
}
