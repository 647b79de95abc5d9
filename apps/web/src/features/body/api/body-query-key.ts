/**
 * The first segment of every body-composition query key: one prefix refreshes them all after a
 * measurement or a goal is written (see `invalidate-body-queries.ts`).
 */
export const BODY_QUERY_ROOT = 'body-composition';
