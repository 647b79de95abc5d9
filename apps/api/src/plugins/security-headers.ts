import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/** The same value as helmet's default, sent only over HTTPS (decision 025). */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Powerful features the app uses (the player's screen wake lock, fullscreen) stay with the app
 * itself; every other one listed is off. `web-share` (the day's card) keeps its default, self:
 * Chromium on Linux does not know it and would warn. Photo capture goes through
 * a file input, which no policy gates. Helmet sets no Permissions-Policy, hence this header.
 */
const PERMISSIONS_POLICY = [
  'screen-wake-lock=(self)',
  'fullscreen=(self)',
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/**
 * Security headers on every answer (decision 025), by helmet: a CSP without inline script, whose
 * `connect-src` and `img-src` add the API's other origins (`apiOrigins`), framing refused, no
 * Referer; HSTS only on a request that came over HTTPS (directly or, with TRUST_PROXY, as the proxy
 * says); and `Cache-Control: no-store` on /api answers that set none.
 *
 * helmet's middleware is built once here and applied to each raw response (decision 041):
 * `@fastify/helmet` 13 rebuilt it on every request (parsing the CSP directives each time), which
 * was the largest cost of a request that does not touch the database.
 */
export function registerSecurityHeaders(app: FastifyInstance, apiOrigins: string[]) {
  const applyHelmet = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        // react-hot-toast (goober) writes its rules into a <style> element at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'blob:', 'data:', ...apiOrigins],
        fontSrc: ["'self'", 'data:'],
        // The share card (html-to-image) reads the photo previews (blob:) and inlines them (data:).
        connectSrc: ["'self'", 'blob:', 'data:', ...apiOrigins],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'no-referrer' },
    xFrameOptions: { action: 'deny' },
    // Photos may be shown by a web app on a sibling host (VITE_API_URL on api.exemple.fr).
    crossOriginResourcePolicy: { policy: 'same-site' },
  });

  app.addHook('onRequest', (request, reply, done) => {
    applyHelmet(request.raw, reply.raw, (error) => done(error instanceof Error ? error : undefined));
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
    const url = request.url;
    const isApi = url.startsWith('/api/') || url === '/api' || url.startsWith('/api?');
    if (isApi && !reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
    done(null, payload);
  });
}
