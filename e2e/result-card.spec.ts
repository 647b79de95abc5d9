import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiAs,
  completeSession,
  createTwoExerciseWorkout,
  DESKTOP,
  joinWorkout,
  launchBrowser,
  type Member,
  MOBILE,
  newPage,
  registerViaApi,
  signIn,
  snap,
} from './fixtures.ts';

const NBSP = '\u00A0';
const PROGRAM_TEXTS = {
  title: 'Force du samedi',
  description: 'Deux exercices pour la carte de résultat',
  goal: 'Voir ce que j’ai fait',
  difficulty_level: 'beginner',
};

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/**
 * A member who trained the session twice through the API: a light baseline, then a heavier run
 * (10 × 40 kg and 8 × 42,5 kg on the first exercise, a warm-up and a skipped set that weigh
 * nothing): 740 kg of volume, and records beaten on the first exercise.
 */
async function twoCompletions() {
  const member = await registerViaApi('Inès', 'Garnier');
  const workout = await createTwoExerciseWorkout(member, PROGRAM_TEXTS);
  const [first, second] = workout.exerciseIds;
  await joinWorkout(workout, member);
  const baseline = await completeSession(member, workout, {
    duration_minutes: 20,
    sets: [{ exercise_id: first, set_number: 1, reps: 5, weight_kg: 30 }],
  });
  const heavy = await completeSession<{ id: number; records: { exercise_name: string }[] }>(member, workout, {
    duration_minutes: 42,
    sets: [
      { exercise_id: first, set_number: 1, reps: 12, weight_kg: 20, set_type: 'warmup' },
      { exercise_id: first, set_number: 2, reps: 10, weight_kg: 40 },
      { exercise_id: first, set_number: 3, reps: 8, weight_kg: 42.5 },
      { exercise_id: second, set_number: 1, reps: 10, weight_kg: null },
      { exercise_id: second, set_number: 2, reps: null, weight_kg: null, status: 'skipped' },
    ],
  });
  return { member, baseline, heavy };
}

/** The value the result card gives for `label` (its <dd>). */
const figure = (page: Page, label: string) =>
  page
    .getByTestId('result-figures')
    .locator('div')
    .filter({ has: page.getByRole('term').getByText(label, { exact: true }) })
    .getByRole('definition');

async function openAs(member: Member, path: string) {
  const { context, page } = await newPage(browser, MOBILE);
  await signIn(page, member);
  await page.goto(path);
  return { context, page };
}

describe('la carte de résultat d’une séance (390 × 844)', () => {
  it('montre la durée, le volume, les séries, les records battus et les badges gagnés', async () => {
    const { member, baseline, heavy } = await twoCompletions();
    const { context, page } = await openAs(member, `/completion/${heavy.id}`);
    await page.getByRole('heading', { name: 'Session principale', level: 1 }).waitFor();
    expect(await figure(page, 'Volume').innerText()).toBe(`740${NBSP}kg`);
    expect(await figure(page, 'Durée').innerText()).toBe(`42${NBSP}min`);
    expect(await figure(page, 'Séries').innerText()).toBe('4');
    expect(await figure(page, 'Records').innerText()).toBe(String(heavy.records.length));
    expect(heavy.records.length).toBeGreaterThan(0);
    const records = page.getByRole('region', { name: 'Nouveaux records personnels' });
    await records.getByRole('link', { name: heavy.records[0]?.exercise_name }).first().waitFor();
    // One line per exercise: its best set and the sets done.
    const lines = page.getByTestId('exercise-results').getByRole('listitem');
    expect(await lines.count()).toBe(2);
    await lines.first().getByText(`8${NBSP}×${NBSP}42,5${NBSP}kg`).waitFor();
    await lines.first().getByText(`3${NBSP}séries`).waitFor();
    await lines.nth(1).getByText(`1/2${NBSP}séries`).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(MOBILE.width);
    await snap(page, 'completion-result-390', true);
    await page.setViewportSize(DESKTOP);
    await snap(page, 'completion-result-1280', true);
    await page.setViewportSize(MOBILE);

    // The first session earned the first-session badge (and « Oiseau de nuit » after 21:00 in
    // Paris: the heading is then plural); its card says so.
    await page.goto(`/completion/${baseline.id}`);
    const badges = page.getByRole('region', { name: /^Badges? gagnés?$/ });
    await badges.getByRole('listitem').filter({ hasText: 'Premier pas' }).waitFor();
    expect(await figure(page, 'Badges').innerText()).toBe(String(await badges.getByRole('listitem').count()));
    await context.close();
  }, 60_000);

  it('« Détail des séries » déplie le journal série par série', async () => {
    const { member, heavy } = await twoCompletions();
    const { context, page } = await openAs(member, `/completion/${heavy.id}`);
    const toggle = page.getByRole('button', { name: 'Détail des séries' });
    await toggle.waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('table').count()).toBe(0);
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const table = page.getByRole('table').first();
    await table.getByRole('row', { name: /^3 / }).waitFor();
    expect(await table.getByRole('row', { name: /^3 / }).getByRole('cell').first().innerText()).toBe('8');
    await snap(page, 'completion-sets-open-390', true);
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await context.close();
  }, 60_000);

  it('« Partager » mène à la carte de la séance, et le sélecteur rend la carte de la série', async () => {
    const { member, heavy } = await twoCompletions();
    const { context, page } = await openAs(member, `/completion/${heavy.id}`);
    await page.getByRole('link', { name: 'Partager' }).click();
    await page.waitForURL(`**/share?sessionId=${heavy.id}`);
    const choice = page.getByRole('group', { name: 'Carte à partager' });
    await choice.getByRole('button', { name: 'Cette séance', pressed: true }).waitFor();
    const card = page.locator('[data-variant="session"]');
    await card.getByText('Session principale').waitFor();
    await card.getByText(`740${NBSP}kg`).waitFor();
    await card.getByText(`42${NBSP}min`).waitFor();
    await card
      .getByText(heavy.records[0]?.exercise_name ?? '', { exact: false })
      .first()
      .waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(MOBILE.width);
    await snap(page, 'share-session-390', true);

    // The session's card is the image made; another choice clears it.
    await page.getByRole('button', { name: 'Générer la carte' }).click();
    await page.getByRole('button', { name: 'Télécharger' }).waitFor();
    await choice.getByRole('button', { name: 'Ma série' }).click();
    await page.getByRole('button', { name: 'Générer la carte' }).waitFor();
    const streak = page.locator('[data-variant="streak"]');
    await streak.getByText(/jours? de suite/).waitFor();
    expect(await page.locator('[data-variant="session"]').count()).toBe(0);
    await snap(page, 'share-streak-390', true);
    await page.setViewportSize(DESKTOP);
    await choice.getByRole('button', { name: 'Cette séance' }).click();
    await snap(page, 'share-session-1280', true);
    await context.close();
  }, 60_000);

  it('le résumé mène avec la carte de résultat, et « Partager » y est l’action principale', async () => {
    const { member } = await twoCompletions();
    const [planned] = await apiAs<{ id: number; session_id: number }[]>(
      member,
      `/completions/user/${member.user.id}?limit=1`,
    );
    const { context, page } = await openAs(member, `/session/${planned?.session_id}`);
    await page.getByRole('button', { name: "Passer l'exercice" }).click();
    await page.getByRole('button', { name: "Passer l'exercice" }).click();
    await page.getByRole('button', { name: 'Voir le résumé' }).click();
    await page.waitForURL('**/session-summary');
    await page.getByText('Séance enregistrée').waitFor();
    // Both exercises passed: nothing lifted, nothing beaten; the badges are read once saved.
    expect(await figure(page, 'Volume').innerText()).toBe(`0${NBSP}kg`);
    expect(await figure(page, 'Records').innerText()).toBe('0');
    await figure(page, 'Badges').getByText(/^\d+$/).waitFor();
    await snap(page, 'summary-390', true);
    await page.setViewportSize(DESKTOP);
    await snap(page, 'summary-1280', true);
    await page.getByRole('button', { name: 'Partager' }).click();
    const [saved] = await apiAs<{ id: number }[]>(member, `/completions/user/${member.user.id}?limit=1`);
    await page.waitForURL(`**/share?sessionId=${saved?.id}`);
    await context.close();
  }, 60_000);
});
