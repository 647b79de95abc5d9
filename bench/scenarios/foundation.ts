import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { load, table } from '../load.ts';
import { measureHelloWorld, startServer } from '../server.ts';

/**
 * Foundation (issue 2): starts the real server (as `npm start` does) on an empty temp DATA_DIR,
 * records the time to a healthy /api/health, loads /api/health and an authenticated /api/users/me
 * beside a hello-world of the same run,
 * then measures a restart on an existing DATA_DIR.
 */
export async function foundation(): Promise<void> {
  const server = await startServer({ port: 3900 });
  try {
    const register = await fetch(`${server.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: 'bench@exemple.fr',
        password: 'motdepasse-solide',
        first_name: 'Banc',
        last_name: 'Essai',
      }),
    });
    if (register.status !== 201) throw new Error(`register answered ${register.status}`);
    const { data } = (await register.json()) as { data: { token: string } };
    const helloWorld = await measureHelloWorld(3906, { warmUp: 3 });
    const results = [
      helloWorld,
      await load('GET /api/health', `${server.url}/api/health`),
      await load('GET /api/users/me', `${server.url}/api/users/me`, {
        headers: { authorization: `Bearer ${data.token}` },
      }),
    ];
    console.log(
      `Start (first start, empty DATA_DIR, migrations + seed) to healthy: ${Math.round(server.startupMs)} ms\n`,
    );
    console.log(table(results, helloWorld));
  } finally {
    await server.stop();
  }
  // A second start on an existing DATA_DIR and a built tree: what a member waits for after a restart.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'elan-bench-restart-'));
  try {
    const first = await startServer({ port: 3901, dataDir });
    await first.stop();
    const second = await startServer({ port: 3901, dataDir });
    console.log(`\nRestart on an existing DATA_DIR to healthy: ${Math.round(second.startupMs)} ms`);
    await second.stop();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
