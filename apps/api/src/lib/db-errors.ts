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
