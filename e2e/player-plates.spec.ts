import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, launchBrowser, MOBILE, newPage, registerViaApi, signIn } from './fixtures.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('calculateur de disques (issue 13)', () => {
  it('102,5 kg sur une barre de 20 kg : les disques par côté, selon les disques du profil', async () => {
    const member = await registerViaApi('Hugo', 'Lemaire');
    const [bench] = await apiAs<{ id: number; name: string }[]>(member, '/exercises?q=developpe%20couche');
    if (!bench) throw new Error('le catalogue n’a pas de développé couché');
    const program = await apiAs<{ id: number }>(member, '/programs', {
      method: 'POST',
      body: {
        title: 'Force pure',
        exercises: [{ exercise_id: bench.id, sets: 3, reps: 5, rest_time_sec: 120 }],
      },
    });
    const [session] = await apiAs<{ id: number }[]>(member, `/sessions?program_id=${program.id}`);
    const { context, page } = await newPage(browser, MOBILE);
    await signIn(page, member);

    await page.goto(`/session/${session?.id}`);
    await page.getByLabel('Charge en kg, série 1').fill('102,5');
    await page.getByRole('button', { name: 'Disques pour 102,5 kg, série 1' }).click();
    const dialog = page.getByRole('dialog', { name: 'Disques à charger' });
    // Every plate of the default set: the heaviest that lets the rest add up.
    await dialog.getByText('25 + 15 + 1,25 kg par côté').waitFor();
    await page.keyboard.press('Escape');

    // A home set without 15 kg plates, chosen in the profile.
    await page.goto('/profile');
    const plates = page.getByRole('group', { name: 'Mes disques (par paire)' });
    await plates.getByText('15 kg', { exact: true }).click();
    expect(await plates.getByRole('checkbox', { name: '15 kg' }).isChecked()).toBe(false);
    await page.goto(`/session/${session?.id}`);
    expect(await page.getByLabel('Charge en kg, série 1').inputValue()).toBe('102,5');
    await page.getByRole('button', { name: 'Disques pour 102,5 kg, série 1' }).click();
    await dialog.getByText('25 + 10 + 5 + 1,25 kg par côté').waitFor();
    await dialog.getByRole('button', { name: '15 kg' }).click();
    await dialog.getByText('25 + 10 + 5 + 2,5 + 1,25 kg par côté').waitFor();
    await page.keyboard.press('Escape');

    // Not loadable: the nearest weight, into the set with one tap.
    await page.getByLabel('Charge en kg, série 1').fill('101');
    await page.getByRole('button', { name: 'Disques pour 101 kg, série 1' }).click();
    await dialog.getByText('la charge la plus proche est 100 kg', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Utiliser 100 kg' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.getByLabel('Charge en kg, série 1').inputValue()).toBe('100');

    // « Comment faire ? », in the player and on the programme.
    await page.getByRole('button', { name: 'Comment faire ? (Développé couché)' }).click();
    const howTo = page.getByRole('dialog', { name: 'Développé couché' });
    await howTo
      .getByText('Allongé sur le banc, yeux sous la barre, omoplates serrées, pieds à plat au sol.')
      .waitFor();
    expect(await howTo.getByRole('listitem').count()).toBe(4 + 2);
    await page.keyboard.press('Escape');
    await page.goto(`/programs/${program.id}`);
    await page.getByRole('button', { name: 'Voir les exercices' }).click();
    await page.getByRole('button', { name: 'Comment faire ? (Développé couché)' }).click();
    await howTo.getByText('Faire rebondir la barre sur la poitrine.').waitFor();
    await context.close();
  });
});
