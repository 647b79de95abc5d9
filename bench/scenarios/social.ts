import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type FeedPage, SOCIAL_LIMITS } from '@elan/domain';
import { createSocialService } from '../../apps/api/src/modules/social/social.service.ts';
import { openBenchDatabase } from '../database.ts';
import { type LoadResult, load, loadAverage, printAgainstHelloWorld, seconds } from '../load.ts';
import { login, measureHelloWorld, startServer } from '../server.ts';
import { LOAD } from './ratios-report.ts';
import { buildSocialDataset, SOCIAL_DATASET, SOCIAL_MEMBER } from './social-dataset.ts';
import { explainCalls, reportPlans } from './sql-plans.ts';

const resultsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../results');
const PORTS = { server: 3910, helloWorld: 3911 } as const;
/** 150 friends × one page of 50 is the most a feed page may read. */
const LARGE_SCAN_ROWS = SOCIAL_DATASET.friends * SOCIAL_LIMITS.feedPage;
const SIZES = [1_000_000, 10_000] as const;

/** The SQL of the feed (first and a deeper page) and the circle, through the app's own service. */
async function explainRoutes(dataDir: string, memberId: number, label: string) {
  const handle = await openBenchDatabase(dataDir);
  try {
    const social = createSocialService(handle.db, {
      notify: { toMember: async () => undefined, toFriends: async () => undefined },
    });
    const first = await social.feed(memberId, { limit: SOCIAL_LIMITS.feedPage, offset: 0 });
    const cursor = first.next_before ?? undefined;
    const planSets = await explainCalls(
      handle.pool,
      [
        ['GET /api/social/feed', () => social.feed(memberId, { limit: SOCIAL_LIMITS.feedPage, offset: 0 })],
        [
          'GET /api/social/feed?before=… (second page)',
          () => social.feed(memberId, { limit: SOCIAL_LIMITS.feedPage, offset: 0, before: cursor }),
        ],
        ['GET /api/social/circle', () => social.circle(memberId)],
      ],
      { buffers: true },
    );
    mkdirSync(resultsDir, { recursive: true });
    reportPlans(
      path.join(resultsDir, `social-plans-${label}.md`),
      `Query plans of the social scenario — member ${memberId}, ${label} feed events`,
      planSets,
      ['feed_events', 'connections', 'completions', 'feed_reactions'],
      LARGE_SCAN_ROWS,
    );
    return cursor;
  } finally {
    await handle.close();
  }
}

async function runSize(events: number): Promise<LoadResult[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'elan-bench-social-'));
  try {
    let startedAt = performance.now();
    const { memberId, counts } = await buildSocialDataset(dataDir, events);
    console.log(`Data set built in ${seconds(startedAt)}: ${JSON.stringify(counts)}`);
    startedAt = performance.now();
    const cursor = await explainRoutes(dataDir, memberId, String(events));
    console.log(`(plans in ${seconds(startedAt)})`);

    const server = await startServer({ port: PORTS.server, dataDir });
    try {
      const headers = await login(server.url, SOCIAL_MEMBER);
      const routes = [
        [`GET /api/social/feed (${events.toLocaleString('en')} events)`, '/api/social/feed'],
        [
          `GET /api/social/feed?before=… (${events.toLocaleString('en')} events)`,
          `/api/social/feed?before=${cursor ?? ''}`,
        ],
        [`GET /api/social/circle (${events.toLocaleString('en')} events)`, '/api/social/circle'],
      ] as const;
      // One request each first: a locked feed or an empty page must not pass for a result.
      for (const [name, urlPath] of routes) {
        const response = await fetch(`${server.url}${urlPath}`, { headers });
        if (!response.ok) throw new Error(`${name} answered ${response.status}`);
        const { data } = (await response.json()) as {
          data: FeedPage | { circle: { total_friends: number } };
        };
        if ('locked' in data && (data.locked || data.feed.length === 0))
          throw new Error(`${name}: locked or empty`);
        if ('circle' in data && data.circle.total_friends !== SOCIAL_DATASET.friends)
          throw new Error(`${name}: ${data.circle.total_friends} friends`);
        console.log(
          `${name}: ${response.status}, ${'feed' in data ? `${data.feed.length} events` : 'circle'}`,
        );
      }
      const rows: LoadResult[] = [];
      for (const [name, urlPath] of routes)
        rows.push(await load(name, `${server.url}${urlPath}`, { ...LOAD, headers }));
      return rows;
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The circle (issue 11): a member with 150 friends among 20,000 members; the feed (first page and
 * the page after its cursor) and the circle under autocannon, on 1,000,000 and then 10,000 feed
 * events, beside the bare Fastify hello-world of the same run (before and after; the mean divides).
 */
export async function social(): Promise<void> {
  console.log(`(load average before the load: ${loadAverage()})`);
  const before = await measureHelloWorld(PORTS.helloWorld, LOAD);
  const rows: LoadResult[] = [];
  for (const events of SIZES) rows.push(...(await runSize(events)));
  const after = await measureHelloWorld(PORTS.helloWorld, LOAD);
  printAgainstHelloWorld({ before, rows, after }, LOAD);
}
