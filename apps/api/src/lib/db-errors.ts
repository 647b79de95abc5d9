/** Rows of a raw `db.execute` result: node-postgres and PGlite both answer `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** The SQLSTATE of a PostgreSQL error, looking through Drizzle's wrapping. */
export function pgErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    const code = (current as PgLikeError).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as PgLikeError).cause;
  }
  return undefined;
}

type PgLikeError = { code?: string; constraint?: string; cause?: unknown };

/** PostgreSQL reports a unique violation as 23505; Drizzle may wrap it in `cause`. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    const candidate = current as PgLikeError;
    if (candidate.code === '23505') {
      if (!constraint) return true;
      const message = String((current as Error).message ?? '');
      return candidate.constraint === constraint || message.includes(constraint);
    }
    current = candidate.cause;
  }
  return false;
}

/** Fields of a PostgreSQL error that name things, never a row's values. */
const NAMING_FIELDS = ['code', 'severity', 'schema', 'table', 'column', 'constraint', 'routine'] as const;

/**
 * What an unexpected database error may log (decision 025): the SQLSTATE and the names of the
 * constraint, table, column and routine, and the server's message with every quoted text that is
 * not one of those names blanked. Never Drizzle's « Failed query … params: » message, nor `detail`
 * (« Key (email)=(…) »), `where` or the parameters. `undefined` when no database error is inside.
 */
export function databaseErrorSummary(error: unknown): Record<string, string> | undefined {
  let isQuery = false;
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    const candidate = current as Record<string, unknown>;
    if ('params' in candidate && 'query' in candidate) isQuery = true;
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      const summary: Record<string, string> = {};
      for (const field of NAMING_FIELDS) {
        if (typeof candidate[field] === 'string') summary[field] = candidate[field];
      }
      const names = new Set(Object.values(summary));
      summary.message = String(candidate.message ?? '').replace(/"([^"]*)"/g, (quoted, inside: string) =>
        names.has(inside) ? quoted : '"…"',
      );
      return summary;
    }
    current = candidate.cause;
  }
  // A query that never reached the server (connection lost…): its cause's code, not its text.
  if (!isQuery) return undefined;
  const cause = (error as { cause?: { code?: unknown } }).cause;
  return {
    message: 'database query failed',
    ...(typeof cause?.code === 'string' ? { code: cause.code } : {}),
  };
}
