import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';

/** Keys whose value is a secret wherever it appears in a log line, up to two levels deep. */
const SECRET_KEYS = [
  'authorization',
  'cookie',
  'password',
  'current_password',
  'new_password',
  'password_hash',
  'token',
  'jwtSecret',
];

/** pino `redact` paths: headers of the request and reply, and any secret key in logged objects. */
const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  ...SECRET_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]),
];

/** Query parameters that may carry a credential (a signed photo address, a token): values blanked. */
const SECRET_QUERY = /([?&](?:token|signature|sig|expires|password)=)[^&#]*/gi;
/** Issue 33: the calendar address's secret is its path (`/api/schedule/calendar/{secret}.ics`). */
const SECRET_PATH = /(\/schedule\/calendar\/)[^/?#]+/g;

type LoggedRequest = {
  method?: string;
  url?: unknown;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
};

/**
 * Fastify's own request serializer, with credentials in the query string blanked. Whatever else
 * is logged under `req` goes through it too: only these fields come out.
 */
function serializeRequest(request: LoggedRequest) {
  return {
    method: request.method,
    url:
      typeof request.url === 'string'
        ? request.url.replace(SECRET_QUERY, '$1[Redacted]').replace(SECRET_PATH, '$1[Redacted]')
        : undefined,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

type LoggerOption = FastifyServerOptions['logger'];

/**
 * The app's logger options (decision 025): the caller's level and destination, always with the
 * redaction and the request serializer, so no log line carries a password, a token or an
 * Authorization header. `false` stays off.
 */
export function withRedaction(logger: LoggerOption): LoggerOption {
  if (!logger) return logger;
  const options = logger === true ? {} : logger;
  return {
    ...options,
    redact: REDACTED_PATHS,
    serializers: { ...options.serializers, req: serializeRequest },
  };
}

/**
 * One line per request, when it is answered (Fastify's default writes two, « incoming request »
 * then « request completed »): the request (method, address, caller, its query credentials
 * blanked), the status and the time taken, with the request's `reqId` as every line of it.
 * Fastify's other lines (errors, 404s, the 503s of a closing server) stay as they are.
 */
class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

export const requestLogOptions = { logController: new OneLinePerRequest() } as const;
