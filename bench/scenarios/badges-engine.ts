import { loadAverage, percentile } from '../load.ts';
import { login } from '../server.ts';
import type { Member } from './completions-dataset.ts';

/** Sequential POSTs per member for the engine's cost, after a few to warm up. */
const TIMED_POSTS = 200;
const WARM_UP_POSTS = 10;

/**
 * The badge engine's cost per completion against the member's history: sequential POSTs of the
 * light and the heavy member in turn, after a few to warm up.
 */
export async function engineCost(url: string, light: Member, heavy: Member, body: string) {
  const members = [];
  for (const member of [light, heavy]) {
    const headers = await login(url, member);
    // The counters the engine keeps (user_stats.total_sessions): the member's history right now.
    const stats = (await (await fetch(`${url}/api/badges/user/${member.id}/stats`, { headers })).json()) as {
      data: { total_sessions: number };
    };
    members.push({ member, headers, before: stats.data.total_sessions, times: [] as number[] });
  }
  const runId = Date.now().toString(36);
  let counter = 0;
  const post = async (headers: Record<string, string>) => {
    const start = performance.now();
    const response = await fetch(`${url}/api/completions`, {
      method: 'POST',
      headers: {
        ...headers,
        'content-type': 'application/json',
        'idempotency-key': `engine-${runId}-${counter++}`,
      },
      body,
    });
    await response.arrayBuffer();
    if (response.status !== 201) throw new Error(`POST /api/completions answered ${response.status}`);
    return performance.now() - start;
  };
  for (let index = 0; index < WARM_UP_POSTS; index++) for (const entry of members) await post(entry.headers);
  for (let index = 0; index < TIMED_POSTS; index++)
    for (const entry of members) entry.times.push(await post(entry.headers));
  console.log(
    `\nPOST /api/completions (10 sets, badge engine in the transaction), ${TIMED_POSTS} sequential per member after ${WARM_UP_POSTS} to warm up, alternating:`,
  );
  console.log(
    '| member | completions before | median (ms) | p95 (ms) | mean (ms) |\n|---|---:|---:|---:|---:|',
  );
  for (const { member, before, times } of members) {
    const mean = times.reduce((sum, value) => sum + value, 0) / times.length;
    console.log(
      `| ${member.last_name} (${member.id}) | ${before.toLocaleString('en')} | ${percentile(times, 0.5).toFixed(1)} | ${percentile(times, 0.95).toFixed(1)} | ${mean.toFixed(1)} |`,
    );
  }
  const [first, second] = members.map((entry) => percentile(entry.times, 0.5));
  if (first !== undefined && second !== undefined)
    console.log(
      `Median ratio heavy / light: ${(second / first).toFixed(2)} (load average: ${loadAverage()})`,
    );
}
