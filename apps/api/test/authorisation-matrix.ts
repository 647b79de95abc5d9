import { ADMIN_ROUTES } from './authorisation-matrix-admin.ts';
import { CHALLENGE_ROUTES } from './authorisation-matrix-challenges.ts';
import { COACH_ROUTES } from './authorisation-matrix-coach.ts';
import { COMMENT_ROUTES } from './authorisation-matrix-comments.ts';
import { COMPLETION_ROUTES } from './authorisation-matrix-completions.ts';
import { at, everyone, id, type Matrix, ownerOnly, signedIn } from './authorisation-matrix-kit.ts';
import { PUSH_AND_IMPORT_ROUTES } from './authorisation-matrix-push.ts';
import { SOCIAL_AND_BODY_ROUTES } from './authorisation-matrix-social.ts';
import { multipart } from './authorisation-world.ts';

/**
 * Issue 15's authorisation matrix: every registered route (`METHOD /path` as Fastify has it) ×
 * {anonymous, owner, stranger, friend, coach, admin}. The coach is the owner's coach (issue 32):
 * besides the coach routes, it reads what the owner's coach may (the same as a stranger while the
 * owner is public); outside /api/admin (the admin's alone, authorisation-matrix-admin.ts) and the
 * coach routes, the admin sees what a stranger sees. Adding a route: add its
 * line here, or the matrix test fails naming it (decision 029).
 */
export const AUTHORISATION_MATRIX: Matrix = {
  ...SOCIAL_AND_BODY_ROUTES,
  ...PUSH_AND_IMPORT_ROUTES,
  ...CHALLENGE_ROUTES,
  ...COMPLETION_ROUTES,
  ...ADMIN_ROUTES,
  ...COMMENT_ROUTES,
  ...COACH_ROUTES,
  // Accounts
  'POST /api/auth/register': {
    expect: everyone(201),
    request: () => ({
      url: '/api/auth/register',
      payload: {
        email: `m${Math.random().toString(36).slice(2)}@exemple.fr`,
        password: 'motdepasse-solide',
        first_name: 'Léa',
        last_name: 'Martin',
      },
    }),
  },
  'POST /api/auth/login': {
    expect: everyone(200),
    request: async (w) => {
      const who = await w.member();
      return { url: '/api/auth/login', payload: { email: who.user.email, password: who.password } };
    },
  },
  'POST /api/auth/logout-all': {
    expect: signedIn(204),
    request: async (w) => ({ url: '/api/auth/logout-all', as: await w.member() }),
  },
  'GET /api/users/me': { expect: signedIn(200), request: at(() => '/api/users/me') },
  'GET /api/users/:id': { expect: signedIn(200), request: at((w) => `/api/users/${id(w)}`) },
  'PUT /api/users/:id': {
    expect: ownerOnly(200, 403),
    request: at(
      (w) => `/api/users/${id(w)}`,
      () => ({ first_name: 'Camille' }),
    ),
  },
  'PUT /api/users/:id/password': {
    expect: ownerOnly(200, 403),
    request: async (w, role) => {
      const self = role === 'owner' ? await w.member() : w.owner;
      return {
        url: `/api/users/${self.user.id}/password`,
        payload: { current_password: self.password, new_password: 'un-autre-mot-de-passe-42' },
        ...(role === 'owner' ? { as: self } : {}),
      };
    },
  },
  // Data rights (decision 028): the owner alone; the deletion is tried on a member of its own.
  'GET /api/users/:id/export': {
    expect: ownerOnly(200, 403),
    request: at((w) => `/api/users/${id(w)}/export`),
  },
  'POST /api/users/:id/import': {
    expect: ownerOnly(200, 403),
    request: async (w) => ({
      url: `/api/users/${id(w)}/import`,
      ...multipart('file', 'elan-export.zip', 'application/zip', await w.fresh.accountArchive()),
    }),
  },
  'DELETE /api/users/:id': {
    expect: ownerOnly(200, 403),
    request: async (w, role) => {
      const self = role === 'owner' ? await w.member() : w.owner;
      return {
        url: `/api/users/${self.user.id}`,
        payload: { password: self.password },
        ...(role === 'owner' ? { as: self } : {}),
      };
    },
  },
  'GET /api/users/:id/calendar': {
    expect: signedIn(200),
    request: at((w) => `/api/users/${id(w)}/calendar`),
  },
  'GET /api/users/me/weekly-volume': {
    expect: signedIn(200),
    request: at(() => '/api/users/me/weekly-volume'),
  },
  // Issue 33: the caller's own sets per muscle group; nobody else's is ever asked for.
  'GET /api/progress/muscles': { expect: signedIn(200), request: at(() => '/api/progress/muscles?days=7') },
  'GET /api/progress/muscles/history': {
    expect: signedIn(200),
    request: at(() => '/api/progress/muscles/history?weeks=12'),
  },
  'GET /api/health': { expect: everyone(200), request: at(() => '/api/health') },
  'GET /api/ready': { expect: everyone(200), request: at(() => '/api/ready') },
  // Without METRICS_TOKEN (as here) the endpoint is hidden; its token is tested in metrics.test.ts.
  'GET /api/metrics': { expect: everyone(404), request: at(() => '/api/metrics') },

  // Programmes, sessions, exercises
  'GET /api/programs': { expect: signedIn(200), request: at(() => '/api/programs') },
  'GET /api/programs/:id': { expect: signedIn(200), request: at((w) => `/api/programs/${w.program.id}`) },
  'POST /api/programs': {
    expect: signedIn(201),
    request: at(
      () => '/api/programs',
      () => ({ title: 'Programme du jour' }),
    ),
  },
  'PUT /api/programs/:id': {
    expect: ownerOnly(200, 403),
    request: at(
      (w) => `/api/programs/${w.program.id}`,
      () => ({ title: 'Mon programme' }),
    ),
  },
  'DELETE /api/programs/:id': {
    expect: ownerOnly(200, 403),
    request: async (w) => ({ url: `/api/programs/${(await w.fresh.program()).id}` }),
  },
  // The programme editor (issue 30): anyone who may read it reads and copies it; its creator saves it.
  'GET /api/programs/:id/structure': {
    expect: signedIn(200),
    request: at((w) => `/api/programs/${w.program.id}/structure`),
  },
  'PUT /api/programs/:id/structure': {
    expect: ownerOnly(200, 403),
    request: async (w) => ({
      url: `/api/programs/${(await w.fresh.program()).id}/structure`,
      payload: {
        sessions: [
          { title: 'Haut', exercises: [{ exercise_id: 1, reps: 8, reps_max: 12, superset_group: 1 }] },
          { title: 'Bas', day_number: 4, exercises: [{ exercise_id: 2 }] },
        ],
      },
    }),
  },
  'POST /api/programs/:id/copy': {
    expect: signedIn(201),
    request: at((w) => `/api/programs/${w.program.id}/copy`),
  },
  'GET /api/sessions': {
    expect: signedIn(200),
    request: at((w) => `/api/sessions?program_id=${w.program.id}`),
  },
  'GET /api/sessions/:id': { expect: signedIn(200), request: at((w) => `/api/sessions/${w.session.id}`) },
  // Issue 31: each member's own targets, from their own history, for any session they may read.
  'GET /api/sessions/:id/targets': {
    expect: signedIn(200),
    request: at((w) => `/api/sessions/${w.session.id}/targets`),
  },
  // Issue 31: the member's own target history of an exercise they may see.
  'GET /api/exercises/:id/targets': { expect: signedIn(200), request: at(() => '/api/exercises/1/targets') },
  // Issue 31: « Appliquer » on a stall's suggestion writes the signed-in member's own override.
  'POST /api/sessions/:id/targets/overrides': {
    expect: signedIn(201),
    request: at(
      (w) => `/api/sessions/${w.session.id}/targets/overrides`,
      (w) => ({ session_exercise_id: w.sessionExercise.id, weight_kg: 54 }),
    ),
  },
  'POST /api/sessions': {
    expect: ownerOnly(201, 403),
    request: at(
      () => '/api/sessions',
      (w) => ({ program_id: w.program.id, title: 'Jambes' }),
    ),
  },
  'PUT /api/sessions/:id': {
    expect: ownerOnly(200, 403),
    request: at(
      (w) => `/api/sessions/${w.session.id}`,
      () => ({ title: 'Session principale' }),
    ),
  },
  'DELETE /api/sessions/:id': {
    expect: ownerOnly(200, 403),
    request: async (w) => ({ url: `/api/sessions/${(await w.fresh.session()).id}` }),
  },
  'GET /api/session-exercises': {
    expect: signedIn(200),
    request: at((w) => `/api/session-exercises?session_id=${w.session.id}`),
  },
  'POST /api/session-exercises': {
    expect: ownerOnly(201, 403),
    request: async (w) => ({
      url: '/api/session-exercises',
      payload: { session_id: (await w.fresh.session()).id, exercise_id: 3 },
    }),
  },
  'DELETE /api/session-exercises/:id': {
    expect: ownerOnly(200, 403),
    request: async (w) => ({ url: `/api/session-exercises/${(await w.fresh.sessionExercise()).id}` }),
  },
  'GET /api/exercises': { expect: signedIn(200), request: at(() => '/api/exercises') },
  // Another member's own exercise is hidden: 404, as if it did not exist.
  'GET /api/exercises/:id': {
    expect: ownerOnly(200, 404),
    request: at((w) => `/api/exercises/${w.ownExercise.id}`),
  },
  'GET /api/exercises/:id/history': {
    expect: ownerOnly(200, 404),
    request: at((w) => `/api/exercises/${w.ownExercise.id}/history`),
  },
  'POST /api/exercises': {
    expect: signedIn(201),
    request: () => ({
      url: '/api/exercises',
      payload: {
        name: `Exercice ${Math.random().toString(36).slice(2, 10)}`,
        muscle_group: 'Biceps',
        type: 'force',
      },
    }),
  },
  'PUT /api/exercises/:id': {
    expect: ownerOnly(200, 404),
    request: at(
      (w) => `/api/exercises/${w.ownExercise.id}`,
      () => ({
        name: `Renommé ${Math.random().toString(36).slice(2, 10)}`,
        muscle_group: 'Biceps',
        type: 'force',
      }),
    ),
  },
  'DELETE /api/exercises/:id': {
    expect: ownerOnly(200, 404),
    request: async (w) => ({ url: `/api/exercises/${(await w.fresh.ownExercise()).id}` }),
  },

  // Enrolments and schedule
  'POST /api/enrollments': {
    expect: signedIn(201),
    request: async (w) => ({
      url: '/api/enrollments',
      payload: { program_id: (await w.fresh.program()).id },
    }),
  },
  'DELETE /api/enrollments/:id': {
    expect: ownerOnly(200, 403),
    request: async (w) => ({ url: `/api/enrollments/${(await w.fresh.enrollment()).id}` }),
  },
  'PUT /api/enrollments/:id/status': {
    expect: ownerOnly(200, 403),
    request: at(
      (w) => `/api/enrollments/${w.enrollment.id}/status`,
      () => ({ status: 'paused' }),
    ),
  },
  'PUT /api/enrollments/:id/plan': {
    expect: ownerOnly(200, 403),
    request: at(
      (w) => `/api/enrollments/${w.enrollment.id}/plan`,
      () => ({ sessions_per_week: 3, training_days: [1, 3, 5] }),
    ),
  },
  'GET /api/enrollments/check/:programId': {
    expect: signedIn(200),
    request: at((w) => `/api/enrollments/check/${w.program.id}`),
  },
  'GET /api/enrollments/program/:id/users': {
    expect: signedIn(200),
    request: at((w) => `/api/enrollments/program/${w.program.id}/users`),
  },
  'GET /api/enrollments/program/:id/stats': {
    expect: signedIn(200),
    request: at((w) => `/api/enrollments/program/${w.program.id}/stats`),
  },
  'GET /api/enrollments/user/:id/programs': {
    expect: signedIn(200),
    request: at((w) => `/api/enrollments/user/${id(w)}/programs`),
  },
  'GET /api/schedule/daily': { expect: signedIn(200), request: at(() => '/api/schedule/daily') },
  'GET /api/schedule/weekly': { expect: signedIn(200), request: at(() => '/api/schedule/weekly') },
  'GET /api/schedule/weekly-stats': {
    expect: signedIn(200),
    request: at(() => '/api/schedule/weekly-stats'),
  },
  'GET /api/schedule/next-session/:programId': {
    expect: signedIn(200),
    request: at((w) => `/api/schedule/next-session/${w.program.id}`),
  },
  // Issue 33: the member's own calendar link; its feed is public, opened by the secret alone.
  'POST /api/schedule/calendar-link': {
    expect: signedIn(200),
    request: at(() => '/api/schedule/calendar-link'),
  },
  'DELETE /api/schedule/calendar-link': {
    expect: signedIn(200),
    request: at(() => '/api/schedule/calendar-link'),
  },
  'GET /api/schedule/calendar/:file': {
    expect: everyone(404),
    request: at(() => `/api/schedule/calendar/${'A'.repeat(43)}.ics`),
  },
};
