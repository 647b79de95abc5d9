import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, launchBrowser, newPage, registerViaApi, signIn } from './fixtures.ts';

type Completion = { id: number };
type CompletionDetail = { average_heart_rate: number | null; heart_rate_samples: [number, number][] };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/**
 * A chest strap's test double, injected by this test only (never in the app): `navigator.bluetooth`
 * answers the Heart Rate service and notifies recorded 0x2A37 values — 0x16 8C 39 03 (140 bpm, contact
 * detected, one RR interval) and 0x06 82 (130 bpm, contact detected) — every quarter second.
 */
function installStrap() {
  const recorded = [
    [0x16, 0x8c, 0x39, 0x03],
    [0x06, 0x82],
  ];
  const characteristic = Object.assign(new EventTarget(), {
    value: null as DataView | null,
    async startNotifications() {
      let index = 0;
      window.setInterval(() => {
        characteristic.value = new DataView(new Uint8Array(recorded[index % 2] ?? []).buffer);
        index += 1;
        characteristic.dispatchEvent(new Event('characteristicvaluechanged'));
      }, 250);
      return characteristic;
    },
  });
  const server = {
    connected: false,
    async connect() {
      server.connected = true;
      return server;
    },
    disconnect() {
      server.connected = false;
    },
    async getPrimaryService() {
      return { getCharacteristic: async () => characteristic };
    },
  };
  const device = Object.assign(new EventTarget(), { name: 'Ceinture de test', gatt: server });
  Object.defineProperty(navigator, 'bluetooth', {
    value: { requestDevice: async () => device },
    configurable: true,
  });
}

async function addExercise(page: Page, search: string, row: string) {
  await page.getByRole('button', { name: 'Ajouter un exercice' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Ajouter un exercice' });
  await dialog.getByLabel('Rechercher un exercice').fill(search);
  await dialog.getByRole('button', { name: row, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('fréquence cardiaque dans le lecteur (issue 33)', () => {
  it('sans Web Bluetooth, pas de bouton « Connecter une ceinture cardio »', async () => {
    const member = await registerViaApi('Sans', 'Ceinture');
    const { context, page } = await newPage(browser);
    await signIn(page, member);
    await page.goto('/free-workout');
    await page.getByRole('heading', { name: 'Ta séance, tes exercices' }).waitFor();
    expect(await page.getByRole('button', { name: 'Connecter une ceinture cardio' }).count()).toBe(0);
    await context.close();
  });

  it('une ceinture simulée : le bpm dans l’en-tête, puis la moyenne enregistrée sur /completion/{id}', async () => {
    const member = await registerViaApi('Cardio', 'Ceinture');
    const { context, page } = await newPage(browser);
    await context.addInitScript(installStrap);
    await signIn(page, member);
    await page.goto('/free-workout');
    await page.getByRole('heading', { name: 'Ta séance, tes exercices' }).waitFor();

    await page.getByRole('button', { name: 'Connecter une ceinture cardio' }).click();
    await page
      .getByText(/^1[34]0 battements par minute bpm/)
      .first()
      .waitFor();

    await addExercise(page, 'pompes', 'Pompes Pectoraux');
    await page.getByLabel('Répétitions faites, série 1').fill('12');
    await page.getByRole('button', { name: 'Valider la série 1' }).click();
    await page.getByRole('button', { name: 'Terminer la séance' }).click();
    await page.getByRole('heading', { name: 'Bien joué', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Voir le résumé' }).click();
    await page.getByText('Séance enregistrée').waitFor();

    const [saved] = await apiAs<Completion[]>(member, `/completions/user/${member.user.id}`);
    const detail = await apiAs<CompletionDetail>(member, `/completions/${saved?.id}`);
    expect(detail.heart_rate_samples.length).toBeGreaterThan(0);
    expect(detail.heart_rate_samples.every(([, bpm]) => bpm === 130 || bpm === 140)).toBe(true);
    expect(detail.average_heart_rate).toBeGreaterThanOrEqual(130);
    expect(detail.average_heart_rate).toBeLessThanOrEqual(140);

    await page.goto(`/completion/${saved?.id}`);
    const average = page.getByText('FC moyenne').locator('xpath=..');
    await average.waitFor();
    expect(await average.textContent()).toContain(`${detail.average_heart_rate}\u00A0bpm`);
    await page.getByRole('heading', { name: 'Fréquence cardiaque' }).waitFor();
    await context.close();
  });
});
