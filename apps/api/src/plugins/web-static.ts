import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { MESSAGES } from '@elan/domain';
import { negotiate } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendError } from './errors.ts';

/**
 * Serves the built web app with an SPA fallback: unknown non-API GETs answer index.html,
 * unknown /api paths the JSON 404. Hashed assets are cached for a year, index.html never. Text
 * files are sent as compressed at build (`.br`, else `.gz`, by the browser's Accept-Encoding).
 */
/** A page's HTML as sent: plain, and compressed once at start. */
type Page = { plain: Buffer; br: Buffer; gzip: Buffer };

/**
 * The landing pages' HTML (decision 049): index.html with a `<link rel="modulepreload">` for
 * each chunk of the page's routes that the entry does not load (the build's
 * `route-preloads.json`), so the browser fetches them beside the entry instead of after it.
 * Only hashed files under /assets are named, whatever the JSON says.
 */
function landingPages(webDist: string): Map<string, Page> {
  const pages = new Map<string, Page>();
  const listFile = path.join(webDist, 'route-preloads.json');
  if (!existsSync(listFile)) return pages;
  const html = readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const list = JSON.parse(readFileSync(listFile, 'utf8')) as Record<string, unknown>;
  for (const [pathname, files] of Object.entries(list)) {
    if (!Array.isArray(files) || !html.includes('</head>')) continue;
    const links = files
      .filter((file): file is string => typeof file === 'string' && /^\/assets\/[\w.-]+\.js$/.test(file))
      .filter((file) => existsSync(path.join(webDist, file)))
      .map((file) => `<link rel="modulepreload" crossorigin href="${file}">`)
      .join('');
    const plain = Buffer.from(html.replace('</head>', `${links}</head>`));
    pages.set(pathname, { plain, br: brotliCompressSync(plain), gzip: gzipSync(plain) });
  }
  return pages;
}

export async function registerWebApp(app: FastifyInstance, webDist: string | undefined) {
  const hasWebApp = Boolean(webDist && existsSync(path.join(webDist, 'index.html')));
  const pages = hasWebApp && webDist ? landingPages(webDist) : new Map<string, Page>();
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
    const page = pages.get(pathname);
    if (page) {
      // Brotli, else gzip, else as is, by the request's Accept-Encoding (q-values honoured).
      const encoding = negotiate(request.headers['accept-encoding'] ?? '', ['br', 'gzip']);
      reply
        .header('Cache-Control', 'no-cache')
        .header('Vary', 'Accept-Encoding')
        .type('text/html; charset=utf-8');
      if (encoding) reply.header('Content-Encoding', encoding);
      return reply.send(encoding ? page[encoding] : page.plain);
    }
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
}
