import { MESSAGES } from '@elan/domain';

/** How the server answers a failure of what it stands on (decision 030). */
export type Fault = { statusCode: 503 | 507; message: string; retryAfterSeconds?: number };

/** Seconds a client should wait before trying again while the database is away. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

const DATABASE_UNAVAILABLE: Fault = {
  statusCode: 503,
  message: MESSAGES.serviceUnavailable,
  retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS,
};
const QUERY_TIMEOUT: Fault = {
  statusCode: 503,
  message: MESSAGES.queryTimeout,
  retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS,
};
const STORAGE_FULL: Fault = { statusCode: 507, message: MESSAGES.storageFull };

/** Socket errors of a connection to PostgreSQL that failed or broke. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * node-postgres reports these without a code: the pool's connect timeout, a connection the server
 * closed (shutdown, restart, failover), a client left unusable by such an error, a pool this
 * process ended while shutting down (a request that outlived the drain, decision 040).
 */
const NETWORK_MESSAGES = [
  /timeout exceeded when trying to connect/i,
  /connection terminated/i,
  /is not queryable/i,
  /server closed the connection unexpectedly/i,
  /cannot use a pool after calling end on the pool/i,
];

/**
 * SQLSTATEs that say the server is away or cannot take us now: class 08 (connection exception),
 * 57P01–57P03 (administrator or crash shutdown, cannot connect now), 53200 (out of memory),
 * 53300 (too many connections), 53400 (configuration limit).
 */
const isUnavailableState = (code: string) =>
  code.startsWith('08') || ['57P01', '57P02', '57P03', '53200', '53300', '53400'].includes(code);

type ErrorLike = { code?: unknown; syscall?: unknown; message?: unknown; cause?: unknown; errors?: unknown };

/** The error and what it wraps: Drizzle's `cause`, Node's AggregateError (both address families). */
function* chainOf(error: unknown, depth = 0): Generator<ErrorLike> {
  if (depth > 4 || !error || typeof error !== 'object') return;
  const candidate = error as ErrorLike;
  yield candidate;
  if (Array.isArray(candidate.errors)) for (const inner of candidate.errors) yield* chainOf(inner, depth + 1);
  yield* chainOf(candidate.cause, depth + 1);
}

function faultOfOne(error: ErrorLike): Fault | undefined {
  const code = typeof error.code === 'string' ? error.code : '';
  if (code === 'ENOSPC' || code === 'EDQUOT' || code === '53100') return STORAGE_FULL;
  if (code === '57014') return QUERY_TIMEOUT;
  if (/^[0-9A-Z]{5}$/.test(code) && isUnavailableState(code)) return DATABASE_UNAVAILABLE;
  if (NETWORK_CODES.has(code)) return DATABASE_UNAVAILABLE;
  // The embedded server's Unix socket is gone while it is stopped.
  if (code === 'ENOENT' && error.syscall === 'connect') return DATABASE_UNAVAILABLE;
  const message = typeof error.message === 'string' ? error.message : '';
  if (!code && NETWORK_MESSAGES.some((pattern) => pattern.test(message))) return DATABASE_UNAVAILABLE;
  return undefined;
}

/**
 * A failure of the database or the disk under a request, as the client should see it: 503 while
 * PostgreSQL is unreachable or a statement ran past `statement_timeout`, 507 when the disk or the
 * database is full. `undefined` for anything else (a bug: the generic 500).
 */
export function faultOf(error: unknown): Fault | undefined {
  for (const link of chainOf(error)) {
    const fault = faultOfOne(link);
    if (fault) return fault;
  }
  return undefined;
}

/** ENOSPC / EDQUOT anywhere in the chain: a write that found no room. */
export const isStorageFull = (error: unknown) => faultOf(error) === STORAGE_FULL;
