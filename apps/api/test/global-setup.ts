import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { type DatabaseConnection, openDatabase } from '../src/db/client.ts';
import { startEmbeddedPostgres } from '../src/db/embedded/embedded-postgres.ts';
import { seedCatalogue } from '../src/seed/catalogue.ts';
import { connectionTo, onServer, type TestServer, uniqueName } from './test-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    testServer: TestServer;
  }
}

/**
 * One PostgreSQL server per API test run — the embedded one, or TEST_DATABASE_URL's — and one
 * template database on it, migrated and seeded once; each test file copies it
 * (`create database … template`), so files stay isolated and parallel.
 */
export default async function setup(project: TestProject) {
  const outside = process.env.TEST_DATABASE_URL || undefined;
  let connection: DatabaseConnection;
  let stopServer = async () => {};
  if (outside) {
    connection = outside;
  } else {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'elan-api-db-'));
    const server = await startEmbeddedPostgres({ dataDir, password: randomBytes(18).toString('base64url') });
    connection = { ...server.connection, database: 'postgres' };
    stopServer = async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    };
  }

  const template = uniqueName('elan_template');
  try {
    await onServer(connection, (client) => client.query(`create database ${template}`));
    const database = await openDatabase(connectionTo(connection, template), { max: 2 });
    await seedCatalogue(database.db);
    await database.close();
  } catch (error) {
    await stopServer();
    throw error;
  }
  project.provide('testServer', { connection, template });

  return async () => {
    await onServer(connection, (client) => client.query(`drop database if exists ${template} with (force)`));
    await stopServer();
  };
}
