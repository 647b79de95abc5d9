import { Writable } from 'node:stream';

export type LogLine = Record<string, unknown>;

/**
 * A pino logger option that keeps every line the app writes, parsed (pino writes one JSON object
 * a line): pass `logger` to buildTestApp, read `lines`.
 */
export function captureLogLines(level = 'info') {
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, logger: { level, stream } };
}
