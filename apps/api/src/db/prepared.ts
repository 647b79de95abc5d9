import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Executor } from './client.ts';

/**
 * The connection a handle sends on: the pool for the database, the pool's client for a transaction
 * (drizzle's node-postgres session keeps it as `client`, outside its public types; a handle without
 * one stands for itself).
 */
function connectionOf(db: Executor): object {
  const client: unknown = Reflect.get(db._.session, 'client');
  return typeof client === 'object' && client !== null ? client : db;
}

/**
 * A hot query built once per connection and sent as a named prepared statement: drizzle does not
 * rebuild its SQL on every request, and PostgreSQL parses and plans it once per connection. A
 * transaction reuses what an earlier transaction on the same client built (decision 046): the
 * query runs on that client, which is this transaction's. `build` must give the same SQL whatever
 * the handle.
 */
export function preparedQuery<Query>(build: (db: Executor) => Query): (db: Executor) => Query {
  const cache = new WeakMap<object, Query>();
  return (db) => {
    const connection = connectionOf(db);
    let query = cache.get(connection);
    if (!query) {
      query = build(db);
      cache.set(connection, query);
    }
    return query;
  };
}

/**
 * A statement whose text is fixed (placeholders for every value, `sql.placeholder(name)`), written
 * once here and sent as a named prepared statement on the handle's connection, a transaction's
 * too: Node builds nothing per call (not even once per connection, as `preparedQuery` does) and
 * PostgreSQL parses it once per connection. For what drizzle's `.prepare` cannot take,
 * such as a data-modifying `with` (decision 046). Answers the rows as PostgreSQL sends them.
 */
export function preparedStatement<Row>(name: string, statement: SQL) {
  const query = new PgDialect().sqlToQuery(statement);
  return async (db: Executor, values: Record<string, unknown>): Promise<Row[]> => {
    const result = await db._.session.prepareQuery(query, undefined, name, false).execute(values);
    return (result as { rows: Row[] }).rows;
  };
}
