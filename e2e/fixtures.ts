import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { E2E_ADMIN_EMAIL } from './admin-email.ts';

export const baseUrl = () => inject('baseUrl');

export const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

/** The flags this closed network needs. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/** Debian's Chromium, headless, with the flags this closed network needs. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROME_PATH, headless: true, args: CHROMIUM_ARGS });
}

export const DESKTOP = { width: 1280, height: 800 } as const;
export const MOBILE = { width: 390, height: 844 } as const;

export async function newPage(
  browser: Browser,
  viewport: { width: number; height: number } = DESKTOP,
  colorScheme: 'light' | 'dark' = 'light',
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    colorScheme,
  });
  const page = await context.newPage();
  return { context, page };
}

export type Member = {
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  token: string;
  user: { id: number; first_name: string; last_name: string; email: string; username: string };
};

export function memberInput(firstName = 'Camille', lastName = 'Durand') {
  return {
    email: `e2e.${randomBytes(5).toString('hex')}@exemple.fr`,
    password: 'motdepasse-solide',
    first_name: firstName,
    last_name: lastName,
  };
}

/** Registers through the API, as a member who already has an account. */
export async function registerViaApi(firstName?: string, lastName?: string): Promise<Member> {
  const input = memberInput(firstName, lastName);
  const response = await fetch(`${baseUrl()}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(input),
  });
  if (response.status !== 201) throw new Error(`inscription échouée : ${response.status}`);
  const { data } = (await response.json()) as { data: Pick<Member, 'token' | 'user'> };
  return { ...input, ...data };
}

/**
 * The shared server's admin (ADMIN_EMAILS, global-setup.ts): registered by the first test that
 * asks, signed in by the next ones (every test of the run shares it).
 */
export async function adminViaApi(): Promise<Member> {
  const input = { ...memberInput('Ada', 'Admin'), email: E2E_ADMIN_EMAIL };
  const post = (path: string, body: object) =>
    fetch(`${baseUrl()}/api/auth/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  let response = await post('register', input);
  if (response.status === 409)
    response = await post('login', { email: input.email, password: input.password });
  if (!response.ok) throw new Error(`admin : ${response.status} ${await response.text()}`);
  const { data } = (await response.json()) as { data: Pick<Member, 'token' | 'user'> };
  return { ...input, ...data };
}

/** Opens the app already signed in as `member` (the stored session the app restores). */
export async function signIn(page: Page, member: Member) {
  await page.goto('/login');
  await page.evaluate(
    ({ token, user }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user', JSON.stringify(user));
    },
    { token: member.token, user: member.user },
  );
}

/** Calls the API as `member` (JSON in, envelope's `data` out), as the app's own client does. */
export async function apiAs<T>(
  member: Member,
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<T> {
  const response = await fetch(`${baseUrl()}/api${path}`, {
    method: init.method ?? 'GET',
    headers: {
      authorization: `Bearer ${member.token}`,
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${path} : ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

export type Workout = { programId: number; sessionId: number; exerciseIds: number[] };

/** A programme of two catalogue exercises, two sets each, made through the API as the create modal does. */
export async function createTwoExerciseWorkout(
  member: Member,
  texts: { title: string; description: string; goal: string; difficulty_level: string },
): Promise<Workout> {
  const catalogue = await apiAs<{ id: number }[]>(member, '/exercises');
  const exerciseIds = catalogue.slice(0, 2).map((exercise) => exercise.id);
  const program = await apiAs<{ id: number }>(member, '/programs', {
    method: 'POST',
    body: {
      ...texts,
      duration_weeks: 4,
      exercises: exerciseIds.map((exercise_id) => ({ exercise_id, sets: 2, reps: 10, rest_time_sec: 15 })),
    },
  });
  const [session] = await apiAs<{ id: number }[]>(member, `/sessions?program_id=${program.id}`);
  if (!session) throw new Error('le programme n’a pas de séance');
  return { programId: program.id, sessionId: session.id, exerciseIds };
}

/**
 * A programme of two exercises (`createTwoExerciseWorkout`) and a second session of that title with
 * none, joined by its creator: the next session after the first one is done.
 */
export async function joinedTwoSessionWorkout(
  member: Member,
  texts: Parameters<typeof createTwoExerciseWorkout>[1],
  secondTitle: string,
): Promise<Workout & { secondSessionId: number }> {
  const workout = await createTwoExerciseWorkout(member, texts);
  const second = await apiAs<{ id: number }>(member, '/sessions', {
    method: 'POST',
    body: { program_id: workout.programId, title: secondTitle },
  });
  await joinWorkout(workout, member);
  return { ...workout, secondSessionId: second.id };
}

/** Each member joins the workout's programme (POST /enrollments), one after the other. */
export async function joinWorkout(workout: Workout, ...members: Member[]) {
  for (const member of members)
    await apiAs(member, '/enrollments', { method: 'POST', body: { program_id: workout.programId } });
}

/** What a completion's save sends besides its programme and session (the summary's body). */
type CompletionBody = { duration_minutes: number; sets?: object[]; feeling?: string; photo_url?: string };

/** The member saves the workout's session as the player's summary does; the completion as created. */
export function completeSession<T = { id: number }>(member: Member, workout: Workout, body: CompletionBody) {
  return apiAs<T>(member, '/completions', {
    method: 'POST',
    body: { program_id: workout.programId, session_id: workout.sessionId, ...body },
  });
}

/**
 * Screenshots for a person to look at (not compared): `SCREENSHOTS=dir`. The pause lets a dialog
 * finish its entrance; `fullPage` for long screens.
 */
export async function snap(page: Page, name: string, fullPage = false) {
  const dir = process.env.SCREENSHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage });
}

/** The texts that describe a field (its hint, its error): what a screen reader reads after its label. */
export async function descriptionOf(field: Locator): Promise<string[]> {
  const ids = ((await field.getAttribute('aria-describedby')) ?? '').split(' ').filter(Boolean);
  return Promise.all(
    ids.map(async (id) => ((await field.page().locator(`[id="${id}"]`).textContent()) ?? '').trim()),
  );
}
