import type { RouteOptions } from 'fastify';
import { buildTestApp, type TestContext } from './build-test-app.ts';

/** `METHOD /url` as Fastify registered it, e.g. `GET /api/programs/:id`. */
export type RouteKey = `${'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH'} /${string}`;

/**
 * A test app, every route it registered and those whose schema takes a JSON body (HEAD twins of GETs left out: Fastify adds them),
 * seen through the `onRoute` hook while the app is built, so a route added later is listed too.
 */
export async function buildAppWithRoutes(
  options: Parameters<typeof buildTestApp>[0] = {},
): Promise<TestContext & { routes: RouteKey[]; withBody: Set<RouteKey> }> {
  const routes = new Set<RouteKey>();
  const withBody = new Set<RouteKey>();
  const onRoute = (route: RouteOptions) => {
    for (const method of [route.method].flat()) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      const key = `${method} ${route.url}` as RouteKey;
      routes.add(key);
      if (route.schema?.body) withBody.add(key);
    }
  };
  const ctx = await buildTestApp({ ...options, onRoute });
  return { ...ctx, routes: [...routes].sort(), withBody };
}
