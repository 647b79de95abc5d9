import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Executor } from './client.ts';

/**
 * A hot query built once per database handle (or transaction) and sent as a named prepared
 * statement: drizzle does not rebuild its SQL on every request, and PostgreSQL parses and plans
 * it once per connection. `build` must give the same SQL whatever the handle.
 */
export function preparedQuery<Query>(build: (db: Executor) => Query): (db: Executor) => Query {
  const cache = new WeakMap<Executor, Query>();
  return (db) => {
    let query = cache.get(db);
    if (!query) {
      query = build(db);
      cache.set(db, query);
    }
    return query;
  };
}

/**
 * A statement whose text is fixed (placeholders for every value, `sql.placeholder(name)`), written
 * once here and sent as a named prepared statement on the handle's connection — a transaction's
 * too, where `preparedQuery` rebuilds drizzle's builder for each transaction: Node builds nothing
 * per call and PostgreSQL parses it once per connection. For what drizzle's `.prepare` cannot take,
 * such as a data-modifying `with` (decision 046). Answers the rows as PostgreSQL sends them.
 */
export function preparedStatement<Row>(name: string, statement: SQL) {
  const query = new PgDialect().sqlToQuery(statement);
  return async (db: Executor, values: Record<string, unknown>): Promise<Row[]> => {
    const result = await db._.session.prepareQuery(query, undefined, name, false).execute(values);
    return (result as { rows: Row[] }).rows;
  };
}
