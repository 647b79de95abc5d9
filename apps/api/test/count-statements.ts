import type { Logger } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';

/** What the counter needs of drizzle's session; not part of drizzle's public types. */
type CountedSession = {
  logger: Logger;
  options: { logger?: Logger };
  transaction: (...args: unknown[]) => Promise<unknown>;
};

export type StatementCounter = {
  /** Every statement seen since the last reset, in order, `begin`/`commit`/`rollback` included. */
  readonly statements: string[];
  reset: () => void;
  /** Runs `action` and answers the statements it sent, alone. */
  measure: <T>(action: () => Promise<T>) => Promise<{ result: T; statements: string[] }>;
  /** Puts the database back as it was. */
  stop: () => void;
};

const TRANSACTION_CONTROL = /^\s*(begin|commit|rollback)\b/i;

/**
 * Counts the SQL statements — the round trips — a database handle sends. Drizzle's logger sees
 * every query, savepoints included; the top-level `begin` and `commit` (or `rollback`) are
 * counted around `db.transaction` rather than from the logger, so that the count does not
 * depend on how a driver issues them.
 */
export function countStatements(db: Database): StatementCounter {
  const session = (db as unknown as { session: CountedSession }).session;
  const statements: string[] = [];
  const logger: Logger = {
    logQuery: (query) => {
      if (!TRANSACTION_CONTROL.test(query)) statements.push(query.replace(/\s+/g, ' ').trim());
    },
  };
  const previous = { logger: session.logger, optionsLogger: session.options.logger };
  const transaction = session.transaction;
  session.logger = logger;
  session.options.logger = logger;
  session.transaction = async (...args: unknown[]) => {
    statements.push('begin');
    try {
      const result = await transaction.apply(session, args);
      statements.push('commit');
      return result;
    } catch (error) {
      statements.push('rollback');
      throw error;
    }
  };

  const reset = () => {
    statements.length = 0;
  };
  return {
    statements,
    reset,
    async measure(action) {
      reset();
      const result = await action();
      return { result, statements: [...statements] };
    },
    stop() {
      session.logger = previous.logger;
      if (previous.optionsLogger) session.options.logger = previous.optionsLogger;
      else delete session.options.logger;
      session.transaction = transaction;
    },
  };
}
