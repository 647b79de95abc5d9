/**
 * `npm run bench:web` (issue 12): what the first visit of /login and /dashboard downloads (gzip JS
 * and CSS against the budgets), Chromium's own installability check, and Lighthouse's median of 3
 * against its targets: /login signed out on a fresh profile, /dashboard and /programs as a signed-in
 * member's first visit (token in localStorage, worker and caches cleared before each run).
 * A benchmark: it prints, it does not fail a build.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startServer } from './server.ts';
import { routeBytes, storeSessionScript } from './web-bytes.ts';
import { type LighthouseRoute, lighthouseRoute, TARGETS, verdict } from './web-lighthouse.ts';

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

/** A Chromium on a new, empty profile, listening for Lighthouse on `debugPort`. */
async function freshProfile() {
  const profile = mkdtempSync(path.join(tmpdir(), 'elan-bench-web-'));
  const debugPort = await freePort();
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROME_PATH,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', `--remote-debugging-port=${debugPort}`],
    baseURL: server.url,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const close = async () => {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  };
  return { context, page, debugPort, close };
}

function printLighthouse(result: LighthouseRoute, label: string) {
  const { performance, accessibility, bestPractices, seo } = result.median;
  const runs = result.runs.map((s) => `${s.performance}/${s.accessibility}/${s.bestPractices}/${s.seo}`);
  console.log(
    `| ${label} | ${verdict(performance, TARGETS.performance)} | ${verdict(accessibility, TARGETS.accessibility)} | ${verdict(bestPractices, TARGETS.bestPractices)} | ${verdict(seo, TARGETS.seo)} | ${runs.join(', ')} |`,
  );
  const { metrics, lcpElement, failed } = result.medianRun;
  details.push(
    `${label}: FCP ${metrics.fcp} ms, LCP ${metrics.lcp} ms, TBT ${metrics.tbt} ms, CLS ${metrics.cls}, SI ${metrics.speedIndex} ms; LCP element ${lcpElement}`,
    ...failed.map((audit) => `  ${audit}`),
  );
}

const details: string[] = [];
const server = await startServer({ port: await freePort() });
const signedIn = await freshProfile();
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
  // The token goes in without loading the app (a static file of the origin): no worker yet.
  const { page, context } = signedIn;
  await page.goto('/robots.txt');
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

  if (!process.argv.includes('--bytes-only')) {
    // `--bytes-only`: the sizes and the installability check, without the Lighthouse runs.
    const t = TARGETS;
    console.log(
      `\n## Lighthouse 12.2 (mobile emulation, simulated throttling), median of 3 — targets P ≥ ${t.performance}, A ${t.accessibility}, BP ${t.bestPractices}, SEO ≥ ${t.seo}`,
    );
    console.log('| route | Performance | Accessibility | Best Practices | SEO | runs (P/A/BP/SEO) |');
    console.log('| --- | --- | --- | --- | --- | --- |');
    const saveDir = path.join(root, 'bench/results');
    mkdirSync(saveDir, { recursive: true });
    const signedOut = await freshProfile();
    try {
      const loginScores = await lighthouseRoute(signedOut.debugPort, `${server.url}/login`, {
        saveAs: path.join(saveDir, 'lighthouse-login'),
      });
      printLighthouse(loginScores, '/login (signed out, fresh profile)');
    } finally {
      await signedOut.close();
    }
    for (const route of ['/dashboard', '/programs']) {
      const result = await lighthouseRoute(signedIn.debugPort, `${server.url}${route}`, {
        saveAs: path.join(saveDir, `lighthouse-${route.slice(1)}`),
      });
      printLighthouse(result, `${route} (signed in, first visit)`);
    }
    console.log('\n## Median runs: metrics, LCP element, audits under 0.9');
    console.log(details.join('\n'));
  }

  // Last, on the same signed-in profile: the worker this registers would outlive the runs above.
  await page.goto('/dashboard');
  await page.getByText('Bonjour, Camille').waitFor();
  const cdp = await context.newCDPSession(page);
  const installability = await cdp.send('Page.getInstallabilityErrors');
  console.log('\n## Page.getInstallabilityErrors on /dashboard');
  console.log(JSON.stringify(installability.installabilityErrors));
} finally {
  await signedIn.close();
  await server.stop();
}
