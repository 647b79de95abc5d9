import { MESSAGES } from '@elan/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { expectFailure } from '../../../test/expect-failure.ts';
import { rowsOf } from '../../lib/db-errors.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx.close());

const ready = () => ctx.app.inject({ method: 'GET', url: '/api/ready' });

describe('GET /api/ready (issue 16, décision 030)', () => {
  it('200 quand la base répond et porte toutes les migrations de cette version', async () => {
    const response = await ready();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { database: 'ok', migrations: 'ok' } });
  });

  it('503 avec Retry-After tant que la dernière migration n’est pas appliquée, 200 ensuite', async () => {
    const [latest] = rowsOf<{ id: number; hash: string; created_at: string }>(
      await ctx.db.execute(
        sql`select id, hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
      ),
    );
    if (!latest) throw new Error('no migration applied to the test database');
    await ctx.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${latest.id}`);
    try {
      const pending = await ready();
      expectFailure(pending, 503, MESSAGES.migrationsPending);
      expect(pending.headers['retry-after']).toBe('5');
    } finally {
      await ctx.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${latest.id}, ${latest.hash}, ${latest.created_at})`,
      );
    }
    expect((await ready()).statusCode).toBe(200);
  });

  it('/api/health reste la sonde de vie : 200 sans toucher la base', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.json()).toEqual({ success: true, data: { status: 'ok' } });
  });
});

describe('statement_timeout (issue 16 : une requête lente est bornée)', () => {
  it('chaque connexion du pool a statement_timeout = 10 s', async () => {
    const [row] = rowsOf<{ statement_timeout: string }>(await ctx.db.execute(sql`show statement_timeout`));
    expect(row?.statement_timeout).toBe('10s');
  });
});
