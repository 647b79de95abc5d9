import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { DatabaseConnection } from '../src/db/client.ts';

/** Where the API tests' PostgreSQL server is, handed from the global setup to each test file. */
export type TestServer = { connection: DatabaseConnection; template: string };

/** The same server, another database. */
export function connectionTo(connection: DatabaseConnection, database: string): DatabaseConnection {
  if (typeof connection !== 'string') return { ...connection, database };
  const url = new URL(connection);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function onServer<T>(connection: DatabaseConnection, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client(
    typeof connection === 'string' ? { connectionString: connection } : connection,
  );
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export const uniqueName = (prefix: string) => `${prefix}_${randomBytes(6).toString('hex')}`;
