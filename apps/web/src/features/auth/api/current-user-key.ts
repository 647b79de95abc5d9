/**
 * GET /api/users/me's query key, on its own: the auth provider seeds the cache under it without
 * loading React Query (not part of /login's first download).
 */
export const CURRENT_USER_QUERY_KEY = ['users', 'me'] as const;
