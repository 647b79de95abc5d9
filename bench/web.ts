/**
 * `npm run bench:web` (issue 12): what the first visit of /login and /dashboard downloads (gzip JS
 * and CSS against the budgets), Lighthouse's median of 3 on /login, /dashboard and /programs signed
 * in, and Chromium's own installability check. A benchmark: it prints, it does not fail a build.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startServer } from './server.ts';
import { routeBytes, storeSessionScript } from './web-bytes.ts';
import { failedAudits, lighthouseRoute } from './web-lighthouse.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.join(root, 'apps/web/dist');
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const BUDGET_KB = { login: 120, dashboard: 170, css: 30 };
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function register(url: string) {
  const response = await fetch(`${url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `bench.web.${Date.now()}@exemple.fr`,
      password: 'motdepasse-solide',
      first_name: 'Camille',
      last_name: 'Durand',
    }),
  });
  return ((await response.json()) as { data: { token: string; user: unknown } }).data;
}

const server = await startServer({ port: await freePort() });
const profile = mkdtempSync(path.join(tmpdir(), 'elan-bench-web-'));
const debugPort = await freePort();
const context = await chromium.launchPersistentContext(profile, {
  executablePath: CHROME_PATH,
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', `--remote-debugging-port=${debugPort}`],
  baseURL: server.url,
});
try {
  const member = await register(server.url);
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    headless: true,
    args: ['--no-sandbox'],
  });
  const base = { baseURL: server.url, distDir };
  const login = await routeBytes(browser, { ...base, route: '/login', ready: 'Connexion' });
  const dashboard = await routeBytes(browser, {
    ...base,
    route: '/dashboard',
    ready: 'Bonjour, Camille',
    session: member,
  });
  await browser.close();
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto('/login');
  await page.evaluate(storeSessionScript(member));

  console.log('\n## First visit, gzip (budgets: /login JS ≤ 120 KB, /dashboard JS ≤ 170 KB, CSS ≤ 30 KB)');
  for (const [result, budget] of [
    [login, BUDGET_KB.login],
    [dashboard, BUDGET_KB.dashboard],
  ] as const) {
    const verdict = result.jsGzip / 1024 <= budget && result.cssGzip / 1024 <= BUDGET_KB.css ? 'ok' : 'OVER';
    console.log(
      `${result.route}: JS ${kb(result.jsGzip)} KB, CSS ${kb(result.cssGzip)} KB (${result.files.length} files) ${verdict}`,
    );
    console.log(`  ${result.files.join(' ')}`);
  }

  await page.goto('/dashboard');
  await page.getByText('Bonjour, Camille').waitFor();
  const cdp = await context.newCDPSession(page);
  const installability = await cdp.send('Page.getInstallabilityErrors');
  console.log('\n## Page.getInstallabilityErrors on /dashboard');
  console.log(JSON.stringify(installability.installabilityErrors));

  // `--bytes-only`: the sizes and the installability check, without the Lighthouse runs.
  const routes = process.argv.includes('--bytes-only') ? [] : ['/login', '/dashboard', '/programs'];
  console.log('\n## Lighthouse 12.2 (mobile, simulated throttling), median of 3');
  console.log('| route | Performance | Accessibility | Best Practices | SEO | runs (P/A/BP/SEO) |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const route of routes) {
    const result = await lighthouseRoute(debugPort, `${server.url}${route}`);
    const { performance, accessibility, bestPractices, seo } = result.median;
    const runs = result.runs.map((s) => `${s.performance}/${s.accessibility}/${s.bestPractices}/${s.seo}`);
    console.log(
      `| ${route} | ${performance} | ${accessibility} | ${bestPractices} | ${seo} | ${runs.join(', ')} |`,
    );
    if (process.env.BENCH_AUDITS)
      console.log(`  ${(await failedAudits(debugPort, `${server.url}${route}`)).join('\n  ')}`);
  }
} finally {
  await context.close();
  rmSync(profile, { recursive: true, force: true });
  await server.stop();
}
