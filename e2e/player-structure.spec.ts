import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiAs,
  launchBrowser,
  type Member,
  MOBILE,
  newPage,
  registerViaApi,
  signIn,
  snap,
} from './fixtures.ts';

type Exercise = { id: number; name: string };

async function catalogueExercise(member: Member, name: string): Promise<Exercise> {
  const found = await apiAs<Exercise[]>(member, `/exercises?q=${encodeURIComponent(name)}`);
  const exercise = found.find((item) => item.name === name);
  if (!exercise) throw new Error(`le catalogue n’a pas « ${name} »`);
  return exercise;
}

/** Wholly inside the window, as the member sees it (not merely in the page). */
async function isInViewport(page: Page, locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const size = page.viewportSize();
  if (!box || !size) return false;
  return box.y >= 0 && box.x >= 0 && box.y + box.height <= size.height && box.x + box.width <= size.width;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('le lecteur suit la structure du programme (issues 29 et 30)', () => {
  it('sur un téléphone : un superset enchaîne A1 puis A2 sans repos, le repos du groupe après A2 ; fourchette, charge visée et note', async () => {
    const member = await registerViaApi('Jules', 'Marchand');
    const bench = await catalogueExercise(member, 'Développé couché');
    const row = await catalogueExercise(member, 'Rowing barre');
    const pushUps = await catalogueExercise(member, 'Pompes');
    const program = await apiAs<{ id: number }>(member, '/programs', {
      method: 'POST',
      body: { title: 'Haut du corps', exercises: [{ exercise_id: bench.id }] },
    });
    const [first] = await apiAs<{ id: number }[]>(member, `/sessions?program_id=${program.id}`);
    if (!first) throw new Error('le programme n’a pas de séance');
    await apiAs(member, `/programs/${program.id}/structure`, {
      method: 'PUT',
      body: {
        sessions: [
          {
            id: first.id,
            title: 'Poussée et tirage',
            day_number: 1,
            exercises: [
              {
                exercise_id: bench.id,
                sets: 2,
                reps: 8,
                reps_max: 12,
                rest_time_sec: 90,
                target_weight_kg: 60,
                notes: 'prise serrée',
                superset_group: 1,
              },
              { exercise_id: row.id, sets: 2, reps: 10, rest_time_sec: 60, superset_group: 1 },
              { exercise_id: pushUps.id, sets: 1, reps: 15, rest_time_sec: 30, target_weight_kg: 20 },
            ],
          },
        ],
      },
    });

    const { context, page } = await newPage(browser, MOBILE);
    await signIn(page, member);
    await page.goto(`/session/${first.id}`);
    await page.getByRole('heading', { name: 'Poussée et tirage', level: 1 }).waitFor();
    const card = page.locator('section', {
      has: page.getByRole('heading', { level: 2, name: 'Développé couché' }),
    });
    await card.waitFor();
    // A1's label, its rep range, its note; the set prefilled with the range's bottom and the target load.
    await card.getByText('Superset A1').waitFor();
    expect(await card.textContent()).toContain('2\u00a0×\u00a08–12\u00a0rép.');
    await card.getByText('prise serrée').waitFor();
    expect(await page.getByLabel('Charge en kg, série 1').inputValue()).toBe('60');
    expect(await page.getByLabel('Répétitions faites, série 1').inputValue()).toBe('8');
    // The list brackets the superset's two members.
    const superset = page.getByRole('list', { name: 'Superset A' });
    expect(await superset.getByRole('listitem').count()).toBe(2);
    await snap(page, 'mobile-player-superset', true);

    // A1 → A2: no rest ring between them.
    await page.getByRole('button', { name: 'Valider la série 1' }).click();
    const a2 = page.locator('section', {
      has: page.getByRole('heading', { level: 2, name: 'Rowing barre' }),
    });
    await a2.getByText('Superset A2').waitFor();
    await page.getByText('1/5 séries').waitFor();
    expect(await page.getByRole('timer').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Passer le repos' }).count()).toBe(0);

    // After A2, the round is over: the group's rest (its longest, 90 s), then A1's second set.
    await page.getByRole('button', { name: 'Valider la série 1' }).click();
    const timer = page.getByRole('timer');
    await timer.waitFor();
    expect(await isInViewport(page, timer)).toBe(true);
    expect(await timer.textContent()).toMatch(/1:(2\d|30)$/);
    await page.getByText('A1 · Développé couché · série 2/2').waitFor();
    await snap(page, 'mobile-player-superset-rest');
    await page.getByRole('button', { name: 'Passer le repos' }).click();
    await timer.waitFor({ state: 'detached' });
    await card.getByText('Superset A1').waitFor();

    // Body weight: the target load never prefills push-ups.
    await page.getByRole('button', { name: 'Faire maintenant : Pompes' }).click();
    await page.getByRole('heading', { level: 2, name: 'Pompes' }).waitFor();
    expect(await page.getByLabel('Charge en kg, série 1').inputValue()).toBe('');

    // The linear player runs the same rounds: A1, A2 without rest, then the group's rest.
    await page.goto(`/session-old/${first.id}`);
    await page.getByRole('heading', { level: 2, name: 'Développé couché' }).waitFor();
    await page.getByText('Superset A1').waitFor();
    await page.getByRole('button', { name: 'Série terminée' }).click();
    await page.getByRole('heading', { level: 2, name: 'Rowing barre' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Repos', level: 2 }).count()).toBe(0);
    await page.getByRole('button', { name: 'Série terminée' }).click();
    await page.getByRole('heading', { name: 'Repos', level: 2 }).waitFor();
    await page.getByText('A1 · Développé couché · série 2/2').waitFor();
    await context.close();
  });

  it('sur un téléphone : la série minutée démarre et compte dans la barre du bas, qui ne défile jamais', async () => {
    const member = await registerViaApi('Inès', 'Roussel');
    const catalogue = await apiAs<{ id: number }[]>(member, '/exercises');
    const program = await apiAs<{ id: number }>(member, '/programs', {
      method: 'POST',
      body: {
        title: 'Gainage au bout',
        exercises: catalogue.slice(0, 5).map((item) => ({ exercise_id: item.id, sets: 3, reps: 10 })),
      },
    });
    const [session] = await apiAs<{ id: number }[]>(member, `/sessions?program_id=${program.id}`);
    if (!session) throw new Error('le programme n’a pas de séance');
    const plank = await catalogueExercise(member, 'Gainage');
    await apiAs(member, '/session-exercises', {
      method: 'POST',
      body: {
        session_id: session.id,
        exercise_id: plank.id,
        sets: 2,
        reps: 1,
        rest_time_sec: 10,
        duration_seconds: 20,
      },
    });

    const { context, page } = await newPage(browser, MOBILE);
    await signIn(page, member);
    await page.goto(`/session/${session.id}`);
    await page.getByRole('heading', { name: 'Session principale', level: 1 }).waitFor();
    // The last exercise of a long list, started from the list scrolled to it.
    await page.getByRole('button', { name: 'Faire maintenant : Gainage' }).click();
    const start = page.getByRole('button', { name: 'Démarrer la série 1 · 20 s' });
    await start.waitFor();
    expect(await isInViewport(page, start)).toBe(true);
    await start.click();

    await page.getByRole('heading', { name: 'Effort', level: 2 }).waitFor();
    const timer = page.getByRole('timer');
    const pause = page.getByRole('button', { name: 'Pause' });
    expect(await isInViewport(page, timer)).toBe(true);
    expect(await isInViewport(page, pause)).toBe(true);
    // Scrolled to the very bottom, then to the top: the countdown and its buttons stay on screen.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForFunction(() => window.scrollY > 0);
    expect(await isInViewport(page, timer)).toBe(true);
    expect(await isInViewport(page, page.getByRole('button', { name: 'Terminer la série' }))).toBe(true);
    await snap(page, 'mobile-player-timed-bar');
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await isInViewport(page, timer)).toBe(true);

    await pause.click();
    await page.getByRole('heading', { name: 'Effort en pause', level: 2 }).waitFor();
    await page.getByRole('button', { name: 'Terminer la série' }).click();
    await page.getByRole('heading', { name: 'Repos', level: 2 }).waitFor();
    expect(await isInViewport(page, page.getByRole('button', { name: 'Passer le repos' }))).toBe(true);
    await context.close();
  });
});
