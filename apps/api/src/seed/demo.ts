import { addDays, parisDay } from '@elan/domain';
import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client.ts';
import { connections, users } from '../db/schema/index.ts';
import { rowsOf } from '../lib/db-errors.ts';
import { ARGON2_OPTIONS } from '../modules/auth/auth.service.ts';
import { usernameBase } from '../modules/auth/username.ts';
import { friendIdsOf } from '../modules/social/social.repository.ts';

/** README « Demo data »: the account a newcomer signs in with. */
export const DEMO_ACCOUNT = { email: 'camille.martin@demo.elan.fr', password: 'elan-demo-2026' } as const;

/** Twelve members: names, the share of days they train, the run of days up to today. */
const MEMBERS: [first: string, last: string, ratePercent: number, run: number][] = [
  ['Camille', 'Martin', 70, 5],
  ['Léa', 'Bernard', 75, 8],
  ['Hugo', 'Dubois', 60, 3],
  ['Chloé', 'Thomas', 55, 1],
  ['Lucas', 'Robert', 65, 0],
  ['Manon', 'Richard', 80, 14],
  ['Théo', 'Petit', 40, 0],
  ['Inès', 'Durand', 50, 2],
  ['Nathan', 'Leroy', 45, 0],
  ['Jade', 'Moreau', 60, 1],
  ['Louis', 'Simon', 35, 0],
  ['Emma', 'Laurent', 65, 7],
];

const NOTES = [
  'Bonne séance, je sens les progrès !',
  'Dur aujourd’hui, mais je n’ai rien lâché.',
  'Séance rapide avant le boulot.',
  'Nouveau record sur le gainage 💪',
  'Un peu fatigué, on fera mieux demain.',
  'Super énergie ce matin !',
  'Séance avec musique à fond, top.',
  'Récupération active, tranquille.',
];
const FEELINGS = ['excellent', 'good', 'good', 'okay', 'bad', 'excellent', 'good', 'okay'];

/**
 * `DEMO_DATA=1` on an empty database (no member yet): twelve French members with friendships,
 * enrolments, a month of completions (notes, feelings), measurements, badges and feed events with
 * reactions, so the demo account sees a living circle. Set-based SQL, one transaction.
 * `settle` recounts a member's counters and awards their badges (the badges service).
 */
export async function seedDemoData(
  db: Database,
  options: { now?: Date; settle: (tx: Transaction, userId: number) => Promise<unknown> },
): Promise<boolean> {
  const now = options.now ?? new Date();
  const today = parisDay(now);
  const passwordHash = await hash(DEMO_ACCOUNT.password, ARGON2_OPTIONS);
  return db.transaction(async (tx) => {
    const [members] = rowsOf<{ count: number }>(
      await tx.execute(sql`select count(*)::int as count from ${users} where not is_system`),
    );
    if ((members?.count ?? 0) > 0) return false;

    const created = await tx
      .insert(users)
      .values(
        MEMBERS.map(([first, last], index) => {
          const username = usernameBase(first, last);
          return {
            email: index === 0 ? DEMO_ACCOUNT.email : `${username}@demo.elan.fr`,
            password_hash: passwordHash,
            first_name: first,
            last_name: last,
            username,
            created_at: new Date(now.getTime() - (40 + index) * 86_400_000),
          };
        }),
      )
      .returning({ id: users.id });
    const ids = created.map((row) => row.id);
    const id = (index: number) => ids[index] as number;

    // The demo account: eight friends, one request to answer, one waiting; the others in a ring.
    const pairs: { requester_id: number; addressee_id: number; status: 'pending' | 'accepted' }[] = [];
    for (let index = 1; index <= 8; index += 1)
      pairs.push({ requester_id: id(index), addressee_id: id(0), status: 'accepted' });
    pairs.push({ requester_id: id(9), addressee_id: id(0), status: 'pending' });
    pairs.push({ requester_id: id(0), addressee_id: id(10), status: 'pending' });
    for (let index = 1; index < MEMBERS.length - 1; index += 1)
      pairs.push({ requester_id: id(index), addressee_id: id(index + 1), status: 'accepted' });
    await tx.insert(connections).values(
      pairs.map((pair) => ({
        ...pair,
        created_at: new Date(now.getTime() - 30 * 86_400_000),
        accepted_at: pair.status === 'accepted' ? new Date(now.getTime() - 29 * 86_400_000) : null,
      })),
    );

    const idList = sql`${`{${ids.join(',')}}`}::int[]`;
    // Two public programmes each, a month ago.
    await tx.execute(sql`
      with catalogue as (
        select p.id, row_number() over (order by p.id) - 1 as position, count(*) over () as total
        from programs p join users owner on owner.id = p.created_by and owner.is_system),
      member as (select m.id, m.position - 1 as position from unnest(${idList}) with ordinality as m(id, position))
      insert into enrollments (user_id, program_id, sessions_per_week, enrolled_at)
      select member.id, catalogue.id, 3, ${new Date(now.getTime() - 31 * 86_400_000)}::timestamptz
      from member join catalogue on catalogue.position in (member.position % catalogue.total,
        (member.position + 2) % catalogue.total)
      on conflict do nothing`);

    // A month of completions: the member's run up to today, then a share of the other days.
    await tx.execute(sql`
      with member as (
        select m.id, m.position, rates.rate, runs.run
        from unnest(${idList}) with ordinality as m(id, position)
        join unnest(${`{${MEMBERS.map((member) => member[2]).join(',')}}`}::int[]) with ordinality as rates(rate, position)
          using (position)
        join unnest(${`{${MEMBERS.map((member) => member[3]).join(',')}}`}::int[]) with ordinality as runs(run, position)
          using (position)),
      trained as (
        select member.id as user_id, d, (${today}::date - d) as day,
          7 + abs(hashtext(member.id || ':' || d || ':h')) % 13 as hour
        from member cross join generate_series(0, 29) as d
        where d < member.run
          or (d > member.run and abs(hashtext(member.id || ':' || d)) % 100 < member.rate))
      insert into completions (user_id, program_id, session_id, program_title, session_title,
        duration_minutes, notes, feeling, completed_at)
      select t.user_id, s.program_id, s.id, p.title, s.title,
        20 + abs(hashtext(t.user_id || ':' || t.d || ':m')) % 41,
        ${JSON.stringify(NOTES)}::jsonb ->> (abs(hashtext(t.user_id || ':' || t.d || ':n')) % ${NOTES.length}),
        ${JSON.stringify(FEELINGS)}::jsonb ->> (abs(hashtext(t.user_id || ':' || t.d || ':f')) % ${FEELINGS.length}),
        greatest(t.day::timestamp at time zone 'Europe/Paris',
          least(${now}::timestamptz - interval '5 minutes',
            (t.day::timestamp + t.hour * interval '1 hour') at time zone 'Europe/Paris'))
      from trained t
      cross join lateral (select e.program_id from enrollments e where e.user_id = t.user_id
        order by md5(e.program_id || ':' || t.d) limit 1) e
      join programs p on p.id = e.program_id
      cross join lateral (select s.id, s.program_id, s.title from sessions s where s.program_id = e.program_id
        order by md5(s.id || ':' || t.d) limit 1) s`);

    // Every completion unlocked its day and posted its event; each enrolment its start.
    await tx.execute(sql`
      with unlocked as (
        insert into feed_unlocks (completion_id, user_id, day, created_at)
        select id, user_id, (completed_at at time zone 'Europe/Paris')::date, completed_at
        from completions where user_id = any(${idList}) returning completion_id)
      insert into feed_events (user_id, type, emoji, message, completion_id, created_at)
      select c.user_id, 'session_completed',
        case c.feeling when 'excellent' then '🔥' when 'good' then '💪' when 'okay' then '🙂' else '😮‍💨' end,
        c.notes, c.id, c.completed_at
      from completions c join unlocked u on u.completion_id = c.id`);
    await tx.execute(sql`
      insert into feed_events (user_id, type, emoji, message, data, dedupe_key, created_at)
      select e.user_id, 'program_started', '🚀', 'A commencé le programme « ' || p.title || ' »',
        jsonb_build_object('programId', p.id), 'program:' || p.id, e.enrolled_at
      from enrollments e join programs p on p.id = e.program_id where e.user_id = any(${idList})`);

    // Measurements: a weekly weigh-in for five weeks, for the demo account and two friends.
    await tx.execute(sql`
      insert into body_measurements (user_id, weight_kg, height_cm, bmi, body_fat_percent, measurement_date)
      select m.id, w.weight, m.height, round((w.weight / ((m.height / 100.0) ^ 2))::numeric, 1)::float8,
        22 - week * 0.4, (${addDays(today, -28)}::date + week * 7)
      from (values (${id(0)}::int, 168.0::float8, 68.0::float8), (${id(1)}::int, 172.0, 64.0),
        (${id(2)}::int, 181.0, 82.0)) as m(id, height, start)
      cross join generate_series(0, 4) as week
      cross join lateral (select m.start - week * 0.6 as weight) w`);

    // Counters and badges, member by member (the badge engine); then their events, set-based.
    for (const userId of ids) await options.settle(tx, userId);
    // Awarded today by the engine: spread over the month as if earned along the way.
    await tx.execute(sql`
      update user_badges set earned_at = ${now}::timestamptz
        - (abs(hashtext(user_id || ':' || badge_id)) % (25 * 24 * 60)) * interval '1 minute' - interval '1 hour'
      where user_id = any(${idList})`);
    await tx.execute(sql`
      insert into feed_events (user_id, type, emoji, message, data, dedupe_key, created_at)
      select ranked.user_id, 'badge_earned', b.icon, 'A débloqué le badge « ' || b.name || ' »',
        jsonb_build_object('badgeId', b.id), 'badge:' || b.id, ranked.earned_at
      from (select ub.*, row_number() over (partition by ub.user_id order by ub.earned_at desc) as rank
        from user_badges ub where ub.user_id = any(${idList})) ranked
      join badges b on b.id = ranked.badge_id
      where ranked.rank <= 3
      on conflict (user_id, dedupe_key) where dedupe_key is not null do nothing`);

    // Friends react to about half of each other's events.
    await tx.execute(sql`
      insert into feed_reactions (event_id, user_id, emoji, created_at)
      select e.id, f.friend_id,
        (array['👏', '🔥', '💪', '❤️'])[1 + abs(hashtext(e.id || ':' || f.friend_id || ':e')) % 4],
        least(${now}::timestamptz, e.created_at + interval '1 hour')
      from feed_events e
      cross join lateral (${friendIdsOf(sql`e.user_id`)}) f
      where e.user_id = any(${idList}) and abs(hashtext(e.id || ':' || f.friend_id)) % 100 < 45`);
    return true;
  });
}
