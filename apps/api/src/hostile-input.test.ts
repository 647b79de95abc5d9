import type { Session } from '@elan/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../test/build-test-app.ts';
import { createProgram, newMemberInput, randomIp, registerMember } from '../test/factories.ts';

type Member = Awaited<ReturnType<typeof registerMember>>;
let ctx: TestContext;
let member: Member;

beforeAll(async () => {
  ctx = await buildTestApp();
  member = await registerMember(ctx.app);
});
afterAll(async () => ctx.close());

/** The member sees a 400 and this exact French sentence, never a stack or an English word. */
const expectFrench400 = (
  response: { statusCode: number; json: () => unknown },
  message = 'Requête invalide',
) => {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({ success: false, error: message, message });
};

describe('entrées hostiles : un 400 en français, jamais un 500', () => {
  it('un nombre illisible dans la requête : « Requête invalide », pas « NaN reçu »', async () => {
    for (const query of ['offset=%00', 'offset=abc', 'limit=+1&limit=%00']) {
      expectFrench400(
        await ctx.app.inject({ method: 'GET', url: `/api/programs?${query}`, headers: member.auth }),
      );
    }
  });

  it('un corps qui n’est pas un objet (absent, null, tableau) : « Requête invalide », pas le vocabulaire de zod', async () => {
    // Bodies with a rule across fields (a slot's order, a goal's dates) too: the rule never runs on them.
    const routes = [
      ['DELETE', `/api/users/${member.user.id}`],
      ['PUT', '/api/enrollments/1/plan'],
      ['POST', '/api/body-composition/goals'],
      ['POST', '/api/body-composition/measurements'],
    ] as const;
    for (const [method, url] of routes) {
      for (const payload of [undefined, 'null', '[]', '"texte"']) {
        const response = await ctx.app.inject({
          method,
          url,
          headers: { ...member.auth, 'content-type': 'application/json' },
          ...(payload === undefined ? {} : { payload }),
        });
        expect(response.statusCode, `${method} ${url} ${payload}`).toBe(400);
        expectFrench400(response);
      }
    }
  });

  it('caractère NUL dans un texte', async () => {
    expectFrench400(
      await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress: randomIp(),
        payload: newMemberInput({ first_name: 'Ana\u0000is' }),
      }),
    );
    expectFrench400(
      await ctx.app.inject({
        method: 'POST',
        url: '/api/programs',
        headers: member.auth,
        payload: { title: 'a\u0000b' },
      }),
    );
    expectFrench400(
      await ctx.app.inject({ method: 'GET', url: '/api/programs?q=%00', headers: member.auth }),
    );
  });

  it('multipart mal formé', async () => {
    for (const [contentType, body] of [
      ['multipart/form-data', 'pas de frontière'],
      [
        'multipart/form-data; boundary=xyz',
        '--xyz\r\nContent-Disposition: form-data; name="photo"; filename="a.jpg"\r\n',
      ],
    ]) {
      expectFrench400(
        await ctx.app.inject({
          method: 'POST',
          url: '/api/uploads/session-photo',
          headers: { ...member.auth, 'content-type': contentType as string },
          payload: body,
        }),
      );
    }
  });

  it('date impossible et identifiants hors bornes', async () => {
    const workout = await ctx.app.inject({
      method: 'POST',
      url: `/api/badges/user/${member.user.id}/workout`,
      headers: member.auth,
      payload: { date: '2024-02-30', duration_minutes: 20 },
    });
    expectFrench400(workout, 'Date invalide (format AAAA-MM-JJ)');
    expectFrench400(
      await ctx.app.inject({
        method: 'GET',
        url: '/api/completions/last-sets?exercise_ids=99999999999',
        headers: member.auth,
      }),
    );
    expectFrench400(
      await ctx.app.inject({ method: 'GET', url: '/api/programs/99999999999', headers: member.auth }),
      'Identifiant invalide',
    );
  });

  it('booléens et chaînes vides ne passent pas pour des nombres', async () => {
    const enrol = await ctx.app.inject({
      method: 'POST',
      url: '/api/enrollments',
      headers: member.auth,
      payload: { program_id: true },
    });
    expectFrench400(enrol, 'Identifiant invalide');
    const program = await createProgram(ctx.app, member.auth, {}, [1]);
    const [session] = (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/sessions?program_id=${program.id}`,
        headers: member.auth,
      })
    ).json().data as Session[];
    const completion = await ctx.app.inject({
      method: 'POST',
      url: '/api/completions',
      headers: member.auth,
      payload: {
        program_id: program.id,
        session_id: session?.id,
        duration_minutes: 20,
        sets: [{ exercise_id: 1, set_number: 1, reps: 5, weight_kg: '' }],
      },
    });
    expectFrench400(completion, 'La charge doit être comprise entre 0 et 500 kg');
  });

  it('une image de programme doit être une adresse http(s)', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/programs',
      headers: member.auth,
      payload: { title: 'XSS', image_url: 'javascript:alert(1)' },
    });
    expectFrench400(response, 'Adresse d’image invalide');
  });

  it('un appel sans corps mais avec un type JSON (spec §7) est accepté', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/badges/user/${member.user.id}/check`,
      headers: { ...member.auth, 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { new_badges: [] } });
  });
});
