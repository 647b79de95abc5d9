import { type Program, type ProgramStructure, putProgramStructureBody, supersetLabels } from '@elan/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/build-test-app.ts';
import { registerMember } from '../../test/factories.ts';
import { programs, sessionExercises, sessions } from '../db/schema/index.ts';
import { rowsOf } from '../lib/db-errors.ts';
import { seedCatalogue } from './catalogue.ts';

/** Issue 30: two public programmes are real splits, and an existing database gets them on start. */
let ctx: TestContext;
let member: Awaited<ReturnType<typeof registerMember>>;

beforeAll(async () => {
  ctx = await buildTestApp();
  member = await registerMember(ctx.app);
});
afterAll(async () => ctx.close());

const get = async <T>(url: string) => {
  const response = await ctx.app.inject({ method: 'GET', url, headers: member.auth });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as T;
};
const catalogueProgram = async (title: string) => {
  const found = (await get<Program[]>(`/api/programs?q=${encodeURIComponent(title)}`)).filter(
    (program) => program.title === title,
  );
  expect(found).toHaveLength(1);
  const [program] = found;
  if (!program) throw new Error(`${title} missing`);
  return get<ProgramStructure>(`/api/programs/${program.id}/structure`);
};
/** The editor's PUT body for a structure: the seed obeys the editor's every rule. */
const asBody = (structure: ProgramStructure) => ({
  sessions: structure.sessions.map((session) => ({
    title: session.title,
    day_number: session.day_number,
    notes: session.notes,
    exercises: session.exercises.map(({ id: _id, exercise_name: _n, muscle_group: _g, ...item }) => item),
  })),
});
const outline = (structure: ProgramStructure) =>
  structure.sessions.map((session) => ({
    title: session.title,
    day: session.day_number,
    exercises: session.exercises.map((item) => ({
      name: item.exercise_name,
      reps: item.reps_max ? `${item.reps}–${item.reps_max}` : String(item.reps),
      group: item.superset_group,
    })),
  }));

describe('programmes du catalogue en vraies divisions (issue 30)', () => {
  it('« Force fondamentale » : poussée, tirage, jambes sur 3 jours, fourchettes et supersets', async () => {
    const structure = await catalogueProgram('Force fondamentale');
    expect(structure.sessions.map((session) => [session.title, session.day_number])).toEqual([
      ['Séance A — Bas du corps', 1],
      ['Séance B — Poussée', 3],
      ['Séance C — Tirage', 5],
    ]);
    for (const session of structure.sessions) {
      expect(supersetLabels(session.exercises.map((item) => item.superset_group))).toContain('A2');
      expect(session.exercises.some((item) => item.reps_max !== null)).toBe(true);
    }
    expect(putProgramStructureBody.safeParse(asBody(structure)).success).toBe(true);
  });

  it('« Masse et puissance » : haut et bas du corps sur 4 jours, un superset et un triset', async () => {
    const structure = await catalogueProgram('Masse et puissance');
    expect(structure.sessions.map((session) => session.title)).toEqual([
      'Séance A — Jambes lourdes',
      'Séance B — Haut du corps lourd',
      'Séance C — Jambes volume',
      'Séance D — Haut du corps volume',
    ]);
    const last = structure.sessions[3];
    expect(supersetLabels(last?.exercises.map((item) => item.superset_group) ?? [])).toEqual([
      null,
      null,
      'A1',
      'A2',
      'B1',
      'B2',
      'B3',
    ]);
    expect(structure.sessions.flatMap((session) => session.exercises).some((item) => item.notes)).toBe(true);
    expect(putProgramStructureBody.safeParse(asBody(structure)).success).toBe(true);
  });

  it('chaque programme du catalogue respecte les règles de l’éditeur', async () => {
    for (const program of await get<Program[]>('/api/programs?limit=100')) {
      const structure = await get<ProgramStructure>(`/api/programs/${program.id}/structure`);
      const parsed = putProgramStructureBody.safeParse(asBody(structure));
      expect(parsed.error?.issues, program.title).toBeUndefined();
    }
  });

  it('une base existante reçoit la nouvelle structure sans doublon ni séance faite perdue ; un redémarrage n’écrit rien', async () => {
    const wanted = await catalogueProgram('Masse et puissance');
    const programId = wanted.program.id;
    const [heavyLegs, heavyUpper] = wanted.sessions;
    if (!heavyLegs || !heavyUpper) throw new Error('sessions expected');
    // The database as the previous seed left it: an older session title, flat rep counts.
    await ctx.db
      .update(sessions)
      .set({ title: 'Séance B — Poussée lourde' })
      .where(eq(sessions.id, heavyUpper.id));
    await ctx.db.update(sessionExercises).set({ reps_max: null, superset_group: null });
    const done = async (sessionId: number) => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/completions',
        headers: member.auth,
        payload: { program_id: programId, session_id: sessionId, duration_minutes: 40, sets: [] },
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().data.id as number;
    };
    const onKept = await done(heavyLegs.id);
    const onRemoved = await done(heavyUpper.id);

    await seedCatalogue(ctx.db);
    const after = await catalogueProgram('Masse et puissance');
    expect(outline(after)).toEqual(outline(wanted));
    expect(after.sessions[0]?.id).toBe(heavyLegs.id);
    expect(after.sessions[1]?.id).not.toBe(heavyUpper.id);
    const kept = await get<{ session_id: number | null; session_title: string }>(
      `/api/completions/${onKept}`,
    );
    expect(kept).toMatchObject({ session_id: heavyLegs.id, session_title: 'Séance A — Jambes lourdes' });
    const orphan = await get<{ session_id: number | null; session_title: string; program_title: string }>(
      `/api/completions/${onRemoved}`,
    );
    expect(orphan).toMatchObject({
      session_id: null,
      session_title: 'Séance B — Poussée lourde',
      program_title: 'Masse et puissance',
    });
    expect((await get<Program>(`/api/programs/${programId}`)).session_count).toBe(4);

    const versions = () =>
      ctx.db.execute(sql`select xmin::text as version, id from ${sessionExercises} order by id`).then(rowsOf);
    const before = await versions();
    const titles = await ctx.db
      .select({ id: programs.id })
      .from(programs)
      .where(eq(programs.title, 'Masse et puissance'));
    await seedCatalogue(ctx.db);
    expect(await versions()).toEqual(before);
    expect(
      await ctx.db.select({ id: programs.id }).from(programs).where(eq(programs.title, 'Masse et puissance')),
    ).toEqual(titles);
  });
});
