import {
  at,
  completionBody,
  everyone,
  id,
  type Matrix,
  ownerOnly,
  signedIn,
  tinyPng,
} from './authorisation-matrix-kit.ts';
import { multipart } from './authorisation-world.ts';

/** Completions and their photos (see authorisation-matrix.ts). */
export const COMPLETION_ROUTES: Matrix = {
  // Completions and photos
  'POST /api/completions': { expect: signedIn(201), request: at(() => '/api/completions', completionBody) },
  'GET /api/completions/last-sets': {
    expect: signedIn(200),
    request: at(() => '/api/completions/last-sets?exercise_ids=1'),
  },
  'GET /api/completions/user/:id': {
    expect: signedIn(200),
    request: at((w) => `/api/completions/user/${id(w)}`),
  },
  'GET /api/completions/program/:id': {
    expect: signedIn(200),
    request: at((w) => `/api/completions/program/${w.program.id}`),
  },
  'GET /api/completions/session/:id': {
    expect: signedIn(200),
    request: at((w) => `/api/completions/session/${w.session.id}`),
  },
  'GET /api/completions/feed/:programId': {
    expect: signedIn(200),
    request: at((w) => `/api/completions/feed/${w.program.id}`),
  },
  'GET /api/completions/stats/:userId/:programId': {
    expect: signedIn(200),
    request: at((w) => `/api/completions/stats/${id(w)}/${w.program.id}`),
  },
  'GET /api/completions/:id': {
    expect: signedIn(200),
    request: at((w) => `/api/completions/${w.completion.id}`),
  },
  'PUT /api/completions/:id': {
    expect: ownerOnly(200, 403),
    request: at(
      (w) => `/api/completions/${w.completion.id}`,
      () => ({ notes: 'Bonne séance', feeling: 'good' }),
    ),
  },
  'DELETE /api/completions/:id': {
    expect: ownerOnly(200, 403),
    request: async (w) => ({ url: `/api/completions/${(await w.fresh.completion()).id}` }),
  },
  'POST /api/uploads/session-photo': {
    expect: signedIn(201),
    request: async () => ({
      url: '/api/uploads/session-photo',
      ...multipart('photo', 'photo.png', 'image/png', await tinyPng()),
    }),
  },
  'DELETE /api/uploads/session-photo/:name': {
    expect: ownerOnly(200, 404),
    request: async (w) => ({ url: `/api/uploads/session-photo/${(await w.fresh.photo()).split('/').pop()}` }),
  },
  'GET /uploads/:name': {
    expect: everyone(200),
    request: async (w) => ({ url: (await w.fresh.photo()).replace(/^https?:\/\/[^/]+/, '') }),
  },
};
