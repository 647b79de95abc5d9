import { type SQL, sql } from 'drizzle-orm';

/** The export's format: `manifest.json` names it, the import refuses any other. */
export const EXPORT_FORMAT = 'elan-export';
export const EXPORT_VERSION = 1;

/** A keyset column: its name and the SQL type a page's last value is cast back to. */
type Key = readonly [column: string, type: 'int' | 'text' | 'date' | 'timestamptz'];

/**
 * One table of the member's export (decision 028): the rows of `table` that `where` selects (`t`
 * is the table, `$` the member), read in pages of `PAGE` along an index on (member, keys…).
 * `omit` drops secrets (password hash, push keys); `extra` adds what another Élan needs to
 * match a row (exercise and programme names instead of this server's ids).
 */
export type ExportTable = {
  table: string;
  file: string;
  where: (userId: number) => SQL;
  keys: readonly Key[];
  order: 'asc' | 'desc';
  omit?: readonly string[];
  joins?: (userId: number) => SQL;
  extra?: (userId: number) => SQL;
};

const own = (column: string) => (userId: number) =>
  sql`${sql.identifier('t')}.${sql.identifier(column)} = ${userId}`;
const ID: Key = ['id', 'int'];

/** Every table that holds a member's rows (the export test checks this list against the catalogue). */
export const EXPORT_TABLES: readonly ExportTable[] = [
  {
    table: 'users',
    file: 'profile.json',
    where: own('id'),
    keys: [ID],
    order: 'asc',
    omit: ['password_hash', 'token_version', 'search_text', 'is_system'],
  },
  { table: 'exercises', file: 'exercises.json', where: own('owner_id'), keys: [ID], order: 'asc' },
  {
    table: 'programs',
    file: 'programs.json',
    where: own('created_by'),
    keys: [ID],
    order: 'asc',
    // Derived from the sessions by PostgreSQL (decision 045).
    omit: ['sessions_count'],
  },
  {
    table: 'sessions',
    file: 'sessions.json',
    where: (userId) => sql`p.created_by = ${userId}`,
    joins: () => sql`join programs p on p.id = t.program_id`,
    keys: [ID],
    order: 'asc',
  },
  {
    table: 'session_exercises',
    file: 'session_exercises.json',
    where: (userId) => sql`p.created_by = ${userId}`,
    joins: () =>
      sql`join sessions s on s.id = t.session_id join programs p on p.id = s.program_id join exercises e on e.id = t.exercise_id`,
    extra: () => sql`jsonb_build_object('exercise_name', e.name, 'exercise_owned', e.owner_id is not null)`,
    keys: [ID],
    order: 'asc',
  },
  {
    table: 'enrollments',
    file: 'enrollments.json',
    where: own('user_id'),
    joins: () => sql`join programs p on p.id = t.program_id`,
    extra: (userId) =>
      sql`jsonb_build_object('program_title', p.title, 'program_mine', p.created_by = ${userId})`,
    keys: [ID],
    order: 'asc',
    // Derived from the completions by PostgreSQL (decision 045).
    omit: ['sessions_completed'],
  },
  {
    table: 'completions',
    file: 'completions.json',
    where: own('user_id'),
    keys: [
      ['completed_at', 'timestamptz'],
      ['id', 'int'],
    ],
    order: 'desc',
  },
  {
    table: 'personal_records',
    file: 'personal_records.json',
    where: own('user_id'),
    joins: () => sql`join exercises e on e.id = t.exercise_id`,
    extra: () => sql`jsonb_build_object('exercise_name', e.name)`,
    keys: [['exercise_id', 'int']],
    order: 'asc',
  },
  {
    table: 'user_stats',
    file: 'user_stats.json',
    where: own('user_id'),
    keys: [['user_id', 'int']],
    order: 'asc',
  },
  {
    table: 'user_badges',
    file: 'user_badges.json',
    where: own('user_id'),
    joins: () => sql`join badges b on b.id = t.badge_id`,
    extra: () => sql`jsonb_build_object('badge_code', b.code, 'badge_name', b.name)`,
    keys: [
      ['earned_at', 'timestamptz'],
      ['id', 'int'],
    ],
    order: 'desc',
  },
  {
    table: 'weekly_goals',
    file: 'weekly_goals.json',
    where: own('user_id'),
    keys: [['user_id', 'int']],
    order: 'asc',
  },
  {
    table: 'weekly_goal_achievements',
    file: 'weekly_goal_achievements.json',
    where: own('user_id'),
    keys: [ID],
    order: 'asc',
  },
  {
    table: 'workout_history',
    file: 'workout_history.json',
    where: own('user_id'),
    keys: [
      ['workout_date', 'date'],
      ['id', 'int'],
    ],
    order: 'desc',
  },
  {
    table: 'body_measurements',
    file: 'body_measurements.json',
    where: own('user_id'),
    keys: [
      ['measurement_date', 'date'],
      ['id', 'int'],
    ],
    order: 'desc',
  },
  { table: 'body_goals', file: 'body_goals.json', where: own('user_id'), keys: [ID], order: 'asc' },
  {
    table: 'body_stats',
    file: 'body_stats.json',
    where: own('user_id'),
    keys: [['user_id', 'int']],
    order: 'asc',
  },
  {
    table: 'notifications',
    file: 'notifications.json',
    where: own('user_id'),
    keys: [
      ['created_at', 'timestamptz'],
      ['id', 'int'],
    ],
    order: 'desc',
  },
  {
    table: 'push_preferences',
    file: 'push_preferences.json',
    where: own('user_id'),
    keys: [['user_id', 'int']],
    order: 'asc',
  },
  // The endpoint says which browser; its keys are the browser's secrets and stay here.
  {
    table: 'push_subscriptions',
    file: 'push_subscriptions.json',
    where: own('user_id'),
    keys: [ID],
    order: 'asc',
    omit: ['p256dh', 'auth'],
  },
  { table: 'push_deliveries', file: 'push_deliveries.json', where: own('user_id'), keys: [ID], order: 'asc' },
  {
    table: 'rest_timers',
    file: 'rest_timers.json',
    where: own('user_id'),
    keys: [['user_id', 'int']],
    order: 'asc',
  },
  {
    table: 'connections',
    file: 'connections.json',
    where: (userId) => sql`(t.requester_id = ${userId} or t.addressee_id = ${userId})`,
    joins: (userId) =>
      sql`join users o on o.id = case when t.requester_id = ${userId} then t.addressee_id else t.requester_id end`,
    extra: () => sql`jsonb_build_object('other_username', o.username)`,
    keys: [ID],
    order: 'asc',
  },
  {
    table: 'feed_events',
    file: 'feed_events.json',
    where: own('user_id'),
    keys: [
      ['created_at', 'timestamptz'],
      ['id', 'int'],
    ],
    order: 'desc',
  },
  {
    table: 'feed_reactions',
    file: 'feed_reactions.json',
    where: own('user_id'),
    keys: [['event_id', 'int']],
    order: 'asc',
  },
  {
    table: 'feed_unlocks',
    file: 'feed_unlocks.json',
    where: own('user_id'),
    keys: [['completion_id', 'int']],
    order: 'asc',
  },
  { table: 'uploads', file: 'uploads.json', where: own('user_id'), keys: [['name', 'text']], order: 'asc' },
  { table: 'imports', file: 'imports.json', where: own('user_id'), keys: [['id', 'text']], order: 'asc' },
  // A stall's chosen load (decision 100): the member's own, so in their archive; not imported back.
  { table: 'load_overrides', file: 'load_overrides.json', where: own('user_id'), keys: [ID], order: 'asc' },
  // Issue 32: the admin journal's lines the member wrote or that are about them; their coach links,
  // invitations and comments. Issue 33: the calendar link (its secret's hash stays here). Issue 34:
  // the challenges they created or take part in. None is imported back (decision 100's reasoning).
  {
    table: 'admin_audit',
    file: 'admin_audit.json',
    where: (userId) => sql`(t.admin_id = ${userId} or t.target_user_id = ${userId})`,
    keys: [ID],
    order: 'asc',
  },
  {
    table: 'coach_invitations',
    file: 'coach_invitations.json',
    where: own('coach_id'),
    keys: [ID],
    order: 'asc',
    omit: ['code'],
  },
  {
    table: 'coach_links',
    file: 'coach_links.json',
    where: (userId) => sql`(t.athlete_id = ${userId} or t.coach_id = ${userId})`,
    keys: [['athlete_id', 'int']],
    order: 'asc',
  },
  {
    table: 'completion_comments',
    file: 'completion_comments.json',
    where: own('author_id'),
    keys: [ID],
    order: 'asc',
  },
  {
    table: 'calendar_links',
    file: 'calendar_links.json',
    where: own('user_id'),
    keys: [['user_id', 'int']],
    order: 'asc',
    omit: ['secret_hash'],
  },
  { table: 'challenges', file: 'challenges.json', where: own('creator_id'), keys: [ID], order: 'asc' },
  {
    table: 'challenge_participants',
    file: 'challenge_participants.json',
    where: own('user_id'),
    keys: [['challenge_id', 'int']],
    order: 'asc',
  },
];
