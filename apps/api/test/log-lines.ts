import { Writable } from 'node:stream';

export type LogLine = Record<string, unknown>;

/**
 * A pino logger option that keeps every line the app writes: pass `logger` to buildTestApp, then
 * read the lines parsed (pino writes one JSON object a line) or as written (`text`, to check what
 * a secret would look like in the file).
 */
export function captureLogLines(level = 'info') {
  const written: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      written.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  return {
    logger: { level, stream },
    lines: <Line = LogLine>() => written.map((line) => JSON.parse(line) as Line),
    text: () => written.join('\n'),
    clear: () => {
      written.length = 0;
    },
  };
}
