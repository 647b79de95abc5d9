import type { Browser, Page } from 'playwright-core';
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

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

async function exerciseId(member: Member, query: string, name: string) {
  const found = await apiAs<{ id: number; name: string }[]>(
    member,
    `/exercises?q=${encodeURIComponent(query)}`,
  );
  const exercise = found.find((entry) => entry.name === name);
  if (!exercise) throw new Error(`${name} absent du catalogue`);
  return exercise.id;
}

/**
 * Today's session: a warm-up then 11 work sets of bench press (Pectoraux, within the band), 3 of
 * squat (Quadriceps, below) and 21 of curl (Biceps, above).
 */
async function logSession(member: Member) {
  const [bench, squat, curl] = await Promise.all([
    exerciseId(member, 'developpe couche', 'Développé couché'),
    exerciseId(member, 'squat', 'Squat'),
    exerciseId(member, 'curl biceps', 'Curl biceps'),
  ]);
  const series = (exercise_id: number, count: number, weight_kg: number, reps: number) =>
    Array.from({ length: count }, (_, index) => ({ exercise_id, set_number: index + 2, weight_kg, reps }));
  await apiAs(member, '/completions', {
    method: 'POST',
    body: {
      duration_minutes: 70,
      sets: [
        { exercise_id: bench, set_number: 1, weight_kg: 40, reps: 10, set_type: 'warmup' },
        ...series(bench, 11, 60, 8),
        ...series(squat, 3, 80, 5),
        ...series(curl, 21, 12, 10),
      ],
    },
  });
}

const bandOf = (page: Page, group: string) =>
  page.locator(`svg [data-muscle-group="${group}"]`).first().getAttribute('data-band');

describe('muscles de la semaine (issue 33)', () => {
  for (const [name, viewport, scheme] of [
    ['ordinateur, clair', DESKTOP, 'light'],
    ['téléphone, sombre', MOBILE, 'dark'],
  ] as const) {
    it(`une séance colore ses muscles : carte du dashboard, page du profil, 12 semaines (${name})`, async () => {
      const member = await registerViaApi('Inès', 'Moreau');
      await logSession(member);
      const { context, page } = await newPage(browser, viewport, scheme);
      await signIn(page, member);

      await page.goto('/dashboard');
      await page.getByRole('heading', { name: 'Bonjour, Inès 👋' }).waitFor();
      // Below the fold: drawn once scrolled near.
      await page.getByRole('heading', { name: 'Prêt pour ta prochaine séance ?' }).scrollIntoViewIfNeeded();
      const card = page.getByRole('region', { name: 'Muscles cette semaine' });
      await card.getByRole('list', { name: 'Les plus travaillés' }).waitFor();
      expect(
        await card.getByRole('list', { name: 'Les plus travaillés' }).getByRole('listitem').allInnerTexts(),
      ).toEqual([
        expect.stringMatching(/^Biceps\s+21\sséries$/),
        expect.stringMatching(/^Pectoraux\s+11\sséries$/),
        expect.stringMatching(/^Quadriceps\s+3\sséries$/),
      ]);
      await card.getByText('10–20 séries par semaine recommandées pour la croissance').waitFor();
      expect(await bandOf(page, 'Biceps')).toBe('above');
      await card.scrollIntoViewIfNeeded();
      await snap(page, `muscles-dashboard-${name}`);

      await card.getByRole('link', { name: 'Voir le détail' }).click();
      await page.getByRole('heading', { name: 'Mes muscles', level: 1 }).waitFor();
      const table = page.getByRole('table', { name: 'Séries de travail des 7 derniers jours' });
      const row = (group: string) => table.getByRole('row', { name: new RegExp(`^${group}\\s`) });
      expect(await row('Pectoraux').getByRole('cell').allInnerTexts()).toEqual([
        '11',
        '5280\u00a0kg',
        'Dans la zone',
      ]);
      expect(await row('Quadriceps').getByRole('cell').allInnerTexts()).toEqual([
        '3',
        '1200\u00a0kg',
        'Moins de 10',
      ]);
      expect(await row('Biceps').getByRole('cell').allInnerTexts()).toEqual([
        '21',
        '2520\u00a0kg',
        'Plus de 20',
      ]);
      expect(await row('Dos').getByRole('cell').allInnerTexts()).toEqual([
        '0',
        '—',
        // « — » on screen, « Aucune série » for a screen reader.
        expect.stringMatching(/^—\s*Aucune série$/),
      ]);
      // The map: each region shaded by its band and named with its figures.
      expect(await bandOf(page, 'Pectoraux')).toBe('within');
      expect(await bandOf(page, 'Quadriceps')).toBe('below');
      expect(await bandOf(page, 'Dos')).toBe('none');
      expect(await page.locator('svg [data-muscle-group="Pectoraux"] > title').first().textContent()).toBe(
        'Pectoraux : 11\u00a0séries, 5280\u00a0kg, dans la zone',
      );
      // 12 weeks of the most trained group first.
      await page.locator('.recharts-bar-rectangle').first().waitFor();
      expect(await page.getByLabel('Groupe musculaire').inputValue()).toBe('Biceps');
      await page.getByText(/^Biceps : 21\sséries cette semaine, 21\sséries en 12 semaines/).waitFor();
      await page.getByLabel('Groupe musculaire').selectOption('Pectoraux');
      await page.getByText(/^Pectoraux : 11\sséries cette semaine/).waitFor();
      await snap(page, `muscles-page-${name}`, true);

      await page.goto('/profile');
      await page.getByRole('heading', { name: 'Mon Profil', level: 1 }).waitFor();
      const profileCard = page.getByRole('region', { name: 'Muscles cette semaine' });
      await profileCard.getByRole('list', { name: 'Les plus travaillés' }).getByText('Biceps').waitFor();
      await profileCard.scrollIntoViewIfNeeded();
      await snap(page, `muscles-profile-${name}`);
      await context.close();
    }, 90_000);
  }

  it('une séance jouée dans l’appli compte aussitôt, sans recharger la page', async () => {
    const member = await registerViaApi('Maëlle', 'Garnier');
    const { context, page } = await newPage(browser);
    await signIn(page, member);
    await page.goto('/profile');
    const card = page.getByRole('region', { name: 'Muscles cette semaine' });
    await card.getByText(/^Aucune série ces 7 derniers jours\./).waitFor();
    // Within the same page: the free workout, its summary, then back to the profile by the menu.
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await page.getByRole('link', { name: 'Séance libre' }).click();
    await page.getByRole('heading', { name: 'Ta séance, tes exercices' }).waitFor();
    await page.getByRole('button', { name: 'Ajouter un exercice' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Ajouter un exercice' });
    await dialog.getByLabel('Rechercher un exercice').fill('pompes');
    await dialog.getByRole('button', { name: 'Pompes Pectoraux', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByLabel('Répétitions faites, série 1').fill('12');
    await page.getByRole('button', { name: 'Valider la série 1' }).click();
    await page.getByRole('button', { name: 'Passer le repos' }).click();
    await page.getByRole('button', { name: 'Terminer la séance' }).click();
    await page.getByRole('button', { name: 'Voir le résumé' }).click();
    await page.getByText('Séance enregistrée').waitFor();
    await page.getByRole('link', { name: 'Profil' }).first().click();
    await page.getByRole('heading', { name: 'Mon Profil', level: 1 }).waitFor();
    await card
      .getByRole('list', { name: 'Les plus travaillés' })
      .getByText(/^Pectoraux/)
      .waitFor();
    expect(
      await card.getByRole('list', { name: 'Les plus travaillés' }).getByRole('listitem').innerText(),
    ).toMatch(/^Pectoraux\s+1\ssérie$/);
    await context.close();
  }, 90_000);

  it('sans série : un vrai état vide, sur la page et sur la carte', async () => {
    const member = await registerViaApi('Hugo', 'Bernard');
    const { context, page } = await newPage(browser, MOBILE);
    await signIn(page, member);
    await page.goto('/profile/muscles');
    await page.getByRole('heading', { name: 'Mes muscles', level: 1 }).waitFor();
    await page.getByText('Aucune série ces 7 derniers jours').waitFor();
    await page.getByRole('link', { name: 'Voir les programmes' }).waitFor();
    await page.getByText(/^Pas encore d’historique/).waitFor();
    await snap(page, 'muscles-page-vide', true);
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Bonjour, Hugo 👋' }).waitFor();
    await page.getByRole('heading', { name: 'Prêt pour ta prochaine séance ?' }).scrollIntoViewIfNeeded();
    await page
      .getByRole('region', { name: 'Muscles cette semaine' })
      .getByText(/^Aucune série ces 7 derniers jours\./)
      .waitFor();
    await context.close();
  }, 60_000);
});
