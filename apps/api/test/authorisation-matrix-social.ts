import { at, id, type Matrix, measurementBody, ownerOnly, signedIn } from './authorisation-matrix-kit.ts';

const body = '/api/body-composition';

/** Badges, body composition and the circle (see authorisation-matrix.ts). */
export const SOCIAL_AND_BODY_ROUTES: Matrix = {
  // Badges: any member reads another's; only the member acts on their own.
  'GET /api/badges': { expect: signedIn(200), request: at(() => '/api/badges') },
  'GET /api/badges/:id': { expect: signedIn(200), request: at(() => '/api/badges/1') },
  'GET /api/badges/category/:category': {
    expect: signedIn(200),
    request: at(() => '/api/badges/category/sessions'),
  },
  'GET /api/badges/user/:id': { expect: signedIn(200), request: at((w) => `/api/badges/user/${id(w)}`) },
  'GET /api/badges/user/:id/earned': {
    expect: signedIn(200),
    request: at((w) => `/api/badges/user/${id(w)}/earned`),
  },
  'GET /api/badges/user/:id/history': {
    expect: signedIn(200),
    request: at((w) => `/api/badges/user/${id(w)}/history`),
  },
  'GET /api/badges/user/:id/overview': {
    expect: signedIn(200),
    request: at((w) => `/api/badges/user/${id(w)}/overview`),
  },
  'GET /api/badges/user/:id/stats': {
    expect: signedIn(200),
    request: at((w) => `/api/badges/user/${id(w)}/stats`),
  },
  'GET /api/badges/user/:id/weekly-goal': {
    expect: signedIn(200),
    request: at((w) => `/api/badges/user/${id(w)}/weekly-goal`),
  },
  'POST /api/badges/user/:id/weekly-goal': {
    expect: ownerOnly(200, 403),
    request: at(
      (w) => `/api/badges/user/${id(w)}/weekly-goal`,
      () => ({ goalType: 'sessions', goalTarget: 3 }),
    ),
  },
  'POST /api/badges/user/:id/unlock': {
    expect: ownerOnly(200, 403),
    request: at(
      (w) => `/api/badges/user/${id(w)}/unlock`,
      (w) => ({ badgeId: w.earnedBadgeId }),
    ),
  },
  'POST /api/badges/user/:id/check': {
    expect: ownerOnly(200, 403),
    request: at((w) => `/api/badges/user/${id(w)}/check`),
  },
  'POST /api/badges/user/:id/workout': {
    expect: ownerOnly(201, 403),
    request: at(
      (w) => `/api/badges/user/${id(w)}/workout`,
      () => ({ date: '2025-01-15', duration_minutes: 20 }),
    ),
  },

  // Body composition: every route is the caller's own; another's row is answered 404.
  [`POST ${body}/measurements`]: {
    expect: signedIn(201),
    request: at(
      () => `${body}/measurements`,
      () => measurementBody,
    ),
  },
  [`GET ${body}/measurements`]: { expect: signedIn(200), request: at(() => `${body}/measurements`) },
  [`GET ${body}/measurements/latest`]: {
    expect: signedIn(200),
    request: at(() => `${body}/measurements/latest`),
  },
  [`PUT ${body}/measurements/:id`]: {
    expect: ownerOnly(200, 404),
    request: at(
      (w) => `${body}/measurements/${w.measurement.id}`,
      () => ({ ...measurementBody, notes: 'secret-de-santé-du-propriétaire' }),
    ),
  },
  [`DELETE ${body}/measurements/:id`]: {
    expect: ownerOnly(200, 404),
    request: async (w) => ({ url: `${body}/measurements/${(await w.fresh.measurement()).id}` }),
  },
  [`GET ${body}/stats`]: { expect: signedIn(200), request: at(() => `${body}/stats`) },
  [`GET ${body}/trends/weight`]: { expect: signedIn(200), request: at(() => `${body}/trends/weight`) },
  [`GET ${body}/trends/composition`]: {
    expect: signedIn(200),
    request: at(() => `${body}/trends/composition`),
  },
  [`POST ${body}/goals`]: {
    expect: signedIn(201),
    request: async (w, role) => {
      if (role === 'owner') await w.fresh.noActiveGoal();
      return {
        url: `${body}/goals`,
        payload: { goal_type: 'weight_gain', target_weight_kg: 80, target_date: '2099-06-01' },
      };
    },
  },
  [`GET ${body}/goals`]: { expect: signedIn(200), request: at(() => `${body}/goals`) },
  [`GET ${body}/goals/active`]: { expect: signedIn(200), request: at(() => `${body}/goals/active`) },
  [`PUT ${body}/goals/:id/status`]: {
    expect: ownerOnly(200, 404),
    request: async (w) => ({
      url: `${body}/goals/${(await w.fresh.goal()).id}/status`,
      payload: { status: 'abandoned' },
    }),
  },
  [`DELETE ${body}/goals/:id`]: {
    expect: ownerOnly(200, 404),
    request: async (w) => ({ url: `${body}/goals/${(await w.fresh.goal()).id}` }),
  },
  [`GET ${body}/badges`]: { expect: signedIn(200), request: at(() => `${body}/badges`) },

  // The circle: connections are their two members'; a member's feed is theirs and their friends'.
  'POST /api/social/connections/add': {
    expect: signedIn(201),
    request: async (w) => ({
      url: '/api/social/connections/add',
      payload: { friendId: (await w.member()).user.id },
    }),
  },
  'GET /api/social/connections': { expect: signedIn(200), request: at(() => '/api/social/connections') },
  'POST /api/social/connections/:id/accept': {
    expect: ownerOnly(200, 404),
    request: async (w) => ({ url: `/api/social/connections/${(await w.fresh.incomingRequest()).id}/accept` }),
  },
  'POST /api/social/connections/:id/decline': {
    expect: ownerOnly(200, 404),
    request: async (w) => ({
      url: `/api/social/connections/${(await w.fresh.incomingRequest()).id}/decline`,
    }),
  },
  'DELETE /api/social/connections/:id': {
    expect: ownerOnly(200, 404),
    request: async (w) => ({ url: `/api/social/connections/${(await w.fresh.friendship()).id}` }),
  },
  'GET /api/social/users/search': {
    expect: signedIn(200),
    request: at(() => '/api/social/users/search?q=Camille'),
  },
  'GET /api/social/suggestions': { expect: signedIn(200), request: at(() => '/api/social/suggestions') },
  'GET /api/social/circle': { expect: signedIn(200), request: at(() => '/api/social/circle') },
  'GET /api/social/feed/status': { expect: signedIn(200), request: at(() => '/api/social/feed/status') },
  'GET /api/social/feed': { expect: signedIn(200), request: at(() => '/api/social/feed') },
  'POST /api/social/feed/unlock': {
    expect: ownerOnly(201, 403),
    request: async (w) => ({
      url: '/api/social/feed/unlock',
      payload: { sessionCompletionId: (await w.fresh.completion()).id },
    }),
  },
  'GET /api/social/feed/:id': {
    expect: ownerOnly(200, 403, { friend: 200 }),
    request: at((w) => `/api/social/feed/${id(w)}`),
  },
  // The owner may not react to their own event (403); a non-friend does not see it (404).
  'PUT /api/social/feed/events/:id/reaction': {
    expect: ownerOnly(403, 404, { friend: 200 }),
    request: at(
      (w) => `/api/social/feed/events/${w.feedEvent.id}/reaction`,
      () => ({ emoji: '🔥' }),
    ),
  },
  'DELETE /api/social/feed/events/:id/reaction': {
    expect: ownerOnly(403, 404, { friend: 200 }),
    request: at((w) => `/api/social/feed/events/${w.feedEvent.id}/reaction`),
  },
  'GET /api/social/profile/:id': {
    expect: signedIn(200),
    request: at((w) => `/api/social/profile/${id(w)}`),
  },
  'GET /api/social/share/card': {
    expect: ownerOnly(200, 403),
    request: at((w) => `/api/social/share/card?sessionCompletionId=${w.completion.id}`),
  },
  'GET /api/social/public/:username': {
    expect: { ...signedIn(200), anonymous: 200 },
    request: at((w) => `/api/social/public/${w.owner.user.username}`),
  },
};
