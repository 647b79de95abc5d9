import type { Browser, Locator } from 'playwright-core';
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
} from './fixtures.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/** A one-session programme and one completion of it (earns « Premier pas »), through the API. */
async function memberWithAWorkout(firstName: string): Promise<{ member: Member; completionId: number }> {
  const member = await registerViaApi(firstName, 'Morel');
  const program = await apiAs<{ id: number }>(member, '/programs', {
    method: 'POST',
    body: {
      title: 'Gainage du matin',
      description: 'Un programme pour la langue visuelle.',
      goal: 'Tenir',
      difficulty_level: 'beginner',
      duration_weeks: 4,
      exercises: [{ exercise_id: 1 }],
    },
  });
  const [session] = await apiAs<{ id: number }[]>(member, `/sessions?program_id=${program.id}`);
  if (!session) throw new Error('le programme n’a pas de séance');
  const completion = await apiAs<{ id: number }>(member, '/completions', {
    method: 'POST',
    body: { program_id: program.id, session_id: session.id, duration_minutes: 25, feeling: 'good' },
  });
  return { member, completionId: completion.id };
}

const EMOJI = /\p{Extended_Pictographic}/u;

/** Every badge icon in `area` is a drawn medallion (an `svg` named by its title), and no emoji is left. */
async function expectDrawnMedallions(area: Locator, atLeast: number) {
  const medallions = area.locator('svg[role="img"]');
  await medallions.first().waitFor();
  expect(await medallions.count()).toBeGreaterThanOrEqual(atLeast);
  for (const medallion of await medallions.all()) {
    expect(await medallion.getAttribute('aria-label')).toMatch(/^Médaille /);
    expect(await medallion.locator('title').textContent()).toMatch(/^Médaille /);
  }
  expect(await area.textContent()).not.toMatch(EMOJI);
}

describe('une langue visuelle à elle (issue 29)', () => {
  it('les icônes des badges sont des médailles dessinées, pas des emoji : dashboard, profil, profil public', async () => {
    const { member } = await memberWithAWorkout('Maëlle');
    const { context, page } = await newPage(browser, MOBILE);
    await signIn(page, member);

    await page.goto('/dashboard');
    const recent = page.getByRole('region', { name: 'Badges récents' });
    await recent.getByText('Premier pas', { exact: true }).waitFor();
    await expectDrawnMedallions(recent, 1);
    // « Premier pas » is a first step: bronze, one pip.
    expect(await recent.locator('svg[data-tier="bronze"]').count()).toBeGreaterThanOrEqual(1);

    await page.goto('/profile');
    await page.getByRole('tab', { name: 'Tous les Badges' }).click();
    const locked = page.getByRole('region', { name: /^Badges à Débloquer \(\d+\)$/ });
    await expectDrawnMedallions(locked, 10);
    // Not yet earned: greyed with a padlock, named as locked.
    expect(await locked.locator('svg[data-state="locked"]').count()).toBeGreaterThan(0);
    expect(await locked.locator('svg[data-state="locked"]').first().getAttribute('aria-label')).toMatch(
      /verrouillée$/,
    );
    await expectDrawnMedallions(page.getByRole('region', { name: /^Badges Débloqués \(\d+\)$/ }), 1);

    await page.goto(`/u/${member.user.username}`);
    const publicBadges = page.getByRole('region', { name: 'Badges récents' });
    await publicBadges.getByText('Premier pas', { exact: true }).waitFor();
    await expectDrawnMedallions(publicBadges, 1);
    await context.close();
  });

  it('le ressenti a son visage dessiné à côté de l’emoji du spec, sur la page de la séance', async () => {
    const { member, completionId } = await memberWithAWorkout('Inès');
    const { context, page } = await newPage(browser, MOBILE);
    await signIn(page, member);
    await page.goto(`/completion/${completionId}`);
    const face = page.locator('svg[data-feeling="good"]').first();
    await face.waitFor();
    const badge = face.locator('..');
    expect(await badge.textContent()).toContain('🙂');
    expect(await badge.textContent()).toContain('Bien');
    await context.close();
  });

  it('sur un téléphone, la barre d’onglets mène aux cinq lieux et disparaît dans le lecteur', async () => {
    const { member } = await memberWithAWorkout('Romane');
    const { context, page } = await newPage(browser, MOBILE);
    await signIn(page, member);
    await page.goto('/dashboard');
    const tabs = page.getByRole('navigation', { name: 'Onglets' });
    await tabs.waitFor();
    expect(await tabs.isVisible()).toBe(true);

    const expected: [string, RegExp][] = [
      ['Programmes', /\/programs$/],
      ['Cercle', /\/feed$/],
      ['Profil', /\/profile$/],
      ['Aujourd’hui', /\/dashboard$/],
    ];
    for (const [name, url] of expected) {
      const tab = tabs.getByRole('link', { name, exact: true });
      await tab.click();
      await page.waitForURL(url);
      // The current tab says so (after the lazy route has drawn).
      await tab.and(page.locator('[aria-current="page"]')).waitFor();
      expect(await tabs.locator('[aria-current="page"]').count()).toBe(1);
      const box = await tab.boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(48);
      expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(MOBILE.height);
    }

    // The middle tab opens the free workout, in workout mode: no tab bar there.
    await tabs.getByRole('link', { name: 'Séance', exact: true }).click();
    await page.waitForURL(/\/free-workout$/);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.getByRole('navigation', { name: 'Onglets' }).count()).toBe(0);

    await page.goto('/dashboard');
    await tabs.waitFor();
    await context.close();

    // Nor on the login page, nor on a desktop.
    const anonymous = await newPage(browser, MOBILE);
    await anonymous.page.goto('/login');
    await anonymous.page.getByRole('heading', { name: 'Connexion' }).waitFor();
    expect(await anonymous.page.getByRole('navigation', { name: 'Onglets' }).count()).toBe(0);
    await anonymous.context.close();
    const desktop = await newPage(browser, DESKTOP);
    await signIn(desktop.page, member);
    await desktop.page.goto('/dashboard');
    await desktop.page.getByRole('region', { name: 'Badges récents' }).waitFor();
    expect(await desktop.page.getByRole('navigation', { name: 'Onglets' }).isVisible()).toBe(false);
    await desktop.context.close();
  });

  it('la police de la marque est servie par l’app elle-même et s’applique au texte', async () => {
    const { member } = await memberWithAWorkout('Jade');
    const { context, page } = await newPage(browser, MOBILE);
    const fonts: string[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.woff2')) fonts.push(response.url());
    });
    await signIn(page, member);
    await page.goto('/dashboard');
    await page.getByRole('region', { name: 'Badges récents' }).waitFor();
    await page.evaluate(() => document.fonts.ready);
    const family = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
    expect(family.startsWith('"Plus Jakarta Sans Variable"')).toBe(true);
    const loaded = await page.evaluate(() => {
      const statuses: string[] = [];
      document.fonts.forEach((face) => {
        if (face.family.replaceAll('"', '') === 'Plus Jakarta Sans Variable') statuses.push(face.status);
      });
      return statuses;
    });
    expect(loaded).toEqual(['loaded']);
    // One file, the Latin subset, from the app's own origin.
    expect(fonts.length).toBeGreaterThanOrEqual(1);
    for (const url of fonts) {
      expect(url.startsWith(page.url().split('/dashboard')[0] ?? '')).toBe(true);
      expect(url).toMatch(/plus-jakarta-sans-latin-wght-normal/);
    }
    await context.close();
  });
});
