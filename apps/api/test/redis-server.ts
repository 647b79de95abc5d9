import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './http-client.ts';

export type TestRedis = { url: string; stop: () => Promise<void> };

/**
 * A throwaway Debian `redis-server` on a free loopback port: no persistence, its own folder, ready
 * once it says so on stdout. `stop` kills it (SIGKILL: an outage, not a shutdown) and removes it.
 */
export async function startRedis(): Promise<TestRedis> {
  const dir = mkdtempSync(path.join(tmpdir(), 'elan-redis-'));
  const port = await freePort();
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await waitUntilReady(child);
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGKILL');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function waitUntilReady(child: ChildProcess) {
  return new Promise<void>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`redis-server ne démarre pas :\n${output}`)), 10_000);
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`redis-server s’est arrêté (code ${code}) :\n${output}`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) {
        clearTimeout(timer);
        child.stdout?.removeAllListeners('data');
        child.stdout?.resume();
        resolve();
      }
    });
  });
}
