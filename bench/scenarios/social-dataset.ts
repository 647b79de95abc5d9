import { createAuthService } from '../../apps/api/src/modules/auth/auth.service.ts';
import { inTransaction, openBenchDatabase } from '../database.ts';

/** Issue 11's volumes: a member with 150 friends among 20,000 members, and the feed's events. */
export const SOCIAL_DATASET = { members: 20_000, friends: 150, otherTiesPerMember: 5, days: 60 } as const;

export const SOCIAL_MEMBER = {
  email: 'membre.cercle@exemple.fr',
  password: 'motdepasse-solide',
  first_name: 'Banc',
  last_name: 'Cercle',
} as const;

export type SocialDataset = { memberId: number; counts: Record<string, number> };

/**
 * The embedded server of `dataDir`, migrated, then set-based SQL in one transaction: the bench
 * member (real argon2id hash, signs in over HTTP), 19,999 other members, the member's 150 friends
 * and five ties for every other member, one completion a member over the last ten days (the member
 * and half of the friends today: the feed is open, the circle half lit), `events` feed events spread
 * over 60 days across all members in time order (as they would have been written), and a reaction
 * on one event in five. Then `VACUUM (ANALYZE)`.
 */
export async function buildSocialDataset(dataDir: string, events: number): Promise<SocialDataset> {
  const handle = await openBenchDatabase(dataDir);
  try {
    const auth = createAuthService(handle.db, () => 'unused');
    const { user } = await auth.register({ ...SOCIAL_MEMBER });
    const memberId = user.id;
    await inTransaction(handle.pool, async (tx) => {
      await tx.query(
        `insert into users (email, password_hash, first_name, last_name, username)
         select 'cercle' || g || '@banc.elan.local', '!banc:pas-de-connexion', 'Membre', 'Cercle ' || g,
                'membre.cercle.' || g
         from generate_series(1, $1::int - 1) g`,
        [SOCIAL_DATASET.members],
      );
      await tx.query(`create temporary table bench_members on commit drop as
        select id, row_number() over (order by id)::int as n from users
        where email like 'cercle%@banc.elan.local'`);
      await tx.query(
        `insert into connections (requester_id, addressee_id, status, accepted_at)
         select $1::int, id, 'accepted', now() from bench_members where n <= $2::int`,
        [memberId, SOCIAL_DATASET.friends],
      );
      await tx.query(
        `insert into connections (requester_id, addressee_id, status, accepted_at)
         select a.id, b.id, 'accepted', now()
         from bench_members a cross join generate_series(1, $1::int) k
         join bench_members b on b.n = (a.n + k * 97) % ($2::int - 1) + 1
         where a.id <> b.id
         on conflict do nothing`,
        [SOCIAL_DATASET.otherTiesPerMember, SOCIAL_DATASET.members],
      );
      await tx.query(
        `insert into completions (user_id, program_title, session_title, duration_minutes, completed_at)
         select id, '', 'Séance libre', 30,
                case when n <= $1::int and n % 2 = 0 then now() - interval '1 minute'
                     else now() - (1 + n % 10) * interval '1 day' end
         from bench_members
         union all select $2::int, '', 'Séance libre', 30, now() - interval '1 minute'`,
        [SOCIAL_DATASET.friends, memberId],
      );
      await tx.query(
        `insert into feed_events (user_id, type, emoji, message, created_at)
         select m.id, 'session_completed', '💪', 'Séance du jour, bien joué !',
                now() - ($1::int - g) * ($2::float8 * 86400 / $1::int) * interval '1 second'
         from generate_series(1, $1::int) g
         join bench_members m on m.n = (g::bigint * 7919) % ($3::int - 1) + 1
         order by g`,
        [events, SOCIAL_DATASET.days, SOCIAL_DATASET.members],
      );
      await tx.query(
        `insert into feed_reactions (event_id, user_id, emoji)
         select e.id, m.id, (array['👏', '🔥', '💪', '❤️'])[1 + e.id % 4]
         from feed_events e join bench_members m on m.n = (e.id * 31) % ($1::int - 1) + 1
         where e.id % 5 = 0 and m.id <> e.user_id`,
        [SOCIAL_DATASET.members],
      );
    });
    // Autovacuum would get there a while after the bulk load: statistics, and the visibility map
    // the feed's index-only ranges read.
    await handle.pool.query('VACUUM (ANALYZE)');
    const counts = await handle.pool.query<Record<string, number>>(
      `select (select count(*)::int from users where not is_system) as members,
              (select count(*)::int from connections where status = 'accepted') as friendships,
              (select count(*)::int from feed_events) as feed_events,
              (select count(*)::int from feed_reactions) as reactions,
              (select count(*)::int from feed_events e join connections c
                 on c.requester_id = $1::int and c.addressee_id = e.user_id) as friends_events`,
      [memberId],
    );
    return { memberId, counts: counts.rows[0] ?? {} };
  } finally {
    await handle.close();
  }
}
