import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { type ErrorEnvelope, MESSAGES } from '@elan/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.ts';
import { databaseErrorSummary, pgErrorCode } from '../lib/db-errors.ts';
import { faultOf } from '../lib/faults.ts';

type Failure = { statusCode: number; message: string; retryAfterSeconds?: number };

/** Fastify's own client errors, named by code, in French. Anything else is a 500. */
const FASTIFY_CLIENT_ERRORS: Record<string, Failure> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { statusCode: 400, message: MESSAGES.invalidRequest },
  FST_ERR_CTP_EMPTY_JSON_BODY: { statusCode: 400, message: MESSAGES.invalidRequest },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { statusCode: 400, message: MESSAGES.invalidRequest },
  FST_ERR_CTP_BODY_TOO_LARGE: { statusCode: 413, message: MESSAGES.payloadTooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { statusCode: 415, message: 'Type de contenu non supporté' },
  FST_ERR_CTP_INVALID_TYPE: { statusCode: 400, message: MESSAGES.invalidRequest },
  FST_JWT_NO_AUTHORIZATION_IN_HEADER: { statusCode: 401, message: MESSAGES.unauthorized },
  FST_JWT_AUTHORIZATION_TOKEN_INVALID: { statusCode: 401, message: MESSAGES.invalidToken },
  FST_JWT_AUTHORIZATION_TOKEN_EXPIRED: { statusCode: 401, message: MESSAGES.invalidToken },
  FST_JWT_AUTHORIZATION_TOKEN_UNTRUSTED: { statusCode: 401, message: MESSAGES.invalidToken },
  FST_JWT_BAD_REQUEST: { statusCode: 401, message: MESSAGES.invalidToken },
  FST_JWT_BAD_COOKIE_REQUEST: { statusCode: 401, message: MESSAGES.invalidToken },
  FST_ERR_VALIDATION: { statusCode: 400, message: MESSAGES.invalidRequest },
};

function toFailure(error: FastifyError | AppError | Error): Failure | undefined {
  if (error instanceof AppError) return { statusCode: error.statusCode, message: error.message };
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    // A body that is not an object at all (missing, null, an array): zod's own sentence names
    // JavaScript types (« objet attendu, null reçu »), so the request is simply invalid.
    if (first?.keyword === 'invalid_type' && first.instancePath === '/')
      return { statusCode: 400, message: MESSAGES.invalidRequest };
    // Zod's own wording for a wrong type names JavaScript values (« nombre attendu, NaN reçu »);
    // a field's own French sentence (set in the domain schema) is kept.
    if (first?.keyword === 'invalid_type' && first.message?.startsWith('Entrée invalide'))
      return { statusCode: 400, message: MESSAGES.invalidRequest };
    return { statusCode: 400, message: first?.message || MESSAGES.invalidRequest };
  }
  if (isResponseSerializationError(error)) return undefined;
  // The database away or too slow, the disk full: 503 / 507 in French, never a 500 (decision 030).
  const fault = faultOf(error);
  if (fault) return fault;
  const code = (error as FastifyError).code;
  if (code && FASTIFY_CLIENT_ERRORS[code]) return FASTIFY_CLIENT_ERRORS[code];
  const statusCode = (error as FastifyError).statusCode;
  if (statusCode === 429) return { statusCode, message: MESSAGES.tooManyRequests };
  if (statusCode === 404) return { statusCode, message: MESSAGES.notFound };
  if (statusCode === 413) return { statusCode, message: MESSAGES.payloadTooLarge };
  if (statusCode === 415) return { statusCode, message: 'Type de contenu non supporté' };
  // Any other client error a plugin raises (malformed multipart, …) is the client's, in French.
  if (statusCode && statusCode >= 400 && statusCode < 500)
    return { statusCode: 400, message: MESSAGES.invalidRequest };
  // PostgreSQL "data exception" (class 22: NUL byte in text, out-of-range number or date): bad input.
  if (pgErrorCode(error)?.startsWith('22')) return { statusCode: 400, message: MESSAGES.invalidRequest };
  return undefined;
}

export function sendError(
  reply: { code: (status: number) => { send: (body: unknown) => unknown } },
  statusCode: number,
  message: string,
) {
  const body: ErrorEnvelope = { success: false, error: message, message };
  return reply.code(statusCode).send(body);
}

/** A database error is logged by its code and names only: its text carries the row's values. */
function loggable(error: Error) {
  const database = databaseErrorSummary(error);
  return database ? { database } : { err: error };
}

/**
 * One error path (STYLE 5): AppError, Zod and Fastify errors become the CONTRACT's envelope
 * in French; anything else is logged (a database error without its values) and answered
 * « Une erreur est survenue ».
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const failure = toFailure(error);
    if (failure) {
      if (failure.statusCode >= 500) request.log.error(loggable(error), 'request failed');
      if (failure.retryAfterSeconds) reply.header('Retry-After', String(failure.retryAfterSeconds));
      return sendError(reply, failure.statusCode, failure.message);
    }
    request.log.error(loggable(error), 'unexpected error');
    return sendError(reply, 500, MESSAGES.genericError);
  });
}

/** The router's refusals before any route is chosen, in French (decision 059). */
const FRAMEWORK_ERRORS: Record<string, Failure> = {
  FST_ERR_BAD_URL: { statusCode: 400, message: MESSAGES.invalidRequest },
  FST_ERR_MAX_PARAM_LENGTH: { statusCode: 414, message: MESSAGES.urlTooLong },
};

/**
 * Fastify's `frameworkErrors`: a malformed URL (`%zz`) or a path segment past the router's
 * `maxParamLength` gets the envelope in French. Fastify's own answers put the URL back in the
 * body; this never does (decision 059).
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const failure = FRAMEWORK_ERRORS[error.code];
  if (!failure) {
    request.log.error({ code: error.code }, 'router error');
    return sendError(reply, 500, MESSAGES.genericError);
  }
  return sendError(reply, failure.statusCode, failure.message);
}

/** Node's own refusals (before Fastify sees a request), by the parser's error code. */
function clientFailure(code: string | undefined): Failure {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return { statusCode: 408, message: MESSAGES.requestTimeout };
  // A request line or headers past Node's maxHeaderSize (16 KB): a 20 KB URL lands here too.
  if (code === 'HPE_HEADER_OVERFLOW') return { statusCode: 431, message: MESSAGES.headersTooLarge };
  if (code === 'HPE_URI_TOO_LONG') return { statusCode: 414, message: MESSAGES.urlTooLong };
  return { statusCode: 400, message: MESSAGES.invalidRequest };
}

/**
 * Fastify's `clientErrorHandler`, for what Node's HTTP parser refuses or times out (headers too
 * large, `requestTimeout` reached, garbage): the envelope in French on the raw socket, then the
 * connection closes — Fastify's default answers in English (decision 059).
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { statusCode, message } = clientFailure(error.code);
  const envelope: ErrorEnvelope = { success: false, error: message, message };
  const body = JSON.stringify(envelope);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${statusCode} ${STATUS_CODES[statusCode]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
