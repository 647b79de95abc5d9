import type { Program, ProgramStructure, ScheduledItem } from '@elan/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { createTestClock } from '../../../test/clock.ts';
import { countStatements, type StatementCounter } from '../../../test/count-statements.ts';
import { programWithSession, registerMember, socialClient } from '../../../test/social-helpers.ts';

/**
 * Decision 088: a save of the editor drops every kept answer built from the programme (decision
 * 050), in every process, even when only its exercises changed (`session_exercises` notifies
 * nothing itself).
 */
const clock = createTestClock('2026-11-18T11:00:00Z');
let ctx: TestContext;
let counter: StatementCounter;
let other: Awaited<ReturnType<TestContext['openSecondApp']>>;
beforeAll(async () => {
  ctx = await buildTestApp({ now: clock.now, config: { isReadCacheEnabled: true } });
  counter = countStatements(ctx.db);
  other = await ctx.openSecondApp();
});
afterAll(async () => {
  counter.stop();
  await other.close();
  await ctx.close();
});

const main = socialClient(() => ctx.app);
const second = socialClient(() => other.app);
type Member = Awaited<ReturnType<typeof registerMember>>;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Reads `url` on this process until it comes from memory (no statement at all). */
async function keptAnswer(who: Member, url: string): Promise<string> {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    const { result, statements } = await counter.measure(() => main.call(who, 'GET', url));
    expect(result.statusCode, result.body).toBe(200);
    if (statements.length === 0) return result.body;
    await sleep(10);
  }
  throw new Error(`${url} is never answered from memory`);
}

describe('un enregistrement de l’éditeur et les réponses gardées', () => {
  it('l’agenda et le programme gardés par un processus changent quand un autre enregistre la structure', async () => {
    const member = await registerMember(ctx.app);
    const ids = await programWithSession(ctx.app, member);
    await main.data(member, 'POST', '/api/enrollments', { program_id: ids.program_id }, 201);
    const agenda = JSON.parse(await keptAnswer(member, '/api/schedule/daily')).data as ScheduledItem[];
    const before = agenda.find((item) => item.program_id === ids.program_id);
    if (!before) throw new Error('the programme is not on today’s agenda');
    await keptAnswer(member, `/api/programs/${ids.program_id}`);

    // Only the exercise's sets change, saved through the other process.
    const structure = await second.data<ProgramStructure>(
      member,
      'GET',
      `/api/programs/${ids.program_id}/structure`,
    );
    const [session] = structure.sessions;
    const [exercise] = session?.exercises ?? [];
    if (!session || !exercise) throw new Error('one session with one exercise expected');
    await second.data(member, 'PUT', `/api/programs/${ids.program_id}/structure`, {
      sessions: [
        {
          id: session.id,
          title: session.title,
          day_number: session.day_number,
          exercises: [
            { id: exercise.id, exercise_id: exercise.exercise_id, sets: 10, reps: 12, rest_time_sec: 120 },
          ],
        },
      ],
    });

    expect(await ctx.app.heardChanges()).toBe(true);
    const after = (await main.data<ScheduledItem[]>(member, 'GET', '/api/schedule/daily')).find(
      (item) => item.program_id === ids.program_id,
    );
    expect(after?.estimated_minutes).toBeGreaterThan(before.estimated_minutes);

    // The programme's own fields, saved the same way: its kept page changes too.
    await second.data(member, 'PUT', `/api/programs/${ids.program_id}/structure`, {
      program: { title: 'Cercle remanié', difficulty_level: 'beginner', duration_weeks: 4 },
      sessions: [
        { id: session.id, title: session.title, exercises: [{ exercise_id: exercise.exercise_id }] },
      ],
    });
    expect(await ctx.app.heardChanges()).toBe(true);
    expect((await main.data<Program>(member, 'GET', `/api/programs/${ids.program_id}`)).title).toBe(
      'Cercle remanié',
    );
  });
});
