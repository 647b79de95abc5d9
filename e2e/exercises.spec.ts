import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { benchSessions } from './exercise-fixtures.ts';
import { DESKTOP, launchBrowser, MOBILE, newPage, registerViaApi, signIn, snap } from './fixtures.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('pages des exercices', () => {
  for (const [name, viewport] of [
    ['ordinateur', DESKTOP],
    ['téléphone', MOBILE],
  ] as const) {
    it(`bibliothèque, recherche sans accents, fiche avec graphique et records, calendrier (${name})`, async () => {
      const member = await registerViaApi('Margaux', 'Petit');
      const benchId = await benchSessions(member);
      const { context, page } = await newPage(browser, viewport);
      await signIn(page, member);
      await page.goto('/exercises');
      await page.getByRole('heading', { name: 'Exercices', level: 1 }).waitFor();
      await page
        .getByRole('link', { name: /^Squat/ })
        .first()
        .waitFor();
      await snap(page, `exercises-library-${name}`, true);
      await page.getByLabel('Rechercher un exercice').fill('developpe');
      await page.getByRole('link', { name: /^Développé couché/ }).waitFor();
      await expect.poll(() => page.getByRole('link', { name: /^Squat/ }).count()).toBe(0);
      await page.getByLabel('Matériel').selectOption('halteres');
      await page.getByRole('link', { name: /^Développé incliné haltères/ }).waitFor();
      await expect.poll(() => page.getByRole('link', { name: /^Développé couché/ }).count()).toBe(0);
      await page.getByLabel('Matériel').selectOption('');

      await page.getByRole('button', { name: 'Ajouter mon exercice' }).click();
      const dialog = page.getByRole('dialog', { name: 'Ajouter mon exercice' });
      await dialog.getByRole('button', { name: 'Ajouter' }).click();
      await dialog.getByText("Le nom de l'exercice est requis").waitFor();
      await dialog.getByText('Groupe musculaire invalide').waitFor();
      await snap(page, `own-exercise-form-${name}`, true);
      await dialog.getByLabel('Nom de l’exercice').fill('Développé couché à la chaîne');
      await dialog.getByLabel('Groupe musculaire').selectOption('Pectoraux');
      await dialog.getByRole('button', { name: 'Ajouter' }).click();
      await page.getByRole('heading', { name: 'Développé couché à la chaîne', level: 1 }).waitFor();
      await page.getByText('Mon exercice').waitFor();
      await page.getByText('Termine une séance avec cet exercice pour voir ta progression.').waitFor();
      await page.getByRole('button', { name: 'Modifier' }).click();
      const edit = page.getByRole('dialog', { name: 'Modifier mon exercice' });
      expect(await edit.getByLabel('Nom de l’exercice').inputValue()).toBe('Développé couché à la chaîne');
      expect(await edit.getByLabel('Groupe musculaire').inputValue()).toBe('Pectoraux');
      await edit.getByLabel('Nom de l’exercice').fill('Développé couché aux chaînes');
      await edit.getByLabel('Groupe musculaire').selectOption('Triceps');
      await snap(page, `own-exercise-edit-${name}`, true);
      await edit.getByRole('button', { name: 'Enregistrer' }).click();
      await page.getByText('Exercice modifié').waitFor();
      await page.getByRole('heading', { name: 'Développé couché aux chaînes', level: 1 }).waitFor();
      await page.getByText('Triceps', { exact: true }).waitFor();
      await page.getByRole('link', { name: 'Tous les exercices' }).click();
      await page.getByLabel('Rechercher un exercice').fill('developpe couche');
      await page.getByRole('link', { name: /^Développé couché aux chaînes\s*Mon exercice/ }).waitFor();
      await page.getByRole('link', { name: /^Développé couché\s*Pectoraux/ }).click();

      await page.waitForURL(`**/exercises/${benchId}`);
      await page.getByRole('heading', { name: 'Développé couché', level: 1 }).waitFor();
      await page.locator('.recharts-line').first().waitFor();
      await page.locator('.recharts-bar-rectangle').first().waitFor();
      const records = page.getByRole('region', { name: 'Records personnels' });
      const today = new Intl.DateTimeFormat('fr-FR', {
        timeZone: 'Europe/Paris',
        day: 'numeric',
        month: 'short',
        year: 'numeric',
      }).format(new Date());
      await records.getByText(`76\u00A0kg, le ${today}`).waitFor();
      await records.getByText(`65\u00A0kg, le ${today}`).waitFor();
      await records.getByText(`12\u00A0répétitions, le ${today}`).waitFor();
      await page
        .getByRole('region', { name: 'Dernières séances' })
        .getByText('100\u00A0kg\u00A0×\u00A010 · Échauffement')
        .waitFor();
      await snap(page, `exercise-page-${name}`, true);

      await page.goto('/profile');
      const calendar = page.getByRole('img', { name: /^2\sséances sur 1\sjour, du / });
      await calendar.waitFor();
      await page
        .getByRole('region', { name: 'Volume par semaine' })
        .locator('.recharts-bar-rectangle')
        .first()
        .waitFor();
      await page.getByText(/^Cette semaine : 1780\skg\./).waitFor();
      await snap(page, `profile-calendar-${name}`, true);
      await context.close();
    }, 90_000);
  }

  it('le calendrier de l’année d’un autre membre montre ses jours d’entraînement, avec sa phrase', async () => {
    const [athlete, visitor] = [await registerViaApi('Noah', 'Girard'), await registerViaApi('Léna', 'Roy')];
    await benchSessions(athlete);
    const { context, page } = await newPage(browser);
    await signIn(page, visitor);
    await page.goto(`/profile/${athlete.user.id}`);
    await page.getByRole('heading', { name: 'Noah Girard', level: 1 }).waitFor();
    const today = new Intl.DateTimeFormat('fr-FR', {
      timeZone: 'Europe/Paris',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    }).format(new Date());
    const calendar = page.getByRole('img', { name: /^2\sséances sur 1\sjour, du / });
    await calendar.waitFor();
    await calendar.getByTitle(`2\u00A0séances le ${today}`).waitFor();
    expect(await page.getByText(/^2\sséances sur 1\sjour, du /).count()).toBe(1);
    await context.close();
  });
});
