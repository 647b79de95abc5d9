import { addDays, BODY_MESSAGES, BODY_TOASTS, formatShortDate, parisDay } from '@elan/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, DESKTOP, launchBrowser, MOBILE, newPage, registerViaApi, signIn, snap } from './fixtures.ts';

/** Paris calendar days, not days of 24 h (which cross a day at a change of time). */
const daysAgo = (days: number) => addDays(parisDay(new Date()), -days);

async function openBodyTab(page: Page) {
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Composition Corporelle' }).click();
  await page.getByRole('button', { name: 'Nouvelle Mesure' }).waitFor();
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('parcours composition corporelle', () => {
  it('une mesure : le texte du poids à 10 kg, l’IMC en direct, puis l’enregistrement et les graphiques', async () => {
    const member = await registerViaApi('Inès', 'Morel');
    const { context, page } = await newPage(browser, DESKTOP);
    await signIn(page, member);
    await openBodyTab(page);
    await expect.poll(() => page.getByText(BODY_TOASTS.chartEmpty).count()).toBe(2);
    await snap(page, 'body-empty-desktop', true);

    await page.getByRole('button', { name: 'Nouvelle Mesure' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nouvelle Mesure' });
    await dialog.getByLabel('Poids (kg)', { exact: true }).fill('10');
    await dialog.getByLabel('Taille (cm)', { exact: true }).fill('175');
    await dialog.getByRole('button', { name: 'Enregistrer la mesure' }).click();
    await dialog.getByText(BODY_MESSAGES.weightRange).waitFor();

    await dialog.getByLabel('Poids (kg)', { exact: true }).fill('72,5');
    await dialog.getByText('Poids normal').waitFor();
    expect(await dialog.getByText('23,7').count()).toBe(1);
    await dialog.getByLabel('Masse grasse (%)').fill('21.5');
    await snap(page, 'body-form-desktop');
    await dialog.getByRole('button', { name: 'Enregistrer la mesure' }).click();
    await page.getByText(BODY_TOASTS.measurementSaved).waitFor();
    await dialog.waitFor({ state: 'detached' });

    // One point per chart: too few to draw.
    await page.getByText(BODY_TOASTS.chartTooFewPoints).first().waitFor();
    await expect.poll(() => page.getByText(BODY_TOASTS.chartTooFewPoints).count()).toBe(2);
    expect(await page.getByText('72,5\u00A0kg').count()).toBeGreaterThan(0);
    const saved = await apiAs<{ weight_kg: number; bmi: number }>(
      member,
      '/body-composition/measurements/latest',
    );
    expect(saved).toMatchObject({ weight_kg: 72.5, bmi: 23.7 });

    // A few weeks of history: the charts draw, on a phone too.
    for (const [days, weight, fat] of [
      [40, 76, 24],
      [26, 75.1, 23.2],
      [12, 73.8, 22.4],
    ] as const) {
      await apiAs(member, '/body-composition/measurements', {
        method: 'POST',
        body: {
          weight_kg: weight,
          height_cm: 175,
          body_fat_percent: fat,
          muscle_mass_kg: 31,
          measurement_date: daysAgo(days),
        },
      });
    }
    // Charts in the hidden tab are not drawn at 0 × 0 (recharts would warn in the console).
    const chartWarnings: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('of chart should be greater than 0')) chartWarnings.push(message.text());
    });
    await page.reload();
    await page.getByRole('tab', { name: "Vue d'ensemble" }).waitFor();
    await page.getByRole('tab', { name: 'Composition Corporelle' }).click();
    await page.locator('.recharts-line').first().waitFor();
    expect(chartWarnings).toEqual([]);
    await snap(page, 'body-data-desktop', true);
    await page.setViewportSize(MOBILE);
    await snap(page, 'body-data-mobile', true);

    // A typo is fixed by deleting the measurement, after a confirmation.
    await page
      .getByRole('button', { name: `Supprimer la mesure du ${formatShortDate(`${daysAgo(12)}T12:00:00Z`)}` })
      .click();
    await page
      .getByRole('dialog', { name: 'Supprimer la mesure' })
      .getByRole('button', { name: 'Supprimer' })
      .click();
    await page.getByText(BODY_TOASTS.measurementDeleted).waitFor();
    const left = await apiAs<unknown[]>(member, '/body-composition/measurements');
    expect(left).toHaveLength(3);
    await context.close();
  });

  it('un objectif créé puis abandonné après confirmation', async () => {
    const member = await registerViaApi('Hugo', 'Lemaire');
    await apiAs(member, '/body-composition/measurements', {
      method: 'POST',
      body: { weight_kg: 84, height_cm: 180, measurement_date: daysAgo(3) },
    });
    const { context, page } = await newPage(browser, MOBILE);
    await signIn(page, member);
    await openBodyTab(page);
    // On a phone the form fits two fields a row, and Escape closes it.
    await page.getByRole('button', { name: 'Nouvelle Mesure' }).click();
    await page
      .getByRole('dialog', { name: 'Nouvelle Mesure' })
      .getByText('Saisis ton poids et ta taille')
      .waitFor();
    await snap(page, 'body-form-mobile');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Nouvelle Mesure' }).waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Définir un objectif' }).click();
    const form = page.getByRole('dialog', { name: 'Nouvel objectif' });
    await form
      .getByRole('button', { name: 'Créer l’objectif' })
      .or(form.getByRole('button', { name: "Créer l'objectif" }))
      .click();
    await form.getByText(BODY_MESSAGES.targetDateRequired).waitFor();
    await form.getByLabel('Date cible').fill(daysAgo(-60));
    await form.getByRole('button', { name: "Créer l'objectif" }).click();
    await form.getByText(BODY_MESSAGES.numericTargetRequired).waitFor();
    await form.getByLabel('Poids cible (kg)').fill('80');
    await snap(page, 'body-goal-form-mobile');
    await form.getByRole('button', { name: "Créer l'objectif" }).click();
    await page.getByText(BODY_TOASTS.goalCreated).waitFor();
    await page.getByRole('progressbar', { name: /Progression de l'objectif/ }).waitFor();
    await snap(page, 'body-goal-mobile', true);

    await page.getByRole('button', { name: 'Abandonner' }).click();
    const confirm = page.getByRole('dialog', { name: "Abandonner l'objectif" });
    await confirm.getByText(BODY_TOASTS.abandonConfirm).waitFor();
    await confirm.getByRole('button', { name: 'Abandonner' }).click();
    await page.getByText(BODY_TOASTS.goalAbandoned).waitFor();
    await page.getByRole('button', { name: 'Définir un objectif' }).waitFor();
    expect(await apiAs(member, '/body-composition/goals/active')).toBeNull();
    await context.close();
  });
});
