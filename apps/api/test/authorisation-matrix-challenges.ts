import { parisDay } from '@elan/domain';
import type { Matrix } from './authorisation-matrix-kit.ts';
import { ownerOnly, signedIn } from './authorisation-matrix-kit.ts';
import type { World } from './authorisation-world.ts';
import { befriend } from './social-helpers.ts';

const base = '/api/social/challenges';
const today = () => parisDay(new Date());
const challengeBody = (inviteeId: number) => ({
  title: 'Défi de la matrice',
  metric: 'sessions',
  target: 3,
  starts_on: today(),
  ends_on: today(),
  invitee_ids: [inviteeId],
});

/** One challenge of the owner's with the friend invited, per purpose (the owner may have 5 active). */
const made = new WeakMap<World, Map<string, Promise<number>>>();
const ownersChallenge = (w: World, purpose: 'read' | 'decline') => {
  const mine = made.get(w) ?? new Map<string, Promise<number>>();
  made.set(w, mine);
  const known = mine.get(purpose);
  if (known) return known;
  const created = w
    .call<{ id: number }>(w.owner, 'POST', base, challengeBody(w.actors.friend.user.id))
    .then((challenge) => challenge.id);
  mine.set(purpose, created);
  return created;
};

/**
 * Challenges (issue 34, decision 126): a challenge is its participants' — the owner created it and
 * invited the friend; anyone else reading or answering it gets 403.
 */
export const CHALLENGE_ROUTES: Matrix = {
  // Each caller invites a friend of their own (a stranger to the others).
  [`POST ${base}`]: {
    expect: signedIn(201),
    request: async (w, role) => {
      if (role === 'anonymous') return { url: base, payload: challengeBody(1) };
      const invitee = await w.member();
      await befriend(w.db, w.actors[role], invitee);
      return { url: base, payload: challengeBody(invitee.user.id) };
    },
  },
  [`GET ${base}`]: { expect: signedIn(200), request: () => ({ url: base }) },
  [`GET ${base}/:id`]: {
    expect: ownerOnly(200, 403, { friend: 200 }),
    request: async (w) => ({ url: `${base}/${await ownersChallenge(w, 'read')}` }),
  },
  // The friend joins; the owner, its creator, has already (409).
  [`POST ${base}/:id/join`]: {
    expect: ownerOnly(409, 403, { friend: 200 }),
    request: async (w) => ({ url: `${base}/${await ownersChallenge(w, 'read')}/join` }),
  },
  [`POST ${base}/:id/decline`]: {
    expect: ownerOnly(409, 403, { friend: 200 }),
    request: async (w) => ({ url: `${base}/${await ownersChallenge(w, 'decline')}/decline` }),
  },
};
