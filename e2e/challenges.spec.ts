import { addDays, PREFERENCE_LABELS, PUSH_TEXTS, parisDay } from '@elan/domain';
import type { Browser, Page } from 'playwright-core';
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
import { fakePushService } from './push-fixtures.ts';

/** Issue 34 « Défis »: two friends, one challenge, one trains, the other sees the ranks move. */
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

/** The rank shown beside a participant's bar (« Rang 1 »). */
const rankOf = (page: Page, firstName: string) =>
  page
    .getByRole('list', { name: 'Classement' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('progressbar', { name: `Progression de ${firstName}` }) })
    .getByRole('img', { name: /^Rang \d+$/ })
    .getAttribute('aria-label');

describe('défis entre amis (issue 34)', () => {
  it('Léa crée un défi et invite Tom, qui le rejoint ; Léa s’entraîne, Tom voit le classement changer', async () => {
    const [lea, tom] = await Promise.all([registerViaApi('Léa', 'Moreau'), registerViaApi('Tom', 'Girard')]);
    await befriend(lea, tom);
    const workout = await createTwoExerciseWorkout(lea, {
      title: 'Défi du printemps',
      description: 'Deux exercices pour le défi.',
      goal: 'Bouger',
      difficulty_level: 'beginner',
    });
    await joinWorkout(workout, lea);

    // Léa, on a computer: from the circle to « Créer un défi ».
    const creator = await newPage(browser, DESKTOP);
    await creator.context.grantPermissions(['notifications']);
    await fakePushService(creator.context);
    await signIn(creator.page, lea);
    await creator.page.goto('/feed');
    await creator.page.getByRole('link', { name: 'Défis' }).click();
    await creator.page.getByText('Aucun défi pour l’instant').waitFor();
    await snap(creator.page, 'defis-vide');
    await creator.page.getByRole('link', { name: 'Créer un défi' }).first().click();
    await creator.page.getByRole('heading', { name: 'Créer un défi', level: 1 }).waitFor();
    // Nothing ticked, no title: the domain's French errors beside their fields.
    await creator.page.getByRole('button', { name: 'Lancer le défi' }).click();
    await creator.page.getByText('Le titre du défi est obligatoire').waitFor();
    await creator.page.getByText('Invitez au moins un ami').waitFor();
    await creator.page.getByLabel('Titre').fill('Trois séances cette semaine');
    await creator.page.getByLabel('Objectif (séances)').fill('3');
    const today = parisDay(new Date());
    await creator.page.getByLabel('Fin').fill(addDays(today, 6));
    await creator.page.getByRole('checkbox', { name: 'Tom Girard' }).check();
    await snap(creator.page, 'defi-formulaire');
    await creator.page.getByRole('button', { name: 'Lancer le défi' }).click();
    await creator.page.getByRole('heading', { name: 'Trois séances cette semaine', level: 1 }).waitFor();
    await creator.page.getByText('7 jours restants').waitFor();
    await creator.page.getByText('En attente de réponse : Tom', { exact: false }).waitFor();
    const challengeUrl = creator.page.url();

    // Tom, on his phone in the dark: the invitation in his list, « Rejoindre ».
    const friend = await newPage(browser, MOBILE, 'dark');
    await signIn(friend.page, tom);
    await friend.page.goto('/challenges');
    const card = friend.page.getByRole('heading', { name: 'Trois séances cette semaine' });
    await card.waitFor();
    await friend.page.getByText('Léa vous invite').waitFor();
    await snap(friend.page, 'defis-invitation-telephone-sombre');
    await friend.page.getByRole('button', { name: 'Rejoindre' }).click();
    await friend.page.getByText('Défi rejoint !').waitFor();
    await friend.page.getByRole('link', { name: 'Trois séances cette semaine' }).click();
    await friend.page.getByRole('progressbar', { name: 'Progression de Tom' }).waitFor();
    // Nobody trained yet: both first, ex æquo.
    expect(await rankOf(friend.page, 'Léa')).toBe('Rang 1');
    expect(await rankOf(friend.page, 'Tom')).toBe('Rang 1');

    await completeSession(lea, workout, { duration_minutes: 25 });
    await friend.page.reload();
    await friend.page.getByRole('progressbar', { name: 'Progression de Léa' }).waitFor();
    await expect.poll(() => rankOf(friend.page, 'Tom')).toBe('Rang 2');
    expect(await rankOf(friend.page, 'Léa')).toBe('Rang 1');
    const leaBar = friend.page.getByRole('progressbar', { name: 'Progression de Léa' });
    expect(await leaBar.getAttribute('aria-valuenow')).toBe('33');
    await snap(friend.page, 'defi-classement-telephone-sombre', true);

    // Léa sees the same, and the settings have one « Défis » switch for both kinds of notification.
    await creator.page.goto(challengeUrl);
    await expect.poll(() => rankOf(creator.page, 'Tom')).toBe('Rang 2');
    await snap(creator.page, 'defi-classement-ordinateur', true);
    await creator.page.goto('/notifications/settings');
    await creator.page.getByRole('heading', { name: 'Notifications', level: 1 }).waitFor();
    await creator.page.getByRole('button', { name: 'Activer les notifications' }).click();
    await creator.page.getByText(PUSH_TEXTS.enabled).waitFor();
    await creator.page.getByRole('switch', { name: PREFERENCE_LABELS.challenges }).waitFor();
    expect(await creator.page.getByRole('switch', { name: PREFERENCE_LABELS.challenges }).count()).toBe(1);

    await creator.context.close();
    await friend.context.close();
  }, 120_000);
});
