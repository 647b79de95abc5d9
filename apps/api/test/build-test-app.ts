import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type App, buildApp } from '../src/app.ts';
import { type Database, openDatabase } from '../src/db/client.ts';
import { seedCatalogue } from '../src/db/seed/catalogue.ts';

export type TestContext = { app: App; db: Database; close: () => Promise<void> };

/**
 * A fresh database per test file: in-memory PGlite by default, or a throw-away database on
 * the PostgreSQL server named by TEST_DATABASE_URL (CI runs the suite both ways).
 */
export async function buildTestApp(
  options: {
    authRateLimitPerIp?: number;
    webDist?: string;
    extend?: (app: App) => void;
    now?: () => Date;
  } = {},
): Promise<TestContext> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  let dropDatabase = async () => {};
  let database: Awaited<ReturnType<typeof openDatabase>>;
  if (serverUrl) {
    const name = `elan_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    database = await openDatabase({ kind: 'postgres', url: url.toString(), max: 5 });
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
  } else {
    database = await openDatabase({ kind: 'pglite', dataDir: undefined });
  }
  await seedCatalogue(database.db);
  const app = await buildApp({
    config: {
      jwtSecret: randomBytes(32).toString('hex'),
      webDist: options.webDist,
      logLevel: 'silent',
      dataDir: mkdtempSync(path.join(tmpdir(), 'elan-api-test-')),
      authRateLimitPerIp: options.authRateLimitPerIp ?? 1000,
      trustProxy: false,
    },
    db: database.db,
    logger: false,
    now: options.now,
  });
  options.extend?.(app);
  await app.ready();
  return {
    app,
    db: database.db,
    close: async () => {
      await app.close();
      await database.close();
      await dropDatabase();
    },
  };
}
