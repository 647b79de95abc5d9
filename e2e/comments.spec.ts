import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiAs,
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

/** Issues 32 and 34: a friend comments on a workout card of the circle; the author reads it. */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

async function befriend(a: Member, b: Member) {
  const request = await apiAs<{ id: number }>(a, '/social/connections/add', {
    method: 'POST',
    body: { friendId: b.user.id },
  });
  await apiAs(b, `/social/connections/${request.id}/accept`, { method: 'POST' });
}

/** A completion of today that opens the member's circle. */
async function trainAndUnlock(member: Member, completionId: number) {
  await apiAs(member, '/social/feed/unlock', { method: 'POST', body: { sessionCompletionId: completionId } });
}

const COMMENT = 'Bravo Malo ! Regarde https://exemple.fr/technique avant jeudi';

describe('les commentaires d’une séance', () => {
  it('à 390 px, une amie qui s’est entraînée commente la carte ; l’auteur voit le commentaire et sa notification', async () => {
    const [ines, malo] = await Promise.all([
      registerViaApi('Inès', 'Morel'),
      registerViaApi('Malo', 'Garnier'),
    ]);
    await befriend(ines, malo);
    const workout = await createTwoExerciseWorkout(malo, {
      title: 'Haut du corps',
      description: 'Deux exercices.',
      goal: 'Force',
      difficulty_level: 'beginner',
    });
    await joinWorkout(workout, malo);
    const session = await completeSession(malo, workout, { duration_minutes: 40 });
    await trainAndUnlock(malo, session.id);
    const own = await apiAs<{ id: number }>(ines, '/completions', {
      method: 'POST',
      body: { duration_minutes: 20 },
    });
    await trainAndUnlock(ines, own.id);

    // Inès, on her phone: the card's count opens the thread under it.
    const phone = await newPage(browser, MOBILE);
    await signIn(phone.page, ines);
    await phone.page.goto('/feed');
    const card = phone.page
      .getByRole('list', { name: 'Activité de mes amis' })
      .locator('article[data-kind="workout"]')
      .filter({ hasText: 'Malo Garnier' });
    const count = card.getByRole('button', { name: /commentaire/ });
    await count.waitFor();
    expect(await count.innerText()).toMatch(/^0\u00A0commentaire$/);
    expect(await count.getAttribute('aria-expanded')).toBe('false');
    await count.click();
    await card.getByText("Aucun commentaire pour l'instant").waitFor();
    const field = card.getByLabel('Ton commentaire');
    await field.fill(COMMENT);
    await card.getByText(`${[...COMMENT].length}/500`).waitFor();
    await card.getByRole('button', { name: 'Publier' }).click();
    const thread = card.getByRole('list', { name: 'Commentaires' });
    await thread.getByText('Inès Morel').waitFor();
    expect(await field.inputValue()).toBe('');
    await card.getByRole('button', { name: /^1\scommentaire$/ }).waitFor();
    expect(await thread.locator('a').count()).toBe(0);
    const widths = await phone.page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    expect(widths[0]).toBe(widths[1]);
    await snap(phone.page, 'comments-feed-390', true);
    await phone.page.emulateMedia({ colorScheme: 'dark' });
    await snap(phone.page, 'comments-feed-390-dark', true);
    await phone.page.setViewportSize(DESKTOP);
    await snap(phone.page, 'comments-feed-1280-dark', true);
    await phone.context.close();

    // Malo, on a computer: the bell names the comment and leads to the session's page.
    const desk = await newPage(browser, DESKTOP);
    await signIn(desk.page, malo);
    await desk.page.goto('/dashboard');
    await desk.page.getByRole('button', { name: /^Notifications/ }).click();
    const panel = desk.page.getByRole('region', { name: 'Notifications' });
    const notification = panel.getByText(/^Inès a commenté ta séance «\u00A0Session principale\u00A0»$/);
    await notification.waitFor();
    await notification.click();
    await desk.page.waitForURL(`**/completion/${session.id}`);
    const section = desk.page.getByRole('region', { name: 'Commentaires' });
    await section.getByText('Inès Morel').waitFor();
    const text = section.getByText(/^Bravo Malo ! Regarde/);
    expect(await text.innerText()).toBe(COMMENT);
    expect(await section.locator('a').count()).toBe(0);
    // The author may remove it: a trash button named for its writer.
    await section.getByRole('button', { name: 'Supprimer le commentaire de Inès Morel' }).waitFor();
    await snap(desk.page, 'comments-completion-1280', true);
    await desk.page.emulateMedia({ colorScheme: 'dark' });
    await snap(desk.page, 'comments-completion-1280-dark', true);
    await desk.page.setViewportSize(MOBILE);
    await snap(desk.page, 'comments-completion-390-dark', true);
    await desk.context.close();
  }, 90_000);
});
