import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { pgErrorCode, rowsOf } from '../../lib/db-errors.ts';

export const healthRepository = {
  /**
   * When the newest migration applied to this database was generated (drizzle-kit's journal
   * `when`, which Drizzle stores as `created_at`); 0 when none is (no `drizzle` table yet).
   */
  async latestAppliedMigration(db: Database): Promise<number> {
    try {
      const result = await db.execute(
        sql`select max(created_at) as latest from drizzle.__drizzle_migrations`,
      );
      return Number(rowsOf<{ latest: string | null }>(result)[0]?.latest ?? 0);
    } catch (error) {
      // 3F000: no schema drizzle; 42P01: no migrations table in it.
      if (['3F000', '42P01'].includes(pgErrorCode(error) ?? '')) return 0;
      throw error;
    }
  },
};
