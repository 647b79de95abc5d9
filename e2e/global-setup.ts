import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { E2E_ADMIN_EMAIL } from './admin-email.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

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

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`le serveur s'est arrêté (code ${child.exitCode})`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('le serveur ne répond pas sur /api/health');
}

/**
 * One real server for every browser test: `npm start` on a fresh DATA_DIR (the web app is
 * built beforehand by `npm run test:e2e`). Each journey registers its own members.
 */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'elan-e2e-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_PER_IP: '10000',
      // Load shedding (503 past 1 s of event-loop delay) has its own API tests (overload.test.ts);
      // here it would turn a busy shared machine's pauses into failed clicks.
      OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
      DATABASE_URL: '',
      // The fake browser subscriptions point at 127.0.0.1 (push-fixtures.ts); Vitest sets NODE_ENV=test.
      ELAN_TEST_PUSH_LOOPBACK: '1',
      // The browser tests' admin (fixtures.ts, adminViaApi): made admin as a listed e-mail is (issue 32).
      ADMIN_EMAILS: E2E_ADMIN_EMAIL,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, child, 90_000);
  project.provide('baseUrl', baseUrl);

  return async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
