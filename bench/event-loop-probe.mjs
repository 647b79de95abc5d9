// Bench-only preload (`NODE_OPTIONS=--import=<this file>`, set by bench/scenarios/scale.ts): measures
// the server process's event-loop delay with perf_hooks.monitorEventLoopDelay and, on each SIGUSR2,
// writes what it saw since the previous signal to BENCH_EVENT_LOOP_FILE (JSON, milliseconds), then
// starts afresh. Nothing in apps/ knows about it: the app is measured exactly as `npm start` runs it.
import { renameSync, writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const file = process.env.BENCH_EVENT_LOOP_FILE;
// Only this process: a child Node process (a build step) must not arm a probe of its own.
delete process.env.BENCH_EVENT_LOOP_FILE;
delete process.env.NODE_OPTIONS;

if (file) {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  const ms = (nanoseconds) => Math.round(nanoseconds / 10_000) / 100;
  let sequence = 0;
  process.on('SIGUSR2', () => {
    sequence += 1;
    const snapshot = {
      sequence,
      pid: process.pid,
      samples: histogram.count,
      mean: ms(histogram.mean),
      p50: ms(histogram.percentile(50)),
      p99: ms(histogram.percentile(99)),
      max: ms(histogram.max),
      rssMb: Math.round(process.memoryUsage.rss() / 1_048_576),
      heapUsedMb: Math.round(process.memoryUsage().heapUsed / 1_048_576),
    };
    // Written aside then renamed: the reader never sees half a file.
    writeFileSync(`${file}.tmp`, JSON.stringify(snapshot));
    renameSync(`${file}.tmp`, file);
    histogram.reset();
  });
}
