import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/build-test-app.ts';
import { registerMember } from '../../test/factories.ts';

/**
 * Migration 0021's data steps (decisions 085, 087), run again on rows as the releases before it left
 * them: badges with no completion named, guillemets held by plain spaces.
 */
const MIGRATION = fileURLToPath(new URL('../../drizzle/0021_completion_badges.sql', import.meta.url));
const dataSteps = () =>
  readFileSync(MIGRATION, 'utf8')
    .split('--> statement-breakpoint')
    .map((step) => step.replace(/^\s*--.*$/gm, '').trim())
    .filter((step) => step.startsWith('UPDATE'));

let ctx: TestContext;
afterAll(async () => ctx?.close());

describe('migration 0021', () => {
  it('rend à chaque badge la séance qui l’a gagné, et ses insécables aux guillemets déjà enregistrés', async () => {
    ctx = await buildTestApp();
    const member = await registerMember(ctx.app);
    const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
      ctx.app.inject({ method, url, headers: member.auth, ...(payload ? { payload } : {}) });
    const saved = await call('POST', '/api/completions', { duration_minutes: 20 });
    expect(saved.statusCode, saved.body).toBe(201);
    const completionId = (saved.json().data as { id: number }).id;
    const unlocked = await call('POST', '/api/social/feed/unlock', { sessionCompletionId: completionId });
    expect(unlocked.statusCode, unlocked.body).toBe(201);
    const userId = member.user.id;
    const storedMessages = async () =>
      (
        await ctx.pool.query<{ message: string }>(
          "select message from feed_events where user_id = $1 and message like '%«%' order by id",
          [userId],
        )
      ).rows.map((row) => row.message);
    const asWrittenToday = await storedMessages();
    // As an older release stored them.
    await ctx.pool.query('update user_badges set completion_id = null where user_id = $1', [userId]);
    await ctx.pool.query(
      "update feed_events set message = replace(message, chr(160), ' ') where user_id = $1",
      [userId],
    );
    await ctx.pool.query(
      "update notifications set message = replace(message, chr(160), ' ') where user_id = $1",
      [userId],
    );
    const badgeCodes = async () =>
      ((await call('GET', `/api/completions/${completionId}`)).json().data.badges as { code: string }[]).map(
        (badge) => badge.code,
      );
    expect(await badgeCodes()).toEqual([]);

    for (const step of dataSteps()) await ctx.pool.query(step);

    expect(await badgeCodes()).toContain('sessions_1');
    // The stored texts read again exactly as today's release writes them.
    expect(asWrittenToday.length).toBeGreaterThan(0);
    expect(await storedMessages()).toEqual(asWrittenToday);
    const { rows: notes } = await ctx.pool.query<{ message: string }>(
      "select message from notifications where user_id = $1 and message like '%«%'",
      [userId],
    );
    for (const { message } of notes) expect(message).not.toMatch(/« | »/);
  });
});
