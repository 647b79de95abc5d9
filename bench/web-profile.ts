/**
 * Where a first visit's main-thread time goes (issue 12, decision 035): a CPU profile and a
 * trace of one page load in Debian Chromium, its samples named through the build's source maps
 * when the build has them. A diagnostic, not a budget.
 *   npx tsx bench/web-profile.ts [--route=/dashboard] [--cpu=4] [--runs=3]
 */
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { chromium } from 'playwright-core';
import { startServer } from './server.ts';
import { storeSessionScript } from './web-bytes.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.join(root, 'apps/web/dist');
const arg = (name: string, fallback: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const route = arg('route', '/dashboard');
const cpu = Number(arg('cpu', '1'));
const runs = Number(arg('runs', '1'));
const ready: Record<string, string> = {
  '/dashboard': 'Bonjour, Camille',
  '/programs': 'Programmes',
  '/login': 'Connexion',
};

type Node = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
};
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[]; startTime: number; endTime: number };

const SAMPLING_US = 100;
/** The raw profile and trace of each run, for DevTools. */
const outDir = mkdtempSync(path.join(tmpdir(), 'elan-web-profile-'));
const maps = new Map<string, TraceMap | null>();
function original(url: string, line: number, column: number): string {
  const file = path.join(distDir, new URL(url).pathname);
  if (!maps.has(file))
    maps.set(file, existsSync(`${file}.map`) ? new TraceMap(readFileSync(`${file}.map`, 'utf8')) : null);
  const map = maps.get(file);
  if (!map) return `${path.basename(file)}:${line}:${column}`;
  const pos = originalPositionFor(map, { line: line + 1, column });
  const source = String(pos.source ?? '?')
    .replace(/.*node_modules\//, '')
    .replace(/^(\.\.\/)+/, '');
  return `${pos.name ?? '(anon)'} ${source}:${pos.line}`;
}

function summarise(profile: Profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  // Sample counts, not time deltas: on a loaded machine a descheduled thread's gap would land on
  // whatever sample follows it. Each sample stands for one sampling interval of running code.
  for (const id of profile.samples) self.set(id, (self.get(id) ?? 0) + SAMPLING_US / 1000);
  const byFunction = new Map<string, number>();
  const byScript = new Map<string, number>();
  const byPackage = new Map<string, number>();
  for (const [id, ms] of self) {
    const node = byId.get(id);
    if (!node) continue;
    const { url, lineNumber, columnNumber, functionName } = node.callFrame;
    const script = url ? new URL(url).pathname : `(${functionName || 'native'})`;
    byScript.set(script, (byScript.get(script) ?? 0) + ms);
    const name = url.includes('/assets/')
      ? original(url, lineNumber, columnNumber)
      : `${functionName || '(anon)'} ${script}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
    const pkg =
      name
        .split(' ')[1]
        ?.replace(/:\d+$/, '')
        .replace(/^((@[^/]+\/)?[^/]+).*/, '$1') ?? '?';
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + ms);
  }
  const top = (m: Map<string, number>, n: number) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => `${v.toFixed(1).padStart(8)} ms  ${k}`);
  return { byScript: top(byScript, 15), byPackage: top(byPackage, 15), byFunction: top(byFunction, 40) };
}

const server = await startServer({ port: 30000 + Math.floor(Math.random() * 20000) });
try {
  const response = await fetch(`${server.url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `profile.${Date.now()}@exemple.fr`,
      password: 'motdepasse-solide',
      first_name: 'Camille',
      last_name: 'Durand',
    }),
  });
  const member = ((await response.json()) as { data: { token: string; user: unknown } }).data;
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 412, height: 823 } });
    if (route !== '/login') await context.addInitScript({ content: storeSessionScript(member) });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: SAMPLING_US });
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
    });
    await cdp.send('Profiler.start');
    const requests: string[] = [];
    page.on('requestfinished', (request) => {
      const { pathname, search } = new URL(request.url());
      const timing = request.timing();
      if (pathname.startsWith('/api/'))
        requests.push(
          `${(timing.startTime - started).toFixed(0).padStart(6)} +${timing.responseEnd.toFixed(0).padStart(4)} ms  ${pathname}${search}`,
        );
    });
    const started = Date.now();
    await page.goto(route);
    // No Playwright polling in the page while it loads: its checks would run on the main thread.
    await page.waitForLoadState('networkidle');
    // Then a look every half second (not a poll inside the page) until the screen shows, for 15 s.
    let isShown = false;
    for (let tries = 0; tries < 30 && !isShown; tries += 1) {
      await page.waitForTimeout(500);
      isShown = (await page.content()).includes(ready[route] ?? '');
    }
    await page.waitForTimeout(500);
    const shownMs = Date.now() - started;
    if (!isShown) console.log(`!! ${route}: « ${ready[route]} » not shown`);
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
    const trace = JSON.parse((await browser.stopTracing()).toString()) as {
      traceEvents: {
        name: string;
        dur?: number;
        tdur?: number;
        ph: string;
        pid: number;
        tid: number;
        ts: number;
        args?: { beginData?: { url?: string } };
      }[];
    };
    writeFileSync(`${outDir}/profile-${route.slice(1)}-${run}.cpuprofile`, JSON.stringify(profile));
    writeFileSync(`${outDir}/trace-${route.slice(1)}-${run}.json`, JSON.stringify(trace));
    // The page's main thread: the one that parsed its HTML. Not « the thread with the most task
    // time », which in headless Chromium can be its own WebUI renderer (decision 043).
    const parse = trace.traceEvents.find(
      (e) => e.name === 'ParseHTML' && e.args?.beginData?.url?.startsWith(server.url),
    );
    const main = trace.traceEvents.filter(
      (e) => e.name === 'RunTask' && e.ph === 'X' && e.pid === parse?.pid && e.tid === parse?.tid,
    );
    const total = main.reduce((s, t) => s + (t.dur ?? 0), 0) / 1000;
    const cpuMs = main.reduce((s, t) => s + (t.tdur ?? 0), 0) / 1000;
    const long = main
      .filter((t) => (t.dur ?? 0) / 1000 > 50 / cpu)
      .map((t) => Math.round((t.dur ?? 0) / 1000));
    // Lantern's Total Blocking Time, estimated from CPU time rather than wall time (a loaded
    // machine stretches wall time, not CPU time): each task from first paint on, × 4, minus 50 ms.
    const fcp =
      trace.traceEvents.find((e) => e.name === 'firstContentfulPaint' && e.pid === parse?.pid)?.ts ?? 0;
    const blocking = main.filter((t) => t.ts >= fcp).map((t) => Math.max(0, ((t.tdur ?? 0) / 1000) * 4 - 50));
    const tbt4 = blocking.reduce((sum, ms) => sum + ms, 0);
    const tasks4 = main
      .filter((t) => ((t.tdur ?? 0) / 1000) * 4 > 50)
      .map((t) => Math.round((t.tdur ?? 0) / 1000));
    const s = summarise(profile);
    console.log(
      `\n# ${route} run ${run + 1} (CPU ×${cpu}): network idle after ${shownMs} ms; main-thread tasks ${total.toFixed(0)} ms wall, ${cpuMs.toFixed(0)} ms CPU; tasks over ${50 / cpu} ms: ${long.length} [${long.join(', ')}]`,
    );
    console.log(
      `TBT estimate (CPU time × 4 − 50 ms, tasks after first paint): ${tbt4.toFixed(0)} ms; tasks over 12.5 ms CPU: ${tasks4.length} [${tasks4.join(', ')}]`,
    );
    console.log(`## API requests (start after navigation, +duration)\n${requests.sort().join('\n')}`);
    console.log(`## self time by script\n${s.byScript.join('\n')}`);
    console.log(`## self time by source package\n${s.byPackage.join('\n')}`);
    console.log(`## self time by function\n${s.byFunction.join('\n')}`);
    await context.close();
  }
  await browser.close();
} finally {
  await server.stop();
}
