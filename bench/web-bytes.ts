import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';

export type Session = { token: string; user: unknown };

/** The page script that stores the session where the app restores it from (spec §3's keys). */
export function storeSessionScript({ token, user }: Session): string {
  return `localStorage.setItem('token', ${JSON.stringify(token)}); localStorage.setItem('user', ${JSON.stringify(JSON.stringify(user))});`;
}

export type RouteBytes = { route: string; jsGzip: number; cssGzip: number; files: string[] };

/** The gzip size of a built file: its `.gz` copy when the build made one, else gzipped here. */
function gzipSize(distDir: string, urlPath: string): number {
  const file = path.join(distDir, urlPath);
  try {
    return statSync(`${file}.gz`).size;
  } catch {
    return gzipSync(readFileSync(file), { level: 9 }).length;
  }
}

/**
 * What a first visit downloads to draw `route`: every script and stylesheet the page itself
 * requests until the screen's `ready` text shows and the network settles, measured as the build's
 * gzip files.
 */
export async function routeBytes(
  browser: Browser,
  options: { baseURL: string; distDir: string; route: string; ready: string; session?: Session },
): Promise<RouteBytes> {
  const { baseURL, distDir, route, ready, session } = options;
  // A fresh context (empty caches) per route; no worker, whose precache is not the page's download.
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  if (session) {
    await context.addInitScript({ content: storeSessionScript(session) });
  }
  const page = await context.newPage();
  const requested = new Set<string>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('.js') || pathname.endsWith('.css')) requested.add(pathname);
  });
  await page.goto(route);
  await page.getByText(ready, { exact: false }).first().waitFor();
  await page.waitForLoadState('networkidle');
  await context.close();
  const files = [...requested].sort();
  const sum = (extension: string) =>
    files
      .filter((file) => file.endsWith(extension))
      .reduce((total, file) => total + gzipSize(distDir, file), 0);
  return { route, jsGzip: sum('.js'), cssGzip: sum('.css'), files };
}
