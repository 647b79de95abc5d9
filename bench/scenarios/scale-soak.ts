import { load, loadAverage } from '../load.ts';
import { login, postgresMemory } from '../server.ts';
import { dashboardCalls, scaleDataDir } from './scale.ts';
import { SCALE_MEMBER } from './scale-dataset.ts';
import { SCALE_LOAD, startProbedServer } from './scale-load.ts';

const PORT = 3922;
/** Five minutes of load, a sample a minute: the last three (minutes 3–5, after warm-up) are compared. */
const SOAK = { seconds: 300, sampleEverySeconds: 60, compared: 3, tolerance: 0.1 } as const;

type Sample = {
  minute: number;
  nodeMb: number;
  heapMb: number;
  loopP99: number;
  postgresRssMb?: number;
  postgresPssMb?: number;
};

/**
 * Issue 16's memory check: the dashboard's calls in turn on 50 connections for five minutes on
 * the 1,000,000-row DATA_DIR; the server's RSS (and the embedded PostgreSQL's) every minute and
 * a minute after the load; no growth trend: the last three samples under load within 10 %.
 */
export async function scaleSoak(): Promise<void> {
  const { dataDir, info } = await scaleDataDir('large');
  const server = await startProbedServer(PORT, dataDir);
  try {
    const headers = await login(server.url, SCALE_MEMBER);
    const samples: Sample[] = [];
    // Each minute the server's own probe: RSS, V8 heap in use, and the event loop over that minute.
    const sample = async (minute: number) => {
      const loop = await server.snapshot();
      const postgres = postgresMemory(dataDir);
      const row = {
        minute,
        nodeMb: loop.rssMb,
        heapMb: loop.heapUsedMb,
        loopP99: loop.p99,
        postgresRssMb: postgres && Math.round(postgres.rss),
        postgresPssMb: postgres?.pss && Math.round(postgres.pss),
      };
      samples.push(row);
      console.log(
        `minute ${minute}: Node RSS ${row.nodeMb} MB, heap used ${row.heapMb} MB, event loop p99 ${row.loopP99} ms; PostgreSQL RSS ${row.postgresRssMb} MB, PSS ${row.postgresPssMb} MB`,
      );
    };
    console.log(`(load average before the soak: ${loadAverage()})`);
    await sample(0);
    let minute = 0;
    const timer = setInterval(() => void sample(++minute), SOAK.sampleEverySeconds * 1000);
    const result = await load('soak: the dashboard calls in turn', server.url, {
      connections: SCALE_LOAD.connections,
      duration: SOAK.seconds,
      requests: dashboardCalls(info).map(([, path]) => ({ method: 'GET', path, headers })),
    });
    clearInterval(timer);
    // The last minute's sample, if the load ended just before its timer.
    if (minute < SOAK.seconds / SOAK.sampleEverySeconds) await sample(++minute);
    const loopP99 = Math.max(...samples.filter((s) => s.minute >= 1).map((s) => s.loopP99));
    await new Promise((resolve) => setTimeout(resolve, SOAK.sampleEverySeconds * 1000));
    await sample(minute + 1);
    console.log(`(load average after the soak: ${loadAverage()})`);
    const underLoad = samples.filter((s) => s.minute >= 1 && s.minute <= SOAK.seconds / 60);
    const compared = underLoad.slice(-SOAK.compared).map((s) => s.nodeMb);
    const spread = (Math.max(...compared) - Math.min(...compared)) / Math.min(...compared);
    console.log(
      `\nSoak: ${result.requestsPerSecond} req/s over ${SOAK.seconds} s, p50 ${result.p50} ms, p99 ${result.p99} ms, non-2xx ${result.non2xx}, errors ${result.errors}; event loop p99 (worst minute) ${loopP99} ms`,
    );
    console.log(
      `Node RSS, last ${SOAK.compared} samples under load: ${compared.join(', ')} MB — spread ${(spread * 100).toFixed(1)} % (≤ ${SOAK.tolerance * 100} %: ${spread <= SOAK.tolerance ? 'yes' : 'NO'}); a minute after the load: ${samples.at(-1)?.nodeMb} MB`,
    );
    console.log(
      '\n| minute | Node RSS (MB) | heap used (MB) | event loop p99 (ms) | PostgreSQL RSS (MB) | PostgreSQL PSS (MB) |\n|---:|---:|---:|---:|---:|---:|',
    );
    for (const s of samples)
      console.log(
        `| ${s.minute} | ${s.nodeMb} | ${s.heapMb} | ${s.loopP99} | ${s.postgresRssMb ?? ''} | ${s.postgresPssMb ?? ''} |`,
      );
  } finally {
    await server.stop();
  }
}
