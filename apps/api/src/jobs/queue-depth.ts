import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { pgErrorCode, rowsOf } from '../lib/db-errors.ts';

/** At most this many queues are reported (Élan has four; a bound keeps a scrape cheap whatever happens). */
const MAX_QUEUES = 50;

/**
 * Jobs waiting to run, per pg-boss queue (`created` or `retry`), read from pg-boss's own table;
 * an empty list while pg-boss has not created its schema yet (a process with no queue, tests).
 */
export async function queuedJobsByQueue(db: Database): Promise<{ queue: string; count: number }[]> {
  try {
    const result = await db.execute(sql`
      select name as queue, count(*)::int as count from pgboss.job
      where state in ('created', 'retry')
      group by name order by name limit ${MAX_QUEUES}`);
    return rowsOf<{ queue: string; count: number }>(result);
  } catch (error) {
    // 3F000: no schema pgboss; 42P01: no table job in it.
    if (['3F000', '42P01'].includes(pgErrorCode(error) ?? '')) return [];
    throw error;
  }
}
