import { MESSAGES } from '@elan/domain';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/build-test-app.ts';
import { expectFailure } from '../../test/expect-failure.ts';
import { registerMember } from '../../test/factories.ts';

const TOKEN = 'jeton-prometheus-de-test-0123456789';
let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({ config: { metricsToken: TOKEN } });
});
afterAll(async () => ctx.close());

const scrape = (authorization?: string) =>
  ctx.app.inject({
    method: 'GET',
    url: '/api/metrics',
    headers: authorization === undefined ? {} : { authorization },
  });

/** The value of one series in Prometheus's text format, or undefined when absent. */
function seriesValue(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /api/metrics (issue 16, décision 030)', () => {
  it('sans le bon jeton : 401 en français, comparé sans fuite de temps', async () => {
    for (const header of [
      undefined,
      'Bearer mauvais-jeton',
      `Basic ${TOKEN}`,
      `Bearer ${TOKEN}x`,
      'Bearer ',
    ]) {
      expectFailure(await scrape(header), 401, MESSAGES.unauthorized, String(header));
    }
  });

  it('avec le jeton : débit et latence par motif de route et statut, boucle d’événements, pool', async () => {
    const member = await registerMember(ctx.app);
    const own = await ctx.app.inject({
      method: 'GET',
      url: `/api/users/${member.user.id}`,
      headers: member.auth,
    });
    expect(own.statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/users/me' })).statusCode).toBe(401);

    const response = await scrape(`Bearer ${TOKEN}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    const text = response.body;
    const route = 'method="GET",route="/api/users/:id",status_code="200"';
    expect(seriesValue(text, `elan_http_requests_total{${route}}`)).toBe(1);
    expect(seriesValue(text, `elan_http_request_duration_seconds_count{${route}}`)).toBe(1);
    expect(seriesValue(text, `elan_http_request_duration_seconds_bucket{le="10",${route}}`)).toBe(1);
    expect(
      seriesValue(text, 'elan_http_requests_total{method="GET",route="/api/users/me",status_code="401"}'),
    ).toBe(1);
    // The pattern, never the member's id in a label: a bounded number of series.
    expect(text).not.toContain(`/api/users/${member.user.id}`);
    expect(seriesValue(text, 'elan_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
    expect(seriesValue(text, 'elan_db_pool_connections{state="idle"}')).toBeGreaterThanOrEqual(0);
    expect(seriesValue(text, 'elan_db_pool_waiting_requests')).toBe(0);
    expect(seriesValue(text, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThan(0);
    expect(seriesValue(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    // No pg-boss schema in this database yet: the gauge is declared, with no queue.
    expect(text).toContain('# TYPE elan_jobs_queued gauge');
    expect(text).not.toContain('elan_jobs_queued{');
  });

  it('profondeur des files pg-boss : les tâches en attente, par file', async () => {
    const boss = new PgBoss({
      db: { executeSql: (text, values) => ctx.pool.query(text, values) },
      schema: 'pgboss',
      supervise: false,
      schedule: false,
    });
    await boss.start();
    try {
      await boss.createQueue('essai-metriques');
      for (const n of [1, 2, 3]) await boss.send('essai-metriques', { n });
    } finally {
      await boss.stop({ graceful: false, wait: true });
    }
    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(seriesValue(text, 'elan_jobs_queued{queue="essai-metriques"}')).toBe(3);
  });
});

describe('sans METRICS_TOKEN', () => {
  it('le point de mesure n’existe pas : 404, même avec un jeton', async () => {
    const hidden = await buildTestApp();
    try {
      for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }]) {
        expectFailure(
          await hidden.app.inject({ method: 'GET', url: '/api/metrics', headers }),
          404,
          MESSAGES.notFound,
        );
      }
    } finally {
      await hidden.close();
    }
  });
});
