import { AUTHORISATION_MATRIX } from './authorisation-matrix.ts';
import { at, id, type MatrixEntry } from './authorisation-matrix-kit.ts';
import type { Role, World } from './authorisation-world.ts';

/**
 * The matrix's private-owner pass (decisions 027, 061): once the owner turns private, what the
 * owner's member reads answer to each caller. A stranger and an admin are refused (403 « Ce profil
 * est privé »), the friend and the owner read; the owner's coach reads the sessions, programmes and
 * enrolments (issue 32), not the profile nor the badges. A list route answers everyone, but
 * only the friend and the owner find the owner's rows in it (`listsOwner`).
 */
type PrivateEntry = Pick<MatrixEntry, 'request'> & { expect: Record<Role, number>; listsOwner?: boolean };

const friendsOnly: Record<Role, number> = {
  anonymous: 401,
  owner: 200,
  friend: 200,
  stranger: 403,
  coach: 403,
  admin: 403,
};
const everyoneSignedIn: Record<Role, number> = { ...friendsOnly, stranger: 200, coach: 200, admin: 200 };
/** What the owner's coach reads of a private athlete (issue 32): sessions, programmes, enrolments. */
const friendsAndCoach: Record<Role, number> = { ...friendsOnly, coach: 200 };

const same = (key: keyof typeof AUTHORISATION_MATRIX): MatrixEntry['request'] => {
  const entry = AUTHORISATION_MATRIX[key];
  if (!entry) throw new Error(`${key} has no line in the authorisation matrix`);
  return entry.request;
};

export const PRIVATE_OWNER_MATRIX: Record<string, PrivateEntry> = {
  'GET /api/users/:id': { expect: friendsOnly, request: same('GET /api/users/:id') },
  'GET /api/users/:id/calendar': { expect: friendsOnly, request: same('GET /api/users/:id/calendar') },
  'GET /api/social/profile/:id': { expect: friendsOnly, request: same('GET /api/social/profile/:id') },
  'GET /api/social/public/:username': {
    expect: { anonymous: 403, owner: 403, friend: 403, stranger: 403, coach: 403, admin: 403 },
    request: same('GET /api/social/public/:username'),
  },
  'GET /api/completions/user/:id': {
    expect: friendsAndCoach,
    request: same('GET /api/completions/user/:id'),
  },
  'GET /api/completions/:id': { expect: friendsAndCoach, request: same('GET /api/completions/:id') },
  // Issue 32: the friend comments on a private member's card of the circle, their coach too; nobody else.
  'GET /api/completions/:id/comments': {
    expect: friendsAndCoach,
    request: same('GET /api/completions/:id/comments'),
  },
  'POST /api/completions/:id/comments': {
    expect: { ...friendsAndCoach, owner: 201, friend: 201, coach: 201 },
    request: same('POST /api/completions/:id/comments'),
  },
  'GET /api/completions/stats/:userId/:programId': {
    expect: friendsAndCoach,
    request: same('GET /api/completions/stats/:userId/:programId'),
  },
  'GET /api/completions/program/:id': {
    expect: everyoneSignedIn,
    listsOwner: true,
    request: same('GET /api/completions/program/:id'),
  },
  'GET /api/completions/session/:id': {
    expect: everyoneSignedIn,
    listsOwner: true,
    request: same('GET /api/completions/session/:id'),
  },
  'GET /api/badges/user/:id': { expect: friendsOnly, request: same('GET /api/badges/user/:id') },
  'GET /api/badges/user/:id/earned': {
    expect: friendsOnly,
    request: same('GET /api/badges/user/:id/earned'),
  },
  'GET /api/badges/user/:id/history': {
    expect: friendsOnly,
    request: same('GET /api/badges/user/:id/history'),
  },
  'GET /api/badges/user/:id/overview': {
    expect: friendsOnly,
    request: same('GET /api/badges/user/:id/overview'),
  },
  'GET /api/badges/user/:id/stats': { expect: friendsOnly, request: same('GET /api/badges/user/:id/stats') },
  'GET /api/badges/user/:id/weekly-goal': {
    expect: friendsOnly,
    request: same('GET /api/badges/user/:id/weekly-goal'),
  },
  'GET /api/enrollments/user/:id/programs': {
    expect: friendsAndCoach,
    request: same('GET /api/enrollments/user/:id/programs'),
  },
  'GET /api/programs/:id/structure': {
    expect: friendsAndCoach,
    request: same('GET /api/programs/:id/structure'),
  },
  'POST /api/programs/:id/copy': {
    expect: { ...friendsOnly, owner: 201, friend: 201, coach: 201 },
    request: same('POST /api/programs/:id/copy'),
  },
  'GET /api/coach/athletes/:id': {
    expect: { ...friendsAndCoach, owner: 403, friend: 403, admin: 404 },
    request: same('GET /api/coach/athletes/:id'),
  },
  'GET /api/programs?created_by': {
    expect: friendsAndCoach,
    request: at((w: World) => `/api/programs?created_by=${id(w)}`),
  },
};
