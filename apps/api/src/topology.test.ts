import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { type AuthResult, parisClock } from '@elan/domain';
import PgBoss from 'pg-boss';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTopology, type Topology } from '../test/topology/topology.ts';
import { PROGRAMS } from './seed/catalogue-data.ts';

/**
 * Issue 16 « Many processes » (decision 032): nginx (Debian) round-robin in front of two Élan
 * processes (the `npm start` bundle, both running the jobs) on one Debian PostgreSQL, Redis and an
 * S3-compatible store (s3rver), all on loopback; a member's journey through nginx alone.
 */
let topology: Topology;
let nginx: Topology['nginx'];
beforeAll(async () => {
  topology = await startTopology();
  nginx = topology.nginx;
}, 120_000);
afterAll(() => topology?.stop(), 60_000);

/** A call through nginx (or straight to `base`), as the web app makes it. */
async function call<T>(method: string, url: string, token?: string, body?: object | FormData, base?: string) {
  const isForm = body instanceof FormData;
  const response = await fetch(`${base ?? nginx.url}${url}`, {
    method,
    headers: {
      ...(body && !isForm ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body ? { body: isForm ? body : JSON.stringify(body) } : {}),
  });
  const json = (await response.json()) as { success: boolean; data: T };
  return { status: response.status, data: json.data, json };
}

async function register(firstName: string) {
  const email = `${firstName.toLowerCase()}.${randomBytes(3).toString('hex')}@exemple.fr`;
  const body = { email, password: 'motdepasse-solide', first_name: firstName, last_name: 'Topologie' };
  const registered = await call<AuthResult>('POST', '/api/auth/register', undefined, body);
  expect(registered.status).toBe(201);
  return { ...registered.data, email };
}

type AccessLine = ReturnType<Topology['nginx']['accessLog']>[number];

/**
 * nginx writes a request's log line after the response has left: the log once `isComplete` holds
 * (or after 3 s, for the assertions to show what is missing).
 */
async function settledAccessLog(isComplete: (lines: AccessLine[]) => boolean) {
  const deadline = Date.now() + 3_000;
  let lines = nginx.accessLog();
  while (!isComplete(lines) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    lines = nginx.accessLog();
  }
  return lines;
}

const upstreamsOf = (lines: AccessLine[], prefix: string) =>
  lines.filter((line) => line.request.split(' ')[1]?.startsWith(prefix)).map((line) => line.upstream);

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** 90 s, and the wait for midnight when the run may start in the day's last minutes. */
const REMINDER_TIMEOUT_MS = 90_000 + (parisClock(new Date()).minutes >= 23 * 60 + 35 ? 25 * 60_000 : 0);

/**
 * No reminder can fall in the last 20 minutes of a Paris day (the slot would be tomorrow's, and a
 * reminder is never sent the day before its slot): a run then waits for midnight.
 */
async function untilRemindersCanFall() {
  const { minutes } = parisClock(new Date());
  if (minutes < 23 * 60 + 40) return;
  const seconds = (24 * 60 - minutes) * 60 - new Date().getSeconds() + 2;
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
}

describe('nginx, deux processus Élan, PostgreSQL, Redis, S3 : le parcours d’un membre', () => {
  it('inscription, séance avec photo, tableau de bord, photo signée : sur les deux processus', async () => {
    const member = await register('Camille');
    const login = await call<AuthResult>('POST', '/api/auth/login', undefined, {
      email: member.email,
      password: 'motdepasse-solide',
    });
    expect(login.status).toBe(200);
    const { token, user } = login.data;

    const programs = await call<{ id: number; title: string }[]>('GET', '/api/programs', token);
    const program = programs.data[0];
    // Newest first: the catalogue's last programme, seeded once whichever process started first.
    expect(program?.title).toBe(PROGRAMS.at(-1)?.title);
    const detail = await call<{ id: number; title: string }>('GET', `/api/programs/${program?.id}`, token);
    expect({ id: detail.data.id, title: detail.data.title }).toEqual({
      id: program?.id,
      title: program?.title,
    });
    expect((await call('POST', '/api/enrollments', token, { program_id: program?.id })).status).toBe(201);
    const sessions = await call<{ id: number }[]>('GET', `/api/sessions?program_id=${program?.id}`, token);

    const jpeg = await sharp({ create: { width: 48, height: 32, channels: 3, background: '#2bb673' } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('photo', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'seance.jpg');
    const photo = await call<{ url: string; name: string }>(
      'POST',
      '/api/uploads/session-photo',
      token,
      form,
    );
    expect(photo.status).toBe(201);
    const saved = await call<{ id: number; photo_url: string }>('POST', '/api/completions', token, {
      program_id: program?.id,
      session_id: sessions.data[0]?.id,
      duration_minutes: 40,
      photo_url: photo.data.url,
    });
    expect(saved.status).toBe(201);

    const id = user.id;
    for (const url of [
      '/api/users/me',
      `/api/enrollments/user/${id}/programs`,
      '/api/schedule/daily',
      '/api/schedule/weekly-stats',
      `/api/badges/user/${id}/overview`,
      `/api/badges/user/${id}/stats`,
      `/api/badges/user/${id}/history?limit=3`,
      `/api/badges/user/${id}/weekly-goal`,
      `/api/completions/user/${id}?limit=5`,
      `/api/completions/user/${id}?limit=100`,
    ])
      expect((await call('GET', url, token)).status, url).toBe(200);
    const listed = await call<{ id: number; photo_url: string }[]>(
      'GET',
      `/api/completions/user/${id}?limit=5`,
      token,
    );
    expect(listed.data.map((item) => item.id)).toEqual([saved.data.id]);

    // The photo: in the bucket, on no process's disk, served by nginx and by each process.
    const key = `uploads/${photo.data.name}`;
    expect(await topology.store.keys()).toEqual([key]);
    const object = await topology.store.read(key);
    for (const name of ['elan-1', 'elan-2'])
      expect(existsSync(path.join(topology.dataDir, name, 'uploads'))).toBe(false);
    for (const base of [nginx.url, nginx.url, ...topology.elan.map((process) => process.url)]) {
      const served = await fetch(`${base}${saved.data.photo_url}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect(Buffer.from(await served.arrayBuffer()).equals(object.bytes)).toBe(true);
    }

    // nginx spread the calls over both processes; each one accepts the other's token.
    const addresses = topology.elan.map((process) => process.address);
    // The photo was fetched twice through nginx, after every /api call.
    const lines = await settledAccessLog((log) => upstreamsOf(log, '/uploads/').length >= 2);
    expect([...new Set(upstreamsOf(lines, '/api/'))].sort()).toEqual([...addresses].sort());
    expect(new Set(upstreamsOf(lines, '/uploads/'))).toEqual(new Set(addresses));
    const issuer = upstreamsOf(lines, '/api/auth/login')[0];
    const other = topology.elan.find((process) => process.address !== issuer);
    const me = await call<{ id: number }>('GET', '/api/users/me', token, undefined, other?.url);
    expect(me.status).toBe(200);
    expect(me.data.id).toBe(id);
  });

  it('les connexions ratées se comptent dans Redis : la 11e est refusée, quel que soit le processus', async () => {
    const member = await register('Mathis');
    const before = nginx.accessLog().length;
    const answers: { status: number; message: unknown }[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const failed = await call('POST', '/api/auth/login', undefined, {
        email: member.email,
        password: 'pas-le-bon-mot-de-passe',
      });
      answers.push({ status: failed.status, message: (failed.json as { message?: unknown }).message });
    }
    // Ten failures per e-mail and address a minute (decision 025), counted once for both processes.
    expect(answers.map((answer) => answer.status)).toEqual([...Array(10).fill(401), 429]);
    expect(answers.at(-1)?.message).toBe('Trop de tentatives, réessayez dans quelques minutes');
    const loginsOf = (log: AccessLine[]) =>
      log
        .slice(before)
        .filter((line) => line.request.startsWith('POST /api/auth/login'))
        .map((line) => line.upstream);
    const attempts = loginsOf(await settledAccessLog((log) => loginsOf(log).length >= 11));
    expect(attempts).toHaveLength(11);
    expect(new Set(attempts)).toEqual(new Set(topology.elan.map((process) => process.address)));
  });

  it('X-Request-Id : celui du client passe, sinon nginx en donne un ; les deux dans le journal', async () => {
    await fetch(`${nginx.url}/api/health`, { headers: { 'x-request-id': 'topologie-0001' } });
    await fetch(`${nginx.url}/api/health?sans-identifiant`);
    const lines = await settledAccessLog((log) =>
      log.some((line) => line.request.startsWith('GET /api/health?sans-identifiant')),
    );
    expect(lines.some((line) => line.requestId === 'topologie-0001')).toBe(true);
    const generated = lines.find((line) => line.request.startsWith('GET /api/health?sans-identifiant'));
    expect(generated?.requestId).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe('un rappel, une fois, avec deux processus qui font tourner les tâches', () => {
  it(
    'quatre passages du planificateur répartis sur les deux processus : un seul push reçu',
    async () => {
      await untilRemindersCanFall();
      const member = await register('Rappel');
      const token = member.token;
      const device = topology.stub.subscriber(`topologie-${member.user.id}`);
      expect(
        (await call('POST', '/api/push/subscribe', token, { subscription: device.subscription })).status,
      ).toBe(201);
      const preferences = { quiet_hours_enabled: false, reminder_minutes_before: 15 };
      expect((await call('PUT', '/api/push/preferences', token, preferences)).status).toBe(200);
      const programs = await call<{ id: number }[]>('GET', '/api/programs', token);
      const enrolled = await call<{ id: number }>('POST', '/api/enrollments', token, {
        program_id: programs.data[0]?.id,
      });
      // The reminder moment (slot − 15 min) is this Paris minute: the planner's next pass finds it.
      const { minutes } = parisClock(new Date());
      const start = minutes + 15;
      const plan = await call('PUT', `/api/enrollments/${enrolled.data.id}/plan`, token, {
        sessions_per_week: 3,
        training_days: [],
        time_slot_start: hhmm(start),
        time_slot_end: hhmm(start + 5),
      });
      expect(plan.status).toBe(200);

      // Four planner passes at once, as if the cron ticked four times, for the two processes'
      // workers (each polls the queue) to share; the cron's own passes may come on top.
      const boss = new PgBoss({
        connectionString: topology.databaseUrl,
        schema: 'pgboss',
        supervise: false,
        schedule: false,
      });
      await boss.start();
      try {
        const passes = await Promise.all([1, 2, 3, 4].map(() => boss.send('training-reminders', {})));

        const reminders = () =>
          topology.stub.receivedAt(device.path).filter((push) => push.type === 'training_reminder');
        const deadline = Date.now() + 30_000;
        while (reminders().length === 0 && Date.now() < deadline)
          await new Promise((resolve) => setTimeout(resolve, 250));
        // Long enough for a second push to arrive if one had been queued (the workers poll each second).
        await new Promise((resolve) => setTimeout(resolve, 5_000));
        // Every pass ran (the processes' workers took them), and still one push.
        const states = await Promise.all(
          passes.map(async (id) =>
            id ? (await boss.getJobById('training-reminders', id))?.state : 'absent',
          ),
        );
        expect(states).toEqual(['completed', 'completed', 'completed', 'completed']);
        expect(topology.stub.errors).toEqual([]);
        expect(reminders()).toEqual([
          expect.objectContaining({
            title: "C'est bientôt l'heure ⏰",
            body: expect.stringMatching(/ est prévue à \d\d:\d\d\.$/),
            url: '/programs',
          }),
        ]);
        const inbox = await call<{ type: string }[]>('GET', '/api/push/notifications', token);
        expect(inbox.data.filter((item) => item.type === 'training_reminder')).toHaveLength(1);
      } finally {
        await boss.stop({ graceful: false, wait: true });
      }
    },
    REMINDER_TIMEOUT_MS,
  );
});
