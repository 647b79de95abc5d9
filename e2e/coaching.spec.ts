import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminViaApi,
  apiAs,
  baseUrl,
  createTwoExerciseWorkout,
  DESKTOP,
  launchBrowser,
  type Member,
  MOBILE,
  newPage,
  registerViaApi,
  signIn,
  snap,
} from './fixtures.ts';

/** Issue 32: a coach promoted by an admin invites an athlete, assigns a programme, sees the session. */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

/** Signs in again through the API: the stored member then carries their new role. */
async function freshSession(member: Member): Promise<Member> {
  const response = await fetch(`${baseUrl()}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: member.email, password: member.password }),
  });
  expect(response.status).toBe(200);
  return { ...member, ...((await response.json()) as { data: Pick<Member, 'token' | 'user'> }).data };
}

describe('coaching', () => {
  it('un admin fait coach, le coach invite, l’athlète accepte sur téléphone, fait le programme assigné ; le coach voit la séance et la commente, l’athlète lit le commentaire et sa notification', async () => {
    const admin = await adminViaApi();
    const registered = await registerViaApi('Marc', 'Entraîneur');
    const athlete = await registerViaApi('Léa', 'Athlète');

    // The admin promotes Marc in /admin.
    const adminPage = await newPage(browser, DESKTOP);
    await signIn(adminPage.page, admin);
    await adminPage.page.goto('/admin');
    await adminPage.page.getByLabel('Rechercher un membre').fill(registered.email);
    const row = adminPage.page
      .getByRole('list', { name: 'Membres' })
      .getByRole('listitem')
      .filter({ hasText: 'Marc Entraîneur' });
    await row.getByLabel('Rôle de Marc Entraîneur').selectOption('coach');
    const roleDialog = adminPage.page.getByRole('dialog', { name: 'Changer le rôle' });
    await roleDialog.getByRole('button', { name: 'Confirmer' }).click();
    await roleDialog.waitFor({ state: 'detached' });
    await row.locator('span', { hasText: /^Coach$/ }).waitFor();
    await adminPage.context.close();

    // The coach invites from /coach, reached by the menu's « Coach ».
    const coach = await freshSession(registered);
    const coachPage = await newPage(browser, DESKTOP);
    const { page } = coachPage;
    await signIn(page, coach);
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Coach' }).click();
    await page.getByRole('heading', { name: 'Espace coach', level: 1 }).waitFor();
    await page.getByText('Aucun athlète pour l’instant').waitFor();
    await page.getByRole('button', { name: 'Inviter un athlète' }).click();
    const link = await page.getByRole('textbox', { name: 'Lien d’invitation' }).inputValue();
    expect(link).toMatch(/\/coach\/join\/[A-Za-z0-9_-]{43}$/);
    await page.getByText(/Valable jusqu’au \d{1,2} \S+ \d{4}/).waitFor();

    // The athlete opens it on a phone, sees who and what, and accepts.
    const athletePage = await newPage(browser, MOBILE);
    await signIn(athletePage.page, athlete);
    await athletePage.page.goto(new URL(link).pathname);
    await athletePage.page
      .getByRole('heading', { name: 'Marc Entraîneur te propose d’être ton coach' })
      .waitFor();
    await athletePage.page.getByText('Tes 20 dernières séances, avec leurs séries').waitFor();
    await snap(athletePage.page, 'coach-invitation-telephone');
    await athletePage.page.getByRole('button', { name: 'Accepter' }).click();
    await athletePage.page.getByRole('heading', { name: 'Mon Profil', level: 1 }).waitFor();
    const myCoach = athletePage.page.getByRole('region', { name: 'Mon coach' });
    await myCoach.getByText('Marc Entraîneur').waitFor();

    // The coach assigns one of their programmes from the athlete's page.
    await createTwoExerciseWorkout(coach, {
      title: 'Prépa du coach',
      description: 'Deux exercices',
      goal: 'Force',
      difficulty_level: 'beginner',
    });
    await page.reload();
    await page.getByRole('link', { name: /Léa Athlète/ }).click();
    await page.getByRole('heading', { name: 'Léa Athlète', level: 1 }).waitFor();
    await page
      .getByRole('region', { name: 'Composition corporelle' })
      .getByText('Léa ne partage pas sa composition corporelle avec toi.')
      .waitFor();
    await page.getByLabel('Programme à assigner').selectOption({ label: 'Prépa du coach' });
    await page.getByRole('button', { name: 'Assigner', exact: true }).click();
    await page.getByText('Programme assigné à Léa').waitFor();

    // The athlete is told, and runs their copy in the player.
    const [notification] = await apiAs<{ type: string; message: string }[]>(athlete, '/push/notifications');
    expect(notification).toMatchObject({
      type: 'program_assigned',
      message: 'Marc Entraîneur t’a assigné «\u00A0Prépa du coach (copie)\u00A0».',
    });
    const [enrolled] = await apiAs<{ program_id: number; title: string }[]>(
      athlete,
      `/enrollments/user/${athlete.user.id}/programs`,
    );
    expect(enrolled?.title).toBe('Prépa du coach (copie)');
    const [session] = await apiAs<{ id: number; title: string }[]>(
      athlete,
      `/sessions?program_id=${enrolled?.program_id}`,
    );
    await athletePage.page.goto(`/session/${session?.id}`);
    await athletePage.page.getByRole('button', { name: 'Valider la série 1' }).click();
    await athletePage.page.getByRole('button', { name: 'Passer le repos' }).click();
    await athletePage.page.getByRole('button', { name: "Passer l'exercice" }).click();
    await athletePage.page.getByRole('button', { name: "Passer l'exercice" }).click();
    await athletePage.page.getByRole('heading', { name: 'Bien joué', exact: true }).waitFor();
    await athletePage.page.getByRole('button', { name: 'Voir le résumé' }).click();
    await athletePage.page.getByText('Séance enregistrée').waitFor();

    // The coach sees the session, with its set, on the athlete's page.
    await page.reload();
    const sessions = page.getByRole('region', { name: 'Dernières séances' });
    await sessions.getByText(session?.title ?? '', { exact: true }).waitFor();
    await sessions
      .getByText(/série 1/)
      .first()
      .waitFor();
    await snap(page, 'coach-athlete-ordinateur', true);

    // The coach opens the session and comments; « Coach » stands beside their name.
    await sessions
      .getByRole('link', { name: /Ouvrir la séance et commenter/ })
      .first()
      .click();
    const comments = page.getByRole('region', { name: 'Commentaires' });
    await comments
      .getByLabel('Ton commentaire')
      .fill('Belle première séance, Léa : on monte de 2,5 kg lundi.');
    await comments.getByRole('button', { name: 'Publier' }).click();
    await comments.getByText('Belle première séance, Léa : on monte de 2,5 kg lundi.').waitFor();
    await comments.getByText('Coach', { exact: true }).waitFor();

    // The athlete, on the phone: the bell tells of the comment and leads to it.
    await athletePage.page.goto('/dashboard');
    await athletePage.page.getByRole('button', { name: /^Notifications/ }).click();
    const told = athletePage.page
      .getByRole('region', { name: 'Notifications' })
      .getByText(/^Marc a commenté ta séance «\u00A0.+\u00A0»$/);
    await told.waitFor();
    await told.click();
    await athletePage.page.waitForURL('**/completion/*');
    const thread = athletePage.page.getByRole('region', { name: 'Commentaires' });
    await thread.getByText('Belle première séance, Léa : on monte de 2,5 kg lundi.').waitFor();
    await thread.getByText('Coach', { exact: true }).waitFor();
    await snap(athletePage.page, 'coach-comment-athlete-telephone', true);

    await athletePage.context.close();
    await coachPage.context.close();
  });
});
