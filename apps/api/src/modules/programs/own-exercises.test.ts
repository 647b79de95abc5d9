import type { Exercise } from '@elan/domain';
import { OWN_EXERCISE_CATEGORY } from '@elan/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { expectFailure } from '../../../test/expect-failure.ts';
import { registerMember } from '../../../test/factories.ts';
import { exercises } from '../../db/schema/index.ts';

let ctx: TestContext;
let owner: Awaited<ReturnType<typeof registerMember>>;
let other: Awaited<ReturnType<typeof registerMember>>;
let ownId: number;

beforeAll(async () => {
  ctx = await buildTestApp();
  owner = await registerMember(ctx.app);
  other = await registerMember(ctx.app);
  const [row] = await ctx.db
    .insert(exercises)
    .values({
      name: 'Développé couché prise serrée',
      type: 'force',
      muscle_group: 'Triceps',
      category: OWN_EXERCISE_CATEGORY,
      owner_id: owner.user.id,
    })
    .returning({ id: exercises.id });
  ownId = row?.id ?? 0;
});
afterAll(async () => ctx.close());

const list = async (url: string, auth: Record<string, string>) =>
  ((await ctx.app.inject({ method: 'GET', url, headers: auth })).json() as { data: Exercise[] }).data;

describe("les exercices d'un membre (issue 14)", () => {
  it('le catalogue et la recherche montrent ses propres exercices à lui seul', async () => {
    const mine = await list('/api/exercises?q=developpe couche', owner.auth);
    expect(mine.map((exercise) => exercise.name)).toEqual([
      'Développé couché',
      'Développé couché prise serrée',
    ]);
    const theirs = await list('/api/exercises?q=developpe couche', other.auth);
    expect(theirs.map((exercise) => exercise.name)).toEqual(['Développé couché']);
    const triceps = await list('/api/exercises?muscle_group=Triceps', other.auth);
    expect(triceps.some((exercise) => exercise.id === ownId)).toBe(false);
    expect((await list('/api/exercises?muscle_group=Triceps', owner.auth)).some((e) => e.id === ownId)).toBe(
      true,
    );
  });

  it("la fiche d'un exercice d'un autre membre répond 404", async () => {
    const mine = await ctx.app.inject({ method: 'GET', url: `/api/exercises/${ownId}`, headers: owner.auth });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({
      data: {
        id: ownId,
        name: 'Développé couché prise serrée',
        category: 'Mes exercices',
        instructions: null,
      },
    });
    const theirs = await ctx.app.inject({
      method: 'GET',
      url: `/api/exercises/${ownId}`,
      headers: other.auth,
    });
    expectFailure(theirs, 404, 'Exercice non trouvé');
  });

  it("une séance libre n'accepte pas l'exercice d'un autre membre", async () => {
    const payload = {
      duration_minutes: 20,
      sets: [{ exercise_id: ownId, set_number: 1, reps: 8, weight_kg: 40 }],
    };
    const theirs = await ctx.app.inject({
      method: 'POST',
      url: '/api/completions',
      headers: other.auth,
      payload,
    });
    expectFailure(theirs, 404, 'Exercice non trouvé');
    const mine = await ctx.app.inject({
      method: 'POST',
      url: '/api/completions',
      headers: owner.auth,
      payload,
    });
    expect(mine.statusCode).toBe(201);
  });
});
