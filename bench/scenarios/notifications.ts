import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { planTrainingReminders } from '../../apps/api/src/jobs/scheduled-notifications.ts';
import { createNotifier } from '../../apps/api/src/modules/push/notifier.ts';
import { inTransaction, openBenchDatabase } from '../database.ts';
import { load, table } from '../load.ts';
import { measureHelloWorld, startServer } from '../server.ts';

const MEMBERS = 2_000;
const PER_MEMBER = 500;
const BENCH_NOTIFICATIONS = 10_000;
/** 11:30 in Paris: the reminder moment of a 12:00 slot (30 minutes before, the default). */
const PLANNING_AT = new Date('2026-11-25T10:30:00Z');

async function register(url: string) {
  const response = await fetch(`${url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: 'notif@exemple.fr',
      password: 'motdepasse-solide',
      first_name: 'Banc',
      last_name: 'Notif',
    }),
  });
  if (response.status !== 201) throw new Error(`register answered ${response.status}`);
  return ((await response.json()) as { data: { user: { id: number } } }).data.user.id;
}

async function login(url: string) {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'notif@exemple.fr', password: 'motdepasse-solide' }),
  });
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/**
 * Notifications (issue 10): GET /api/push/notifications (20, 100) and /api/push/stats for a member
 * with 10,000 notifications on a 1,000,000-notification table, and one run of the reminder planner
 * with 2,000 members due in the same minute (each stored once, no push service involved).
 */
export async function notifications(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'elan-bench-notifications-'));
  try {
    const first = await startServer({ port: 3910, dataDir, env: { JOBS: 'off' } });
    const benchId = await register(first.url).finally(() => first.stop());

    const handle = await openBenchDatabase(dataDir);
    let planningMs = 0;
    let reminders = 0;
    try {
      const startedAt = performance.now();
      await inTransaction(handle.pool, async (client) => {
        await client.query(
          `insert into users (email, password_hash, first_name, last_name, username)
          select 'n' || i || '@exemple.fr', 'x', 'Membre', 'N' || i, 'membre_n' || i from generate_series(1, $1) i`,
          [MEMBERS],
        );
        await client.query(
          `insert into notifications (user_id, type, title, message, created_at)
          select u.id, 'daily_motivation', 'Motivation du jour ✨', 'Bouge !', now() - (i || ' minutes')::interval
          from users u cross join generate_series(1, $1) i where u.username like 'membre_n%'`,
          [PER_MEMBER],
        );
        await client.query(
          `insert into notifications (user_id, type, title, message, created_at)
          select $1, 'badge_unlocked', 'Nouveau badge débloqué ! 🏆', 'Bravo', now() - (i || ' minutes')::interval
          from generate_series(1, $2) i`,
          [benchId, BENCH_NOTIFICATIONS],
        );
        const program = await client.query<{ id: number }>(
          `insert into programs (title, created_by) values ('Midi', $1) returning id`,
          [benchId],
        );
        await client.query(`insert into sessions (program_id, title) values ($1, 'Séance')`, [
          program.rows[0]?.id,
        ]);
        await client.query(
          `insert into enrollments (user_id, program_id, time_slot_start, time_slot_end)
          select u.id, $1, '12:00', '13:00' from users u where u.username like 'membre_n%'`,
          [program.rows[0]?.id],
        );
        await client.query('analyze');
      });
      console.log(
        `Data set: ${MEMBERS * PER_MEMBER + BENCH_NOTIFICATIONS} notifications, ${MEMBERS} enrolments with a 12:00 slot (${((performance.now() - startedAt) / 1000).toFixed(0)} s)`,
      );
      const planningStart = performance.now();
      reminders = await planTrainingReminders(
        handle.db,
        createNotifier(
          async () => {},
          () => PLANNING_AT,
        ),
        PLANNING_AT,
      );
      planningMs = performance.now() - planningStart;
    } finally {
      await handle.close();
    }
    console.log(
      `Reminder planner, one minute with ${reminders} reminders due: ${Math.round(planningMs)} ms\n`,
    );

    const server = await startServer({ port: 3911, dataDir, env: { JOBS: 'off' } });
    try {
      const headers = { authorization: `Bearer ${await login(server.url)}` };
      const helloWorld = await measureHelloWorld(3916, { warmUp: 3 });
      const results = [
        helloWorld,
        await load('GET /api/push/notifications', `${server.url}/api/push/notifications`, {
          headers,
          warmUp: 3,
        }),
        await load(
          'GET /api/push/notifications?limit=100',
          `${server.url}/api/push/notifications?limit=100`,
          { headers },
        ),
        await load('GET /api/push/stats', `${server.url}/api/push/stats`, { headers }),
      ];
      console.log(table(results, helloWorld));
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
