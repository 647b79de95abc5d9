import { at, type Matrix } from './authorisation-matrix-kit.ts';
import type { Role } from './authorisation-world.ts';

/** Every /api/admin route (issue 32): the admin alone; a member, a coach, the owner: 403. */
const adminOnly = (status: number): Record<Role, number> => ({
  anonymous: 401,
  owner: 403,
  stranger: 403,
  friend: 403,
  coach: 403,
  admin: status,
});

/** Admin lines act on members and programmes of their own, never on the world's owner. */
export const ADMIN_ROUTES: Matrix = {
  'GET /api/admin/users': {
    expect: adminOnly(200),
    // Searching for the admin themself: the list never shows the owner's e-mail to anyone else.
    request: at((w) => `/api/admin/users?query=${encodeURIComponent(w.actors.admin.user.email)}`),
  },
  'PUT /api/admin/users/:id/role': {
    expect: adminOnly(200),
    request: async (w) => ({
      url: `/api/admin/users/${(await w.member()).user.id}/role`,
      payload: { role: 'coach' },
    }),
  },
  'POST /api/admin/users/:id/deactivate': {
    expect: adminOnly(200),
    request: async (w) => ({ url: `/api/admin/users/${(await w.member()).user.id}/deactivate` }),
  },
  'POST /api/admin/users/:id/reactivate': {
    expect: adminOnly(200),
    request: async (w) => ({ url: `/api/admin/users/${(await w.member()).user.id}/reactivate` }),
  },
  'GET /api/admin/programs': {
    expect: adminOnly(200),
    request: at(() => '/api/admin/programs?query=aucun-programme-ne-porte-ce-titre'),
  },
  'PUT /api/admin/programs/:id': {
    expect: adminOnly(200),
    // Shown (not hidden): the owner's fresh programme stays where it was for the other lines.
    request: async (w) => ({
      url: `/api/admin/programs/${(await w.fresh.program()).id}`,
      payload: { is_hidden: false },
    }),
  },
  'GET /api/admin/audit': { expect: adminOnly(200), request: at(() => '/api/admin/audit?limit=5') },
  'GET /api/admin/stats': { expect: adminOnly(200), request: at(() => '/api/admin/stats') },
};
