import { OFFLINE_TEXTS } from '@elan/domain';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, launchBrowser, MOBILE, newPage, registerViaApi } from './fixtures.ts';
import { completionsOf, createWorkout, eventually, waitForWorker } from './pwa-fixtures.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

type CompletionSet = { set_number: number; reps: number | null; status: string };

describe('lecteur rechargé hors ligne', () => {
  it('une séance ouverte sur un appareil neuf se recharge sans réseau, se fait jusqu’au bout, puis arrive une seule fois', async () => {
    const member = await registerViaApi('Inès', 'Marchand');
    const workout = await createWorkout(member, 'Rechargé sans réseau');
    const { context, page } = await newPage(browser, MOBILE);
    try {
      // A fresh device: the login form, then the programme, then its session.
      await page.goto('/login');
      await page.getByLabel('Email').fill(member.email);
      await page.getByLabel('Mot de passe').fill(member.password);
      await page.getByRole('button', { name: 'Connexion', exact: true }).click();
      await page.waitForURL('**/dashboard');
      await page.goto(`/programs/${workout.programId}`);
      await page.getByRole('heading', { name: 'Rechargé sans réseau', level: 1 }).waitFor();
      await page.getByRole('link', { name: "Let's Go! — Session principale" }).click();
      await page.waitForURL(`**/session/${workout.sessionId}`);
      await page.getByRole('heading', { name: 'Session principale', level: 1 }).waitFor();
      // The shell is precached by a worker that may have come after the session's reads.
      await waitForWorker(page);

      await context.setOffline(true);
      await page.reload();
      await page.getByRole('status').filter({ hasText: OFFLINE_TEXTS.banner }).waitFor();
      await page.getByRole('heading', { name: 'Session principale', level: 1 }).waitFor();
      expect(await page.getByRole('button', { name: 'Réessayer' }).count()).toBe(0);
      // A read the run can do without (the instructions) only says so, quietly.
      await page
        .getByRole('button', { name: /^Comment faire \?/ })
        .first()
        .click();
      const howTo = page.getByRole('dialog');
      await howTo.getByText(OFFLINE_TEXTS.howToUnavailable).waitFor();
      await howTo.getByRole('button', { name: 'Fermer' }).click();
      await howTo.waitFor({ state: 'detached' });

      await page.getByLabel('Répétitions faites, série 1').fill('7');
      await page.getByRole('button', { name: 'Valider la série 1' }).click();
      await page.getByText('1/4 séries').waitFor();
      await page.getByRole('button', { name: 'Passer le repos' }).click();
      await page.getByRole('button', { name: "Passer l'exercice" }).click();
      await page.getByRole('button', { name: "Passer l'exercice" }).click();
      await page.getByRole('heading', { name: 'Bien joué', exact: true }).waitFor();
      await page.getByRole('button', { name: 'Voir le résumé' }).click();
      await page.getByText(OFFLINE_TEXTS.queuedOnSummary).waitFor();
      expect(await completionsOf(member)).toEqual([]);

      await context.setOffline(false);
      await eventually(async () => (await completionsOf(member)).length === 1);
      // Reloaded online: the outbox is empty, nothing goes a second time.
      await page.goto('/dashboard');
      await page.getByRole('heading', { name: 'Bonjour, Inès 👋' }).waitFor();
      const completions = await completionsOf(member);
      expect(completions).toHaveLength(1);
      const detail = await apiAs<{ sets: CompletionSet[] }>(member, `/completions/${completions[0]?.id}`);
      expect(detail.sets.filter((set) => set.status === 'done')).toEqual([
        expect.objectContaining({ set_number: 1, reps: 7 }),
      ]);
    } finally {
      await context.close();
    }
  });
});
