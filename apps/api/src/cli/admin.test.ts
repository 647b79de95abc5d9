import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { registerMember } from '../../test/factories.ts';
import { type App, buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { openAppDatabase } from '../db/open-app-database.ts';
import { rowsOf } from '../lib/db-errors.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/**
 * `npm run admin -- promote|demote <email>` on the database `npm start` would use: the API suite's
 * switch decides which (decision 105). On an outside server (TEST_DATABASE_URL, as CI's second
 * run): DATABASE_URL names this file's database. Otherwise an embedded server in a DATA_DIR of its
 * own, reached through the Élan that runs on it, then started by the command once Élan stopped.
 */
type Target = {
  env: Record<string, string>;
  app: App;
  db: Database;
  /** The embedded case: stops the Élan of the DATA_DIR (the command then starts the server itself). */
  stopElan?: () => Promise<void>;
  close: () => Promise<void>;
};

async function outsideTarget(): Promise<Target | undefined> {
  const ctx = await buildTestApp();
  if (typeof ctx.connection !== 'string') {
    await ctx.close();
    return undefined;
  }
  return { env: { DATABASE_URL: ctx.connection }, app: ctx.app, db: ctx.db, close: ctx.close };
}

async function embeddedTarget(): Promise<Target> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'elan-admin-cli-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const database = await openAppDatabase(config, () => {});
  const app = await buildApp({ config, db: database.db });
  let isRunning = true;
  const stopElan = async () => {
    if (!isRunning) return;
    isRunning = false;
    await app.close();
    await database.close();
  };
  return {
    env: { DATA_DIR: dataDir },
    app,
    db: database.db,
    stopElan,
    close: async () => {
      await stopElan();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let target: Target;
beforeAll(async () => {
  target = (await outsideTarget()) ?? (await embeddedTarget());
}, 120_000);
afterAll(async () => target.close());

async function admin(...args: string[]) {
  const env: Record<string, string | undefined> = { ...process.env, LOG_LEVEL: 'silent', ...target.env };
  if (!target.env.DATABASE_URL) delete env.DATABASE_URL;
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ['scripts/admin.mjs', ...args], {
      cwd: ROOT,
      env,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

const roleIn = async (db: Database, id: number) =>
  rowsOf<{ role: string }>(await db.execute(sql`select role from users where id = ${id}`))[0]?.role;

describe('npm run admin', () => {
  it('promeut, puis rétrograde ; refuse le dernier admin, une adresse inconnue et une commande fausse, en français', async () => {
    const member = await registerMember(target.app, {
      email: 'cli.promu@exemple.fr',
      first_name: 'Paule',
      last_name: 'Promue',
    });
    const other = await registerMember(target.app, { email: 'cli.autre@exemple.fr' });
    // Nobody else is admin in this database.
    await target.db.execute(sql`update users set role = 'user' where role = 'admin'`);

    const promoted = await admin('promote', 'CLI.Promu@exemple.fr');
    expect(promoted, promoted.stderr).toMatchObject({ code: 0 });
    expect(promoted.stdout).toContain('Paule Promue (cli.promu@exemple.fr) a maintenant le rôle Admin.');
    expect(await roleIn(target.db, member.user.id)).toBe('admin');
    const journal = rowsOf<{ admin_name: string; action: string; details: unknown }>(
      await target.db.execute(
        sql`select admin_name, action, details from admin_audit where target_user_id = ${member.user.id}`,
      ),
    );
    expect(journal).toEqual([
      {
        admin_name: 'Ligne de commande (npm run admin)',
        action: 'role.change',
        details: { from: 'user', to: 'admin' },
      },
    ]);

    const last = await admin('demote', 'cli.promu@exemple.fr');
    expect(last.code).toBe(1);
    expect(last.stderr).toContain('Impossible : il doit rester au moins un administrateur');
    expect(await roleIn(target.db, member.user.id)).toBe('admin');

    const unknown = await admin('promote', 'personne@exemple.fr');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('Aucun compte Élan avec l’e-mail personne@exemple.fr.');

    const wrong = await admin('couronner', 'cli.promu@exemple.fr');
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain('Usage : npm run admin -- promote <email>');

    // Élan stopped: the command starts the embedded server itself (outside server: unchanged).
    await target.stopElan?.();
    expect((await admin('promote', other.user.email)).code).toBe(0);
    const demoted = await admin('demote', 'cli.promu@exemple.fr');
    expect(demoted, demoted.stderr).toMatchObject({ code: 0 });
    expect(demoted.stdout).toContain('a maintenant le rôle Membre.');
  }, 120_000);
});
