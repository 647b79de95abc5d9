/** The first segment of every push query key: notifications, stats and preferences. */
export const PUSH_QUERY_ROOT = 'push';
