import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiAs,
  completeSession,
  DESKTOP,
  joinedTwoSessionWorkout,
  launchBrowser,
  type Member,
  MOBILE,
  newPage,
  registerViaApi,
  signIn,
  snap,
} from './fixtures.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/** A programme of two sessions (« Session principale » with two exercises, then « Jambes »), joined. */
const joinedProgramme = (member: Member) =>
  joinedTwoSessionWorkout(
    member,
    {
      title: 'Force au quotidien',
      description: 'Deux séances qui alternent.',
      goal: 'Prendre de la force',
      difficulty_level: 'beginner',
    },
    'Jambes',
  );

/** Whether the element lies wholly inside the viewport as the page first draws it (no scrolling). */
async function isAboveTheFold(page: Page, element: Locator): Promise<boolean> {
  const box = await element.boundingBox();
  const scrollY = await page.evaluate(() => window.scrollY);
  return box !== null && scrollY === 0 && box.y >= 0 && box.y + box.height <= MOBILE.height;
}

describe('« Aujourd’hui » d’abord (issue 29), sur un téléphone', () => {
  it('le « Commencer » du dashboard est visible sans défiler et ouvre le lecteur de la prochaine séance', async () => {
    const member = await registerViaApi('Lina', 'Perrot');
    const workout = await joinedProgramme(member);
    const { context, page } = await newPage(browser, MOBILE);
    await signIn(page, member);
    await page.goto('/dashboard');

    const today = page.getByRole('region', { name: 'Session principale' });
    const start = today.getByRole('link', { name: 'Commencer' });
    await start.waitFor();
    expect(await today.textContent()).toContain('Force au quotidien');
    expect(await today.textContent()).toContain('2\u00a0exercices');
    expect(await today.textContent()).toMatch(/≈\u00a0\d+\u00a0min/);
    expect(await isAboveTheFold(page, start)).toBe(true);
    // The four figures as one strip: one row.
    const figures = page.getByRole('region', { name: 'Statistiques' });
    const figuresBox = await figures.boundingBox();
    expect(figuresBox?.height).toBeLessThan(120);
    await snap(page, 'today-dashboard-phone');
    await page.setViewportSize(DESKTOP);
    await snap(page, 'today-dashboard-desktop', true);
    await page.setViewportSize(MOBILE);

    await start.click();
    await page.waitForURL(`**/session/${workout.sessionId}`);
    await page.getByRole('heading', { name: 'Session principale', level: 1 }).waitFor();
    await context.close();
  });

  it('sans programme, la carte propose « Séance libre » ; l’objectif se fixe d’un geste', async () => {
    const member = await registerViaApi('Noé', 'Garnier');
    const { context, page } = await newPage(browser, MOBILE);
    await signIn(page, member);
    await page.goto('/dashboard');
    const start = page.getByRole('region', { name: 'Séance libre' }).getByRole('link', { name: 'Commencer' });
    await start.waitFor();
    expect(await isAboveTheFold(page, start)).toBe(true);

    const goalCard = page.getByRole('region', { name: 'Objectif de la semaine' });
    await goalCard.getByRole('button', { name: '3 séances' }).click();
    await page.getByText('Objectif hebdomadaire enregistré 🎯').waitFor();
    await goalCard.getByRole('progressbar', { name: /0\s\/\s3\sséances/ }).waitFor();
    const saved = await apiAs<{ goalType: string; goalTarget: number }>(
      member,
      `/badges/user/${member.user.id}/weekly-goal`,
    );
    expect(saved).toMatchObject({ goalType: 'sessions', goalTarget: 3 });

    await snap(page, 'today-dashboard-free-phone', true);
    await start.click();
    await page.waitForURL('**/free-workout');
    await context.close();
  });

  it('la page du programme commence par la prochaine séance et coche celles faites cette semaine', async () => {
    const member = await registerViaApi('Hugo', 'Lemaire');
    const workout = await joinedProgramme(member);
    await completeSession(member, workout, { duration_minutes: 25 });
    const { context, page } = await newPage(browser, MOBILE);
    await signIn(page, member);
    await page.goto(`/programs/${workout.programId}`);

    const next = page.getByRole('region', { name: 'Jambes' });
    const start = next.getByRole('link', { name: 'Commencer' });
    await start.waitFor();
    expect(await start.getAttribute('href')).toBe(`/session/${workout.secondSessionId}`);
    expect(await isAboveTheFold(page, start)).toBe(true);

    const sessions = page.locator('ol > li').filter({ has: page.getByRole('heading', { level: 3 }) });
    const done = sessions.filter({ hasText: 'Session principale' });
    await done.getByText('✓ Faite cette semaine').waitFor();
    expect(await sessions.filter({ hasText: 'Jambes' }).getByText('Prochaine séance').count()).toBe(1);
    expect(await sessions.filter({ hasText: 'Jambes' }).getByText('✓ Faite cette semaine').count()).toBe(0);
    // Leaving stays possible, as a secondary action.
    await page.getByRole('button', { name: 'Quitter le programme' }).waitFor();
    await snap(page, 'today-program-phone', true);
    await page.setViewportSize(DESKTOP);
    await snap(page, 'today-program-desktop', true);
    await context.close();
  });
});
