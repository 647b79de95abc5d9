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
