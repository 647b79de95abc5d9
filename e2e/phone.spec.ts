import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, launchBrowser, type Member, MOBILE, newPage, registerViaApi, signIn } from './fixtures.ts';

/** Long enough to wrap on a phone: the titles that used to widen the cards. */
const PROGRAM_TITLE = 'Programme de remise en forme intégrale pour les matinées pressées';
const SESSION_TITLE = 'Séance B — Corde et coordination avec enchaînements explosifs et récupération active';

/** The app's sticky header is 4 rem high. */
const HEADER_HEIGHT = 64;

type Workout = { programId: number; sessionId: number };

/** A programme with a long title, one long-titled session of three exercises, 2 sets each. */
async function createLongTitledProgram(owner: Member): Promise<Workout> {
  const catalogue = await apiAs<{ id: number }[]>(owner, '/exercises');
  const program = await apiAs<{ id: number }>(owner, '/programs', {
    method: 'POST',
    body: {
      title: PROGRAM_TITLE,
      description: 'Des séances courtes et complètes pour les jours où le temps manque.',
      goal: 'Remise en forme',
      difficulty_level: 'intermediate',
      duration_weeks: 6,
      exercises: catalogue.slice(0, 3).map((exercise) => ({
        exercise_id: exercise.id,
        sets: 2,
        reps: 10,
        rest_time_sec: 15,
      })),
    },
  });
  const [session] = await apiAs<{ id: number }[]>(owner, `/sessions?program_id=${program.id}`);
  if (!session) throw new Error('le programme n’a pas de séance');
  await apiAs(owner, `/sessions/${session.id}`, { method: 'PUT', body: { title: SESSION_TITLE } });
  return { programId: program.id, sessionId: session.id };
}

async function enrollAndComplete(member: Member, workout: Workout) {
  await apiAs(member, '/enrollments', { method: 'POST', body: { program_id: workout.programId } });
  return apiAs<{ id: number }>(member, '/completions', {
    method: 'POST',
    body: {
      program_id: workout.programId,
      session_id: workout.sessionId,
      duration_minutes: 22,
      feeling: 'excellent',
    },
  });
}

/** Nothing wider than the phone: the page never scrolls sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    document: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(widths.viewport).toBe(MOBILE.width);
  expect(widths.document).toBeLessThanOrEqual(MOBILE.width);
}

async function expectTitle(page: Page, title: string) {
  await expect.poll(() => page.title()).toBe(`${title} · Élan`);
}

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('parcours au téléphone (390 × 844)', () => {
  it('aucune page ne déborde, chaque page a son titre, et le défilement suit la navigation', async () => {
    const [member, athlete] = await Promise.all([
      registerViaApi('Camille', 'Dupré'),
      registerViaApi('Léa', 'Martin-Éloïse'),
    ]);
    const workout = await createLongTitledProgram(athlete);
    await enrollAndComplete(athlete, workout);
    await enrollAndComplete(member, workout);

    const { context, page } = await newPage(browser, MOBILE);
    await signIn(page, member);

    // Dashboard: then a new page opens at its top, and Back returns where the member was.
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Bonjour, Camille 👋' }).waitFor();
    await page.getByText(SESSION_TITLE).first().waitFor();
    await expectTitle(page, 'Dashboard');
    await expectNoSidewaysScroll(page);
    const callToAction = page.getByRole('link', { name: 'Voir les programmes', exact: true });
    await callToAction.scrollIntoViewIfNeeded();
    const dashboardScroll = await scrollY(page);
    expect(dashboardScroll).toBeGreaterThan(500);
    await callToAction.click();
    await page.getByRole('heading', { name: 'Programmes', level: 1 }).waitFor();
    expect(await scrollY(page)).toBe(0);
    await expectTitle(page, 'Programmes');
    await page.getByRole('link', { name: PROGRAM_TITLE, exact: true }).waitFor();
    await expectNoSidewaysScroll(page);
    await page.goBack();
    await page.getByRole('heading', { name: 'Bonjour, Camille 👋' }).waitFor();
    await expect.poll(() => scrollY(page)).toBeGreaterThan(dashboardScroll - 5);

    await page.goto(`/programs/${workout.programId}`);
    await page.getByRole('heading', { name: PROGRAM_TITLE, level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Activité récente' }).waitFor();
    await expectTitle(page, PROGRAM_TITLE);
    await expectNoSidewaysScroll(page);

    await page.goto('/profile');
    await page.getByRole('heading', { name: 'Mon Profil', level: 1 }).waitFor();
    await page.getByText('1 / 1 séance').first().waitFor();
    await expectTitle(page, 'Mon Profil');
    await expectNoSidewaysScroll(page);

    // The bell's panel fits the phone; the settings page too.
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await page.getByRole('region', { name: 'Notifications' }).waitFor();
    await expectNoSidewaysScroll(page);
    await page.getByRole('link', { name: 'Gérer les notifications' }).click();
    await page.getByRole('heading', { name: 'Notifications', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Activer les notifications' }).waitFor();
    await expectTitle(page, 'Notifications');
    await expectNoSidewaysScroll(page);

    await page.goto(`/profile/${athlete.user.id}`);
    await page.getByRole('heading', { name: 'Léa Martin-Éloïse', level: 1 }).waitFor();
    await page.getByRole('region', { name: 'Dernières séances' }).getByText(SESSION_TITLE).waitFor();
    await page.getByText('1 / 1 séance').first().waitFor();
    expect(await page.getByText(/\d+ \/ \d+ sessions?/).count()).toBe(0);
    await expectTitle(page, 'Léa Martin-Éloïse');
    await expectNoSidewaysScroll(page);

    // Player: after « Passer l'exercice » at the bottom of the card, the next exercise's name is
    // brought back from under the sticky header.
    await page.goto(`/session/${workout.sessionId}`);
    await expectTitle(page, 'Séance');
    const exerciseHeading = page.getByRole('heading', { level: 2 }).first();
    const firstExercise = await exerciseHeading.textContent();
    const skip = page.getByRole('button', { name: "Passer l'exercice" });
    await skip.waitFor();
    // As a thumb leaves it: the exercise's name just above the top, the skip button in view.
    await exerciseHeading.evaluate((heading) => window.scrollBy(0, heading.getBoundingClientRect().top + 40));
    expect(await exerciseHeading.evaluate((heading) => heading.getBoundingClientRect().top)).toBeLessThan(
      HEADER_HEIGHT,
    );
    await skip.click();
    await expect.poll(() => exerciseHeading.textContent()).not.toBe(firstExercise);
    await expect
      .poll(() => exerciseHeading.evaluate((heading) => heading.getBoundingClientRect().top))
      .toBeGreaterThanOrEqual(HEADER_HEIGHT);
    await expectNoSidewaysScroll(page);

    await skip.click();
    await skip.click();
    await page.getByRole('heading', { name: 'Bien joué', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Voir le résumé' }).click();
    await page.waitForURL('**/session-summary');
    await page.getByText('Séance enregistrée').waitFor();
    expect(await scrollY(page)).toBe(0);
    await expectTitle(page, 'Résumé de la séance');
    await expectNoSidewaysScroll(page);
    // Each feeling's label fits in its tile, and the tiles keep clear of the heading.
    const tiles = page.locator('fieldset label');
    expect(await tiles.count()).toBe(5);
    for (const tile of await tiles.all()) {
      expect(await tile.evaluate((label) => label.scrollWidth <= label.clientWidth)).toBe(true);
    }
    const gap = await page.evaluate(() => {
      const legend = document.querySelector('fieldset legend')?.getBoundingClientRect();
      const firstTile = document.querySelector('fieldset label')?.getBoundingClientRect();
      return legend && firstTile ? firstTile.top - legend.bottom : -1;
    });
    expect(gap).toBeGreaterThanOrEqual(8);

    const [latest] = await apiAs<{ id: number }[]>(member, `/completions/user/${member.user.id}?limit=1`);
    if (!latest) throw new Error('aucune séance enregistrée');
    await page.goto(`/completion/${latest.id}`);
    await page.getByRole('link', { name: 'Voir le profil' }).waitFor();
    await expectTitle(page, 'Séance réalisée');
    await expectNoSidewaysScroll(page);
    await context.close();
  });
});
