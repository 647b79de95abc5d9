import type { AddressInfo } from 'node:net';
import type { FastifyServerOptions } from 'fastify';
import pretty from 'pino-pretty';

/** What `npm start` writes on: a terminal (`isTTY`) gets readable lines, anything else JSON. */
type Output = { isTTY?: boolean };

/**
 * The server's logger: pino's JSON lines for a file, a pipe or a log collector; on a terminal,
 * pino-pretty's readable lines. pino-pretty runs as a synchronous stream in this process (not as
 * a transport, whose worker file the esbuild bundle would not carry).
 */
export function serverLogger(
  level: string,
  output: Output = process.stdout,
): NonNullable<FastifyServerOptions['logger']> {
  if (!output.isTTY) return { level };
  return {
    level,
    stream: pretty({ sync: true, colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' }),
  };
}

/** « Élan est prêt : http://127.0.0.1:3000 », where a browser on this machine reaches the server. */
export function readyLine(address: AddressInfo | string | null, fallbackHost: string, fallbackPort: number) {
  const bound = typeof address === 'object' && address ? address : undefined;
  const host = bound?.address ?? fallbackHost;
  // Every interface (0.0.0.0, ::): this machine reaches it on loopback.
  const shown =
    host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '[::1]' : host.includes(':') ? `[${host}]` : host;
  return `Élan est prêt : http://${shown}:${bound?.port ?? fallbackPort}`;
}
