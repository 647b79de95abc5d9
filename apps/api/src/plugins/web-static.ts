import { existsSync } from 'node:fs';
import path from 'node:path';
import { MESSAGES } from '@elan/domain';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendError } from './errors.ts';

/**
 * Serves the built web app with an SPA fallback: unknown non-API GETs answer index.html,
 * unknown /api paths the JSON 404. Hashed assets are cached for a year, index.html never. Text
 * files are sent as compressed at build (`.br`, else `.gz`, by the browser's Accept-Encoding).
 */
export async function registerWebApp(app: FastifyInstance, webDist: string | undefined) {
  const hasWebApp = Boolean(webDist && existsSync(path.join(webDist, 'index.html')));
  if (hasWebApp && webDist) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('Cache-Control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
        // The same address answers brotli, gzip or plain: caches keep them apart.
        res.setHeader('Vary', 'Accept-Encoding');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    if (isApi || !hasWebApp || !isPageRequest) return sendError(reply, 404, MESSAGES.notFound);
    // A missing file under /assets is a 404, not the app shell.
    if (pathname.startsWith('/assets/')) return sendError(reply, 404, MESSAGES.notFound);
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
}
