import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiAs,
  createTwoExerciseWorkout,
  launchBrowser,
  type Member,
  MOBILE,
  newPage,
  registerViaApi,
  signIn,
  snap,
} from './fixtures.ts';

type CompletionDetail = { id: number; notes: string | null; feeling: string | null };

const PROGRAM_TEXTS = {
  title: 'Haut du corps',
  description: 'Deux exercices pour tester le résumé',
  goal: 'Garder ce que je note',
  difficulty_level: 'beginner',
};

/** From the player to the saved summary the quick way (both exercises skipped); the completion's id. */
async function finishSession(page: Page, member: Member, sessionId: number): Promise<number> {
  await page.goto(`/session/${sessionId}`);
  await page.getByRole('button', { name: "Passer l'exercice" }).click();
  await page.getByRole('button', { name: "Passer l'exercice" }).click();
  await page.getByRole('button', { name: 'Voir le résumé' }).click();
  await page.waitForURL('**/session-summary');
  await page.getByText('Séance enregistrée').waitFor();
  const [completion] = await apiAs<{ id: number }[]>(member, `/completions/user/${member.user.id}?limit=5`);
  if (!completion) throw new Error('aucune séance enregistrée');
  return completion.id;
}

/** The API is asked until it holds `expected` (a write that outlives the page lands a little later). */
async function expectStored(member: Member, completionId: number, expected: Omit<CompletionDetail, 'id'>) {
  const read = async () => {
    const { notes, feeling } = await apiAs<CompletionDetail>(member, `/completions/${completionId}`);
    return { notes, feeling };
  };
  await expect.poll(read, { timeout: 5000, interval: 200 }).toEqual(expected);
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('résumé de séance : notes et ressenti ne se perdent pas', () => {
  it('quitté par le lien « Dashboard » de la barre latérale, juste après la frappe : tout est enregistré', async () => {
    const member = await registerViaApi('Manon', 'Perrin');
    const workout = await createTwoExerciseWorkout(member, PROGRAM_TEXTS);
    const { context, page } = await newPage(browser);
    await signIn(page, member);
    const completionId = await finishSession(page, member, workout.sessionId);

    // The feeling is saved as soon as it is picked, and says so.
    await page.locator('label').filter({ hasText: 'Excellent' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /^Enregistré$/ })
      .waitFor();
    await expectStored(member, completionId, { notes: null, feeling: 'excellent' });

    // Notes typed then, without waiting, another way out than the page's own button. The page's
    // clock stands still: the typing pause never ends, only leaving can send the notes.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 100);
    let puts = 0;
    page.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().endsWith(`/api/completions/${completionId}`)) puts += 1;
    });
    await page.getByLabel('Notes personnelles').fill('  Épaule droite un peu raide.  ');
    await page
      .getByRole('navigation', { name: 'Navigation principale' })
      .getByRole('link', { name: 'Dashboard', exact: true })
      .click();
    await page.waitForURL('**/dashboard');
    await expectStored(member, completionId, { notes: 'Épaule droite un peu raide.', feeling: 'excellent' });
    expect(puts).toBe(1);
    await context.close();
  });

  it('quitté par le bouton Précédent du navigateur, puis onglet fermé : rien de perdu', async () => {
    const member = await registerViaApi('Hugo', 'Marchand');
    const workout = await createTwoExerciseWorkout(member, PROGRAM_TEXTS);
    const { context, page } = await newPage(browser, MOBILE);
    await signIn(page, member);
    const completionId = await finishSession(page, member, workout.sessionId);

    await page.getByLabel('Notes personnelles').fill('Retour arrière');
    await page.locator('label').filter({ hasText: 'Difficile' }).click();
    await page.goBack();
    await page.waitForURL(`**/session/${workout.sessionId}`);
    await expectStored(member, completionId, { notes: 'Retour arrière', feeling: 'bad' });

    // The tab closed right after typing: the write leaves with the page (keepalive).
    await page.goForward();
    await page.waitForURL('**/session-summary');
    await page.getByText('Séance enregistrée').waitFor();
    await page.getByLabel('Notes personnelles').fill('Onglet fermé aussitôt');
    await page.close({ runBeforeUnload: true });
    await expectStored(member, completionId, { notes: 'Onglet fermé aussitôt', feeling: 'bad' });
    await context.close();
  });

  it('un enregistrement refusé le dit en français, et « Réessayer » le renvoie', async () => {
    const member = await registerViaApi('Nina', 'Robin');
    const workout = await createTwoExerciseWorkout(member, PROGRAM_TEXTS);
    const { context, page } = await newPage(browser);
    await signIn(page, member);
    const completionId = await finishSession(page, member, workout.sessionId);

    const put = `**/api/completions/${completionId}`;
    await page.route(put, (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({
              success: false,
              error: 'Une erreur est survenue',
              message: 'Une erreur est survenue',
            }),
          })
        : route.fallback(),
    );
    await page.locator('label').filter({ hasText: 'Terrible' }).click();
    await page.getByRole('status').filter({ hasText: 'Non enregistré : Une erreur est survenue' }).waitFor();
    // Under the notes, and as a toast wherever the member is on the page.
    await page.getByText('Ressenti et notes non enregistrés : Une erreur est survenue').waitFor();
    await snap(page, 'resume-notes-erreur');
    await page.unroute(put);
    await page.getByRole('button', { name: 'Réessayer' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /^Enregistré$/ })
      .waitFor();
    await expectStored(member, completionId, { notes: null, feeling: 'terrible' });
    await context.close();
  });

  it('écrit hors ligne : l’échec est dit, puis tout part seul au retour du réseau', async () => {
    const member = await registerViaApi('Hugo', 'Lambert');
    const workout = await createTwoExerciseWorkout(member, PROGRAM_TEXTS);
    const { context, page } = await newPage(browser);
    await signIn(page, member);
    const completionId = await finishSession(page, member, workout.sessionId);

    await context.setOffline(true);
    await page.getByLabel('Notes personnelles').fill('Écrit dans le métro');
    await page
      .getByRole('status')
      .filter({ hasText: /^Non enregistré/ })
      .waitFor();
    await context.setOffline(false);
    await page
      .getByRole('status')
      .filter({ hasText: /^Enregistré$/ })
      .waitFor();
    await expectStored(member, completionId, { notes: 'Écrit dans le métro', feeling: null });
    await context.close();
  });

  it('captures du résumé (SCREENSHOTS=dossier)', async () => {
    const member = await registerViaApi('Léa', 'Dumas');
    const workout = await createTwoExerciseWorkout(member, PROGRAM_TEXTS);
    for (const [name, viewport] of [
      ['resume-notes-bureau', { width: 1280, height: 800 }],
      ['resume-notes-mobile', MOBILE],
    ] as const) {
      const { context, page } = await newPage(browser, viewport);
      await signIn(page, member);
      await finishSession(page, member, workout.sessionId);
      await page.locator('label').filter({ hasText: 'Bien' }).first().click();
      await page.getByLabel('Notes personnelles').fill('Bonne énergie aujourd’hui.');
      await page
        .getByRole('status')
        .filter({ hasText: /^Enregistré$/ })
        .waitFor();
      await page
        .getByRole('status')
        .filter({ hasText: /^Enregistré$/ })
        .scrollIntoViewIfNeeded();
      await snap(page, name);
      await snap(page, `${name}-page`, true);
      await context.close();
    }
  });
});
