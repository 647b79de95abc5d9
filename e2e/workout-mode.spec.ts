import { formatWeight } from '@elan/domain';
import type { Browser, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiAs,
  DESKTOP,
  launchBrowser,
  type Member,
  MOBILE,
  newPage,
  registerViaApi,
  signIn,
  snap,
} from './fixtures.ts';

type Workout = { programId: number; sessionId: number; exerciseIds: number[] };

/** Six catalogue exercises, three sets each, 60 s of rest: a session longer than a phone's screen. */
async function createLongWorkout(member: Member): Promise<Workout> {
  const catalogue = await apiAs<{ id: number }[]>(member, '/exercises');
  const exerciseIds = catalogue.slice(0, 6).map((exercise) => exercise.id);
  const program = await apiAs<{ id: number }>(member, '/programs', {
    method: 'POST',
    body: {
      title: 'Mode séance',
      description: 'Six exercices pour remplir l’écran du téléphone',
      goal: 'Tenir la distance',
      difficulty_level: 'beginner',
      duration_weeks: 4,
      exercises: exerciseIds.map((exercise_id) => ({ exercise_id, sets: 3, reps: 10, rest_time_sec: 60 })),
    },
  });
  const [session] = await apiAs<{ id: number }[]>(member, `/sessions?program_id=${program.id}`);
  if (!session) throw new Error('le programme n’a pas de séance');
  return { programId: program.id, sessionId: session.id, exerciseIds };
}

/** The member did the session before: two sets of the first exercise, nothing of the others. */
async function completeBefore(member: Member, workout: Workout) {
  const [first] = workout.exerciseIds;
  if (first === undefined) throw new Error('aucun exercice');
  await apiAs(member, '/completions', {
    method: 'POST',
    body: {
      program_id: workout.programId,
      session_id: workout.sessionId,
      duration_minutes: 30,
      sets: [
        { exercise_id: first, set_number: 1, reps: 10, weight_kg: 22.5 },
        { exercise_id: first, set_number: 2, reps: 8, weight_kg: 25 },
      ],
    },
  });
}

/** Wholly inside the window, as the member sees it (not merely in the page). */
async function isInViewport(page: Page, locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const size = page.viewportSize();
  if (!box || !size) return false;
  return box.y >= 0 && box.x >= 0 && box.y + box.height <= size.height && box.x + box.width <= size.width;
}

/** Mean brightness (0–255) of what the window shows. */
async function screenBrightness(page: Page): Promise<number> {
  const { channels } = await sharp(await page.screenshot()).stats();
  const [red, green, blue] = channels;
  if (!red || !green || !blue) throw new Error('capture illisible');
  return (red.mean + green.mean + blue.mean) / 3;
}

function restSeconds(text: string | null): number {
  const match = /(\d+):(\d{2})$/.exec(text ?? '');
  if (!match) throw new Error(`minuteur illisible : ${text}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('mode séance (issue 29)', () => {
  it('sur un téléphone : plein écran sombre, l’action de la série reste à l’écran même au dernier exercice, « Précédent » montre la dernière fois, cocher une série lance l’anneau de repos', async () => {
    const member = await registerViaApi('Maël', 'Perrin');
    const workout = await createLongWorkout(member);
    await completeBefore(member, workout);
    const { context, page } = await newPage(browser, MOBILE);
    await signIn(page, member);

    await page.goto(`/session/${workout.sessionId}`);
    await page.getByRole('heading', { name: 'Session principale', level: 1 }).waitFor();
    // Full screen: the spec's Quit, title and progress, no app navigation.
    await page.getByRole('button', { name: 'Quitter' }).waitFor();
    await page.getByText('0/18 séries').waitFor();
    expect(await page.getByRole('button', { name: 'Ouvrir le menu' }).count()).toBe(0);
    expect(await page.getByRole('navigation').count()).toBe(0);
    // Dark by default.
    expect(await screenBrightness(page)).toBeLessThan(70);
    await snap(page, 'mobile-player');

    // Last time's values beside each set; a set never done reads « — ».
    const rows = page.getByRole('listitem').filter({ has: page.getByLabel(/^Charge en kg, série/) });
    expect(await rows.count()).toBe(3);
    expect(await rows.nth(0).textContent()).toContain(`${formatWeight(22.5)} ×\u00a010`);
    expect(await rows.nth(1).textContent()).toContain(`${formatWeight(25)} ×\u00a08`);
    expect(await rows.nth(2).getByText('—', { exact: true }).count()).toBe(1);

    const validate = page.getByRole('button', { name: 'Valider la série 1' });
    expect(await isInViewport(page, validate)).toBe(true);
    // Scrolled down to the last exercise of the list: the action is still there.
    const list = page.locator('section', {
      has: page.getByRole('heading', { name: 'Exercices de la séance' }),
    });
    const lastExercise = list.getByRole('listitem').last();
    await lastExercise.scrollIntoViewIfNeeded();
    await page.waitForFunction(() => window.scrollY > 0);
    expect(await list.getByRole('listitem').count()).toBe(6);
    expect(await isInViewport(page, lastExercise)).toBe(true);
    expect(await isInViewport(page, validate)).toBe(true);
    await snap(page, 'mobile-player-scrolled');
    await page.evaluate(() => window.scrollTo(0, 0));

    // Ticking the row logs the set and starts the rest's ring, in the bar, on screen.
    await page.getByRole('button', { name: 'Cocher la série 1' }).click();
    const timer = page.getByRole('timer');
    await timer.waitFor();
    expect(await isInViewport(page, timer)).toBe(true);
    await page.getByText('1/18 séries').waitFor();
    expect(await rows.nth(0).getByText('Faite').count()).toBe(1);
    const before = restSeconds(await timer.textContent());
    expect(before).toBeGreaterThan(40);
    expect(before).toBeLessThanOrEqual(60);
    await page.getByRole('button', { name: 'Ajouter 15 secondes au repos' }).click();
    await page.waitForFunction((limit) => {
      const match = /(\d+):(\d{2})$/.exec(document.querySelector('[role="timer"]')?.textContent ?? '');
      return match !== null && Number(match[1]) * 60 + Number(match[2]) > limit;
    }, before + 5);
    await page.getByRole('button', { name: 'Retirer 15 secondes au repos' }).click();
    const skip = page.getByRole('button', { name: 'Passer le repos' });
    expect(await isInViewport(page, skip)).toBe(true);
    await snap(page, 'mobile-player-rest');
    await skip.click();
    await timer.waitFor({ state: 'detached' });
    expect(await isInViewport(page, page.getByRole('button', { name: 'Valider la série 2' }))).toBe(true);

    // The set's number opens its kind and RPE in a sheet; Escape closes it.
    await page.getByRole('button', { name: 'Série 2 : type et effort' }).click();
    const sheet = page.getByRole('dialog', { name: 'Série 2' });
    await sheet.waitFor();
    await sheet.getByRole('radio', { name: 'Échauffement' }).check();
    await snap(page, 'mobile-player-set-sheet');
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });
    expect(await rows.nth(1).textContent()).toContain('Échauffement');

    await context.close();
  });

  it('sur un ordinateur : le même mode, sans la navigation de l’application', async () => {
    const member = await registerViaApi('Lou', 'Garnier');
    const workout = await createLongWorkout(member);
    const { context, page } = await newPage(browser, DESKTOP);
    await signIn(page, member);
    await page.goto(`/session/${workout.sessionId}`);
    await page.getByRole('heading', { name: 'Session principale', level: 1 }).waitFor();
    expect(await page.getByRole('navigation').count()).toBe(0);
    expect(await isInViewport(page, page.getByRole('button', { name: 'Valider la série 1' }))).toBe(true);
    expect(await screenBrightness(page)).toBeLessThan(70);
    await snap(page, 'desktop-player');
    await page.getByRole('button', { name: 'Cocher la série 1' }).click();
    await page.getByRole('timer').waitFor();
    await snap(page, 'desktop-player-rest');

    await page.goto('/free-workout');
    await page.getByRole('button', { name: 'Ajouter un exercice' }).waitFor();
    expect(await page.getByRole('navigation').count()).toBe(0);
    await snap(page, 'desktop-free-workout');
    await context.close();
  });
});
