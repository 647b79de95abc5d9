import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTHORISATION_MATRIX } from '../test/authorisation-matrix.ts';
import type { MatrixRequest } from '../test/authorisation-matrix-kit.ts';
import { PRIVATE_OWNER_MATRIX } from '../test/authorisation-matrix-private.ts';
import { buildWorld, OWNER_SECRET, ROLES, type Role, type World } from '../test/authorisation-world.ts';
import { randomIp } from '../test/factories.ts';
import { isFrenchFailure } from '../test/french-failure.ts';
import { injectedFields, traces } from '../test/mass-assignment.ts';
import { buildAppWithRoutes, type RouteKey } from '../test/registered-routes.ts';

// Push services are never reached from a test: the sender answers « delivered ».
const ctx = await buildAppWithRoutes({ send: async () => 'sent' });
let world: World;

beforeAll(async () => {
  world = await buildWorld(ctx.app, ctx.db);
}, 120_000);
afterAll(async () => ctx.close());

/** The owner acts last, so the others' attempts meet the owner's resources untouched. */
const ORDER: Role[] = ['anonymous', 'stranger', 'friend', 'coach', 'admin', 'owner'];
expect([...ORDER].sort()).toEqual([...ROLES].sort());

const send = (key: RouteKey, role: Role, request: MatrixRequest) => {
  const [method, ...rest] = key.split(' ');
  if (!rest.length) throw new Error(`bad route key ${key}`);
  const who = role === 'anonymous' ? null : (request.as ?? world.actors[role]);
  return ctx.app.inject({
    method: method as 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: request.url,
    headers: { ...request.headers, ...(who ? who.auth : {}) },
    remoteAddress: randomIp(),
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  });
};

const entryOf = (key: RouteKey) => {
  const entry = AUTHORISATION_MATRIX[key];
  if (!entry)
    throw new Error(
      `« ${key} » is registered but has no line in the authorisation matrix: add one to apps/api/test/authorisation-matrix.ts (decision 029)`,
    );
  return entry;
};

describe('matrice d’autorisation : chaque route × six appelants (issue 15)', () => {
  it('chaque ligne de la matrice est une route enregistrée', () => {
    const stale = Object.keys(AUTHORISATION_MATRIX).filter((key) => !ctx.routes.includes(key as RouteKey));
    expect(stale, 'lines of the matrix for routes the app no longer registers').toEqual([]);
  });

  it.each(ctx.routes)('%s', async (key) => {
    const entry = entryOf(key);
    const wrong: string[] = [];
    for (const role of ORDER) {
      const response = await send(key, role, await entry.request(world, role));
      const expected = entry.expect[role];
      if (response.statusCode !== expected) {
        wrong.push(
          `${role}: ${expected} attendu, ${response.statusCode} reçu ${response.body.slice(0, 200)}`,
        );
        continue;
      }
      if (expected >= 400 && !isFrenchFailure(response))
        wrong.push(`${role}: ${expected} sans l’enveloppe française: ${response.body.slice(0, 200)}`);
      // What is the owner's alone never reaches another caller, whatever the status.
      if (
        role !== 'owner' &&
        (response.body.includes(OWNER_SECRET) || response.body.includes(world.owner.user.email))
      )
        wrong.push(`${role}: la réponse contient une donnée privée du propriétaire`);
    }
    expect(wrong).toEqual([]);
  });
});

describe('affectation de masse : les champs réservés sont ignorés ou refusés, jamais stockés', () => {
  it.each(ctx.routes.filter((key) => ctx.withBody.has(key)))('%s', async (key) => {
    const entry = entryOf(key);
    const victim = await world.member();
    const request = await entry.request(world, 'owner');
    const payload = request.payload;
    if (!payload || Buffer.isBuffer(payload) || Array.isArray(payload))
      throw new Error(`${key}: its owner request has no JSON object body to add fields to`);
    const before = await traces(ctx.db, victim.user.id, world.owner.user.id);
    const response = await send(key, 'owner', {
      ...request,
      payload: { ...payload, ...injectedFields(victim.user.id) },
    });
    expect([entry.expect.owner, 400], response.body).toContain(response.statusCode);
    if (response.statusCode === 400) expect(isFrenchFailure(response), response.body).toBe(true);
    expect(await traces(ctx.db, victim.user.id, world.owner.user.id)).toEqual(before);
  });
});

/** The owner's rows in a list answer (a completion's or a participant's `user_id`). */
const listsOwnerRows = (body: string) => new RegExp(`"user_id":${world.owner.user.id}[,}]`).test(body);

// Last, as it changes the owner: the same member reads once the owner is private (decisions 027, 061).
describe('propriétaire privé : un inconnu et un admin refusés, l’ami et son coach admis', () => {
  beforeAll(async () => {
    await world.call(world.owner, 'PUT', `/api/users/${world.owner.user.id}`, { is_private: true });
  });

  it.each(Object.keys(PRIVATE_OWNER_MATRIX))('%s', async (key) => {
    const entry = PRIVATE_OWNER_MATRIX[key];
    if (!entry) throw new Error(`no private-owner line for ${key}`);
    const wrong: string[] = [];
    for (const role of ORDER) {
      const response = await send(key as RouteKey, role, await entry.request(world, role));
      const expected = entry.expect[role];
      if (response.statusCode !== expected) {
        wrong.push(
          `${role}: ${expected} attendu, ${response.statusCode} reçu ${response.body.slice(0, 200)}`,
        );
        continue;
      }
      if (expected >= 400 && !isFrenchFailure(response))
        wrong.push(`${role}: ${expected} sans l’enveloppe française: ${response.body.slice(0, 200)}`);
      if (!entry.listsOwner || expected !== 200) continue;
      const mayRead = role === 'owner' || role === 'friend' || role === 'coach';
      if (listsOwnerRows(response.body) !== mayRead)
        wrong.push(`${role}: les lignes du propriétaire privé ${mayRead ? 'manquent' : 'apparaissent'}`);
    }
    expect(wrong).toEqual([]);
  });
});
