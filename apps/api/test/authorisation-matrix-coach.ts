import { at, id, type Matrix, signedIn } from './authorisation-matrix-kit.ts';
import type { Role } from './authorisation-world.ts';

/**
 * The coach space (issue 32): the world's coach is the owner's coach, the admin coaches nobody
 * (« another coach »); a member whose role is user gets 403 on every coach route.
 */
const coachOnly = (coach: number, admin: number): Record<Role, number> => ({
  anonymous: 401,
  owner: 403,
  stranger: 403,
  friend: 403,
  coach,
  admin,
});

export const COACH_ROUTES: Matrix = {
  'POST /api/coach/invitations': { expect: coachOnly(201, 201), request: at(() => '/api/coach/invitations') },
  'GET /api/coach/invitations/:code': {
    expect: signedIn(200),
    request: at((w) => `/api/coach/invitations/${w.coachInvitation.code}`),
  },
  // Anyone accepts (the coach their own: 400); the owner takes the same coach again, the others
  // are new members so that the world's links stay as they are.
  'POST /api/coach/invitations/:code/accept': {
    expect: { ...signedIn(200), coach: 400 },
    request: async (w, role) => ({
      url: `/api/coach/invitations/${w.coachInvitation.code}/accept`,
      ...(role === 'stranger' || role === 'friend' || role === 'admin'
        ? { as: await w.member(role === 'admin' ? 'admin' : 'user') }
        : {}),
    }),
  },
  'GET /api/coach/me': { expect: signedIn(200), request: at(() => '/api/coach/me') },
  // The owner leaving is tried by another athlete of the coach: the world's link stays.
  'DELETE /api/coach/me': {
    expect: { ...signedIn(404), owner: 200 },
    request: async (w, role) => ({
      url: '/api/coach/me',
      ...(role === 'owner' ? { as: await w.fresh.athleteOfCoach() } : {}),
    }),
  },
  'GET /api/coach/athletes': { expect: coachOnly(200, 200), request: at(() => '/api/coach/athletes') },
  'GET /api/coach/athletes/:id': {
    expect: coachOnly(200, 404),
    request: at((w) => `/api/coach/athletes/${id(w)}`),
  },
  'POST /api/coach/athletes/:id/programs': {
    expect: coachOnly(201, 404),
    request: at(
      (w) => `/api/coach/athletes/${id(w)}/programs`,
      (w) => ({ program_id: w.program.id }),
    ),
  },
  // The coach ends the link of another of their athletes: the owner's stays for the other rows.
  'DELETE /api/coach/athletes/:id': {
    expect: coachOnly(200, 404),
    request: async (w, role) => ({
      url: `/api/coach/athletes/${role === 'coach' ? (await w.fresh.athleteOfCoach()).user.id : id(w)}`,
    }),
  },
};
