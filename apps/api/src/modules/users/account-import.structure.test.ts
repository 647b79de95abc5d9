import type { ProgramStructure } from '@elan/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../../../test/account-fixtures.ts';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { createProgram, registerMember } from '../../../test/factories.ts';
import type { Member } from '../../../test/social-helpers.ts';
import type { App } from '../../app.ts';

/** Issue 30: a programme shaped in the editor leaves one Élan for another whole (decision 028). */
let source: TestContext;
let target: TestContext;
beforeAll(async () => {
  [source, target] = await Promise.all([buildTestApp(), buildTestApp()]);
});
afterAll(async () => Promise.all([source.close(), target.close()]));

const call = async <T>(app: App, who: Member, method: 'GET' | 'PUT', url: string, payload?: object) => {
  const response = await app.inject({ method, url, headers: who.auth, ...(payload ? { payload } : {}) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as T;
};

/** What the editor shows of a structure, without this server's ids. */
const shapeOf = (structure: ProgramStructure) => ({
  program: { ...structure.program, id: 0, created_by: 0, updated_at: '' },
  sessions: structure.sessions.map(({ id: _id, exercises, ...session }) => ({
    ...session,
    exercises: exercises.map(({ id: _row, exercise_id: _exercise, ...item }) => item),
  })),
});

describe('export puis import d’un programme façonné dans l’éditeur', () => {
  it('garde fourchettes, supersets, cibles, notes, progressions et rythme de décharge', async () => {
    const member = await registerMember(source.app);
    const program = await createProgram(source.app, member.auth, { title: 'Haut bas' }, [1]);
    const saved = await call<ProgramStructure>(
      source.app,
      member,
      'PUT',
      `/api/programs/${program.id}/structure`,
      {
        program: {
          title: 'Haut bas',
          difficulty_level: 'advanced',
          duration_weeks: 10,
          deload_every_weeks: 5,
        },
        sessions: [
          {
            title: 'Haut',
            day_number: 1,
            notes: 'Épaules chaudes',
            exercises: [
              {
                exercise_id: 1,
                reps: 8,
                reps_max: 12,
                target_weight_kg: 40,
                target_rpe: 8.5,
                notes: 'prise serrée',
                progression: { type: 'double', increment_kg: 2.5 },
              },
              { exercise_id: 2, superset_group: 1, rest_time_sec: 0 },
              { exercise_id: 3, superset_group: 1, progression: { type: 'percent_1rm', percent: 75 } },
            ],
          },
          { title: 'Bas', day_number: 4, exercises: [{ exercise_id: 4, reps: 5, reps_max: 5 }] },
        ],
      },
    );
    const archive = await source.app.inject({
      method: 'GET',
      url: `/api/users/${member.user.id}/export`,
      headers: member.auth,
    });
    expect(archive.statusCode).toBe(200);

    const fresh = await registerMember(target.app);
    const body = multipart('file', 'elan.zip', archive.rawPayload, 'application/zip');
    const imported = await target.app.inject({
      method: 'POST',
      url: `/api/users/${fresh.user.id}/import`,
      headers: { ...fresh.auth, ...body.headers },
      payload: body.payload,
    });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json().data).toMatchObject({ programs: 1 });

    const [copy] = await call<{ id: number }[]>(
      target.app,
      fresh,
      'GET',
      `/api/programs?created_by=${fresh.user.id}`,
    );
    if (!copy) throw new Error('the programme was not imported');
    const after = await call<ProgramStructure>(
      target.app,
      fresh,
      'GET',
      `/api/programs/${copy.id}/structure`,
    );
    expect(shapeOf(after)).toEqual(shapeOf(saved));
  });
});
