import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
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

/**
 * Issue 29: « No page of the app scrolls sideways at 390 px (document width equals the viewport), on
 * every screen », and the phone defects found on the way (profile tabs, year calendar, French
 * numbers and plurals, a body-weight week's volume).
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/** Its screen is drawn: a main heading, and nothing left loading (no skeleton, nothing busy). */
async function settle(page: Page) {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await expect.poll(() => page.locator('.animate-pulse, [aria-busy="true"]').count()).toBe(0);
}

/** The document is no wider than the phone: the page never scrolls sideways. */
async function expectNoSidewaysScroll(page: Page, where: string) {
  const widths = await page.evaluate(() => ({
    document: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(widths.viewport, where).toBe(MOBILE.width);
  expect(widths.document, where).toBeLessThanOrEqual(widths.viewport);
}

type Fixture = {
  member: Member;
  friend: Member;
  programId: number;
  sessionId: number;
  exerciseId: number;
  completionId: number;
};

/**
 * A member with some data: enrolled in a friend's programme, one session done today with a big
 * volume (500 kg × 39 + 64,3 kg × 5 = 19 821,5 kg); the friend did it too.
 */
async function memberWithData(): Promise<Fixture> {
  const [member, friend] = await Promise.all([
    registerViaApi('Camille', 'Dupré'),
    registerViaApi('Léa', 'Martin-Éloïse'),
  ]);
  const workout = await createTwoExerciseWorkout(friend, {
    title: 'Force au téléphone',
    description: 'Deux exercices, deux séries chacun.',
    goal: 'Force',
    difficulty_level: 'intermediate',
  });
  const [exerciseId] = workout.exerciseIds;
  if (exerciseId === undefined) throw new Error('le programme n’a pas d’exercice');
  await joinWorkout(workout, member, friend);
  const complete = (who: Member, sets: object[]) =>
    completeSession(who, workout, { duration_minutes: 50, feeling: 'good', sets });
  const completion = await complete(member, [
    { exercise_id: exerciseId, set_number: 1, weight_kg: 500, reps: 39 },
    { exercise_id: exerciseId, set_number: 2, weight_kg: 64.3, reps: 5 },
  ]);
  await complete(friend, [{ exercise_id: exerciseId, set_number: 1, weight_kg: 40, reps: 10 }]);
  return { member, friend, ...workout, exerciseId, completionId: completion.id };
}

describe('chaque écran au téléphone (390 × 844)', () => {
  it('aucune page ne défile de côté : toutes les routes, le profil et ses onglets compris', async () => {
    const data = await memberWithData();
    const { context, page } = await newPage(browser, MOBILE);

    // Signed out: the login page, its sign-up mode, and a member's public profile.
    for (const path of ['/login', '/auth/signup', `/u/${data.member.user.username}`]) {
      await page.goto(path);
      await settle(page);
      await expectNoSidewaysScroll(page, path);
    }

    await signIn(page, data.member);
    // Every route of `apps/web/src/app/router.tsx` (an unknown path lands on the dashboard).
    const routes = [
      '/dashboard',
      '/programs',
      `/programs/${data.programId}`,
      `/session/${data.sessionId}`,
      '/free-workout',
      `/session-old/${data.sessionId}`,
      '/session-summary',
      `/completion/${data.completionId}`,
      '/exercises',
      `/exercises/${data.exerciseId}`,
      '/profile',
      '/profile/muscles',
      `/profile/${data.friend.user.id}`,
      `/u/${data.friend.user.username}`,
      '/import',
      '/feed',
      '/friends',
      '/challenges',
      '/challenges/new',
      '/share',
      '/notifications/settings',
      '/nulle-part',
    ];
    for (const path of routes) {
      await page.goto(path);
      await settle(page);
      await expectNoSidewaysScroll(page, path);
    }

    // The profile's three tabs, each opened.
    await page.goto('/profile');
    await settle(page);
    for (const name of ["Vue d'ensemble", 'Composition Corporelle', 'Tous les Badges']) {
      await page.getByRole('tab', { name }).click();
      await settle(page);
      await expectNoSidewaysScroll(page, `/profile, onglet ${name}`);
    }
    await context.close();
  }, 180_000);

  it('les onglets du profil tiennent tous dans l’écran, et le calendrier défile dans sa boîte', async () => {
    const { member } = await memberWithData();
    const { context, page } = await newPage(browser, MOBILE);
    await signIn(page, member);
    await page.goto('/profile');
    await settle(page);

    // Every tab is whole inside its list and the screen, without scrolling the list.
    const list = await page.getByRole('tablist', { name: 'Sections du profil' }).boundingBox();
    if (!list) throw new Error('liste d’onglets absente');
    expect(list.x).toBeGreaterThanOrEqual(0);
    expect(list.x + list.width).toBeLessThanOrEqual(MOBILE.width);
    for (const name of ["Vue d'ensemble", 'Composition Corporelle', 'Tous les Badges']) {
      const tab = await page.getByRole('tab', { name }).boundingBox();
      if (!tab) throw new Error(`onglet « ${name} » absent`);
      expect(tab.x, name).toBeGreaterThanOrEqual(list.x);
      expect(tab.x + tab.width, name).toBeLessThanOrEqual(list.x + list.width);
    }
    await page.getByRole('tab', { name: 'Tous les Badges' }).click();
    expect(await page.getByRole('tab', { name: 'Tous les Badges' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await page.getByRole('tab', { name: "Vue d'ensemble" }).click();

    // The year's 53 weeks scroll inside the calendar's own box, opened on today, the weekdays'
    // column kept at the box's left edge; the page itself stays the phone's width.
    const calendar = page.getByRole('img', { name: /^1\sséance sur 1\sjour, du / });
    await calendar.scrollIntoViewIfNeeded();
    const box = await calendar.evaluate((element) => ({
      scrollWidth: element.scrollWidth,
      clientWidth: element.clientWidth,
      scrollLeft: element.scrollLeft,
      left: element.getBoundingClientRect().left,
      right: element.getBoundingClientRect().right,
    }));
    expect(box.scrollWidth).toBeGreaterThan(box.clientWidth);
    expect(box.scrollLeft).toBeGreaterThan(0);
    expect(box.right).toBeLessThanOrEqual(MOBILE.width);
    const monday = await calendar.getByText('lun.', { exact: true }).boundingBox();
    if (!monday) throw new Error('jour « lun. » absent');
    expect(Math.round(monday.x)).toBe(Math.round(box.left));
    await expectNoSidewaysScroll(page, '/profile, calendrier');
    await snap(page, 'profile-tabs-phone');
    await context.close();
  }, 90_000);

  it('les nombres ont leur espace des milliers, les comptes leur singulier (0 et 1)', async () => {
    const { member } = await memberWithData();
    for (const viewport of [MOBILE, DESKTOP]) {
      const { context, page } = await newPage(browser, viewport);
      await signIn(page, member);
      await page.goto('/profile');
      await settle(page);
      // The volume chart's text: « 19 821,5 kg », the separator a (narrow) no-break space.
      const caption = page.getByText(/^Cette semaine : /);
      await caption.waitFor();
      expect(await caption.textContent()).toMatch(
        /^Cette semaine : 19[\u202F\u00A0]821,5\u00A0kg\. Sur 12 semaines : 19[\u202F\u00A0]821,5\u00A0kg en 1\u00A0séance\.$/,
      );

      // The day's card: one active day, no friend yet, in the singular.
      await page.goto('/share');
      await page.getByRole('heading', { name: 'Carte du jour', level: 1 }).waitFor();
      await page.getByText('jour actif', { exact: true }).waitFor();
      await page.getByText('ami', { exact: true }).waitFor();
      await page.getByText('jour de suite', { exact: true }).waitFor();
      expect(await page.getByText(/jours actifs|\b0 amis/).count()).toBe(0);
      await context.close();
    }
  }, 90_000);
});
