import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../http-client.ts';
import { stopChild } from './system-services.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/**
 * `npm start` bundles the API when stale (scripts/start.mjs); done once here so that every
 * process starts from the same bundle, and run as start.mjs runs it, without building the web
 * app (these tests serve the API alone, as scripts/start.mjs would once the web app is built).
 */
export function bundleApi() {
  execFileSync(process.execPath, ['scripts/build-api.mjs'], { cwd: root, stdio: 'inherit' });
}

/** One Élan server process on a free loopback port; answers once /api/health does. */
export async function startElan(env: NodeJS.ProcessEnv) {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/server.mjs'], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Élan s’est arrêté au démarrage (code ${child.exitCode})`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('Élan ne répond pas sur /api/health');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, address: `127.0.0.1:${port}`, stop: () => stopChild(child) };
}
