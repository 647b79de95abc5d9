import { envelope, type Session, userSchema } from '@elan/domain';
import fc from 'fast-check';
import { createSerializerCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestContext } from '../../test/build-test-app.ts';
import { createProgram, registerMember } from '../../test/factories.ts';
import { compileResponseSchema } from './response-serializer.ts';

/** What every route wrote before decision 044: zod's safeEncode, then JSON.stringify. */
const viaZod = (schema: z.ZodType) =>
  createSerializerCompiler({})({ schema, method: 'GET', url: '/', httpStatus: '200' });

/** A member row as the database holds it: secrets and columns the answer does not declare. */
const storedMember = {
  id: 7,
  email: 'lina@exemple.fr',
  password_hash: '$argon2id$v=19$m=19456,t=2,p=1$c2VsZWxlbg$aGFjaMOp',
  token_version: 3,
  first_name: 'Lina',
  last_name: 'Roux « la rapide »',
  username: 'lina.roux',
  role: 'user',
  gender: null,
  birthdate: '1990-04-02',
  height_cm: 168.5,
  weight_kg: null,
  goal: 'Courir "vite"\n\\ et loin',
  is_private: false,
  share_body_with_coach: false,
  max_heart_rate: 186,
  is_system: false,
  created_at: '2026-11-18T11:00:00.000Z',
  updated_at: '2026-11-18T11:00:00.000Z',
};

let ctx: TestContext;
/** The 200 schema of each route, as the app registered it. */
const schemas = new Map<string, z.ZodType>();

beforeAll(async () => {
  // Production's path: the compiled serializer alone, no comparison with zod (decision 044).
  ctx = await buildTestApp({
    checkResponses: false,
    onRoute: (route) => {
      const ok = (route.schema?.response as Record<string, unknown> | undefined)?.[200];
      if (ok instanceof z.ZodType && route.method === 'GET') schemas.set(route.url, ok);
    },
    extend: (app) =>
      app.get(
        '/api/essai/membre',
        { config: { public: true }, schema: { response: { 200: envelope(userSchema) } } },
        async () => ({ success: true as const, data: { ...storedMember, extra: { password_hash: 'x' } } }),
      ),
  });
});
afterAll(async () => ctx.close());

describe('sérialiseur compilé des réponses', () => {
  it('ne laisse sortir que les champs déclarés : pas de hash de mot de passe', async () => {
    // Compiled (not left to zod), and writing exactly the declared fields zod writes.
    const compiled = compileResponseSchema(envelope(userSchema));
    expect(compiled?.({ success: true, data: storedMember })).toBe(
      viaZod(envelope(userSchema))({ success: true, data: storedMember }),
    );
    const response = await ctx.app.inject({ method: 'GET', url: '/api/essai/membre' });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('password_hash');
    expect(response.body).not.toContain('argon2');
    expect(response.body).not.toContain('token_version');
    const { password_hash, token_version, is_system, ...declared } = storedMember;
    expect(response.json()).toEqual({ success: true, data: declared });
    expect(response.body).toBe(viaZod(envelope(userSchema))({ success: true, data: storedMember }));
  });

  it('écrit les mêmes octets que zod pour les lectures de l’application (dates, null, listes)', async () => {
    const member = await registerMember(ctx.app, { first_name: 'Zoé', last_name: 'Dupré' });
    const program = await createProgram(ctx.app, member.auth, {
      title: 'Force « maison »',
      description: null,
    });
    const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: member.auth });
    const [session] = (await get(`/api/sessions?program_id=${program.id}`)).json().data as Session[];
    const enrolled = await ctx.app.inject({
      method: 'POST',
      url: '/api/enrollments',
      headers: member.auth,
      payload: { program_id: program.id },
    });
    expect(enrolled.statusCode).toBe(201);
    for (const [notes, feeling] of [
      ['Dur "mais" bien\nà refaire 💪', 'good'],
      ['', null],
    ] as const) {
      const saved = await ctx.app.inject({
        method: 'POST',
        url: '/api/completions',
        headers: member.auth,
        payload: { program_id: program.id, session_id: session?.id, duration_minutes: 40, notes, feeling },
      });
      expect(saved.statusCode, saved.body).toBe(201);
    }
    const reads: [string, string][] = [
      ['/api/users/me', '/api/users/me'],
      [`/api/programs/${program.id}`, '/api/programs/:id'],
      [`/api/completions/user/${member.user.id}?limit=10`, '/api/completions/user/:id'],
      ['/api/schedule/daily', '/api/schedule/daily'],
      ['/api/social/feed?limit=50', '/api/social/feed'],
      [`/api/enrollments/user/${member.user.id}/programs`, '/api/enrollments/user/:id/programs'],
    ];
    for (const [url, route] of reads) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      const schema = schemas.get(route);
      if (!schema) throw new Error(`no 200 schema for ${route}`);
      // The route's schema compiles, and its compiled writer gives the answer's very bytes.
      expect(compileResponseSchema(schema)?.(JSON.parse(response.body)), route).toBe(response.body);
      expect(response.body, url).toBe(viaZod(schema)(JSON.parse(response.body)));
    }
  });

  it('égale zod octet pour octet sur des valeurs quelconques de chaque construction', () => {
    const item = z.object({ id: z.number().int(), label: z.string(), at: z.iso.datetime().nullable() });
    const schema = envelope(
      z.object({
        text: z.string(),
        maybe: z.string().nullable(),
        amount: z.number(),
        count: z.number().int(),
        level: z.enum(['débutant', 'avancé']),
        earned: z.union([z.literal(0), z.literal(1)]),
        flag: z.boolean(),
        nested: item.nullable(),
        items: z.array(item),
        tags: z.array(z.string()),
        note: z.string().optional(),
      }),
    );
    const compiled = compileResponseSchema(schema);
    if (!compiled) throw new Error('schema not compiled');
    const zod = viaZod(schema);
    const text = fc.string({ unit: 'binary', maxLength: 60 });
    const date = fc
      .date({ min: new Date('1900-01-01'), max: new Date('2200-01-01'), noInvalidDate: true })
      .map((value) => value.toISOString());
    const itemValue = fc.record({ id: fc.integer(), label: text, at: fc.option(date, { nil: null }) });
    const data = fc.record(
      {
        text,
        maybe: fc.option(text, { nil: null }),
        amount: fc.double({ noNaN: true, noDefaultInfinity: true }),
        count: fc.integer(),
        level: fc.constantFrom('débutant' as const, 'avancé' as const),
        earned: fc.constantFrom(0 as const, 1 as const),
        flag: fc.boolean(),
        nested: fc.option(itemValue, { nil: null }),
        items: fc.array(itemValue, { maxLength: 4 }),
        tags: fc.array(text, { maxLength: 4 }),
        note: text,
        password_hash: text,
      },
      {
        requiredKeys: [
          'text',
          'maybe',
          'amount',
          'count',
          'level',
          'earned',
          'flag',
          'nested',
          'items',
          'tags',
        ],
      },
    );
    fc.assert(
      fc.property(data, (value) => {
        const answer = { success: true, data: value };
        expect(compiled(answer)).toBe(zod(answer));
      }),
      { numRuns: 300 },
    );
  });

  it('garde le sérialiseur zod pour un schéma qu’il ne sait pas écrire fidèlement', () => {
    expect(compileResponseSchema(z.object({ any: z.unknown() }))).toBeUndefined();
    expect(compileResponseSchema(z.record(z.string(), z.number()))).toBeUndefined();
    expect(compileResponseSchema(z.looseObject({ id: z.number() }))).toBeUndefined();
    expect(
      compileResponseSchema(z.union([z.object({ a: z.string() }), z.object({ b: z.number() })])),
    ).toBeUndefined();
    expect(compileResponseSchema(z.string().transform((value) => value.length))).toBeUndefined();
    expect(compileResponseSchema(z.object({ at: z.date() }))).toBeUndefined();
  });
});
