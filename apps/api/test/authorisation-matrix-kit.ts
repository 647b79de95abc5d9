import sharp from 'sharp';
import type { Role, World } from './authorisation-world.ts';
import type { Member } from './social-helpers.ts';

/** One request: `as` replaces the role's member (a route that revokes its caller's tokens). */
export type MatrixRequest = {
  url: string;
  payload?: object | Buffer;
  headers?: Record<string, string>;
  as?: Member;
};
export type MatrixEntry = {
  expect: Record<Role, number>;
  request: (world: World, role: Role) => MatrixRequest | Promise<MatrixRequest>;
};

/** Any signed-in member gets `status`; nobody without a token (401). */
export const signedIn = (status: number): Record<Role, number> => ({
  anonymous: 401,
  owner: status,
  stranger: status,
  friend: status,
  coach: status,
  admin: status,
});
/** A public route: everyone, token or not. */
export const everyone = (status: number): Record<Role, number> => ({
  ...signedIn(status),
  anonymous: status,
});
/** The owner alone; the four others get `others` (403, or 404 when the service hides the row). */
export const ownerOnly = (
  status: number,
  others: 403 | 404,
  overrides: Partial<Record<Role, number>> = {},
) => ({
  anonymous: 401,
  owner: status,
  stranger: others,
  friend: others,
  coach: others,
  admin: others,
  ...overrides,
});

export const at = (url: (w: World) => string, payload?: (w: World) => object) => (w: World) => ({
  url: url(w),
  ...(payload ? { payload: payload(w) } : {}),
});
export const id = (w: World) => w.owner.user.id;
export const measurementBody = { weight_kg: 71, height_cm: 175, notes: 'Mesure' };
export const completionBody = (w: World) => ({
  program_id: w.program.id,
  session_id: w.session.id,
  duration_minutes: 25,
  sets: [],
});

export type Matrix = Record<`${'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH'} /${string}`, MatrixEntry>;

export const tinyPng = () =>
  sharp({ create: { width: 4, height: 4, channels: 3, background: '#2bb673' } })
    .png()
    .toBuffer();
