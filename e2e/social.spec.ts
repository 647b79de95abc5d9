import { readFile } from 'node:fs/promises';
import { formatMonthYear, TOAST_TEXTS } from '@elan/domain';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
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
  type Workout,
} from './fixtures.ts';

const LOCKED_TEXT = 'Feed verrouillé – Complète une séance pour déverrouiller le feed de tes amis';

/** A programme of two exercises made through the API (its one session: « Session principale »). */
function createWorkout(member: Member): Promise<Workout> {
  return createTwoExerciseWorkout(member, {
    title: 'Cercle du matin',
    description: 'Deux exercices pour bouger avec ses amis.',
    goal: 'Rester régulier',
    difficulty_level: 'beginner',
  });
}

/** Enrols, completes the session today and unlocks the circle, as the summary screen does. */
async function trainToday(member: Member, workout: Workout, minutes = 32) {
  await apiAs(member, '/enrollments', { method: 'POST', body: { program_id: workout.programId } });
  const completion = await apiAs<{ id: number }>(member, '/completions', {
    method: 'POST',
    body: { program_id: workout.programId, session_id: workout.sessionId, duration_minutes: minutes },
  });
  await apiAs(member, '/social/feed/unlock', {
    method: 'POST',
    body: { sessionCompletionId: completion.id },
  });
  return completion;
}

async function befriend(a: Member, b: Member) {
  const request = await apiAs<{ id: number }>(a, '/social/connections/add', {
    method: 'POST',
    body: { friendId: b.user.id },
  });
  await apiAs(b, `/social/connections/${request.id}/accept`, { method: 'POST' });
}

/** Width and height from a PNG's IHDR chunk (bytes 16 to 23, big-endian). */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('cercle Élan', () => {
  it('deux membres deviennent amis depuis /friends', async () => {
    const [lea, hugo] = await Promise.all([
      registerViaApi('Léa', 'Garnier'),
      registerViaApi('Hugo', 'Perrin'),
    ]);
    const { context, page } = await newPage(browser, DESKTOP);
    await signIn(page, lea);
    await page.goto('/friends');
    await page.getByRole('heading', { name: 'Mes amis', level: 1 }).waitFor();
    await page.getByText('Ton cercle est encore vide.', { exact: false }).waitFor();
    await page.getByLabel("Nom ou nom d'utilisateur").fill(hugo.user.username);
    await page.getByRole('button', { name: 'Ajouter Hugo Perrin' }).click();
    await page.getByText('Demande envoyée !').waitFor();
    await page.getByRole('list', { name: 'Demandes envoyées' }).getByText('Hugo Perrin').waitFor();
    await context.close();

    const other = await newPage(browser, MOBILE);
    await signIn(other.page, hugo);
    await other.page.goto('/friends');
    await other.page.getByRole('heading', { name: 'Demandes reçues (1)' }).waitFor();
    await other.page.getByRole('button', { name: 'Accepter la demande de Léa Garnier' }).click();
    await other.page.getByRole('heading', { name: 'Mes amis (1)' }).waitFor();
    const friendLink = other.page
      .getByRole('list', { name: 'Mes amis' })
      .getByRole('link', { name: 'Léa Garnier' });
    expect(await friendLink.getAttribute('href')).toBe(`/profile/${lea.user.id}`);
    await other.context.close();

    const connections = await apiAs<{ status: string; member: { id: number } }[]>(lea, '/social/connections');
    expect(connections.map(({ status, member }) => ({ status, id: member.id }))).toEqual([
      { status: 'accepted', id: hugo.user.id },
    ]);
  }, 60_000);

  it('le feed reste verrouillé sans séance du jour, puis s’ouvre après la séance ; on réagit', async () => {
    const [nina, tom] = await Promise.all([registerViaApi('Nina', 'Roux'), registerViaApi('Tom', 'Faure')]);
    await befriend(nina, tom);
    const workout = await createWorkout(nina);
    await trainToday(tom, workout, 41);

    const { context, page } = await newPage(browser, DESKTOP);
    await signIn(page, nina);
    await page.goto('/feed');
    await page.getByRole('heading', { name: 'Cercle Élan', level: 1 }).waitFor();
    await page.getByText(LOCKED_TEXT, { exact: true }).waitFor();
    expect(await page.getByRole('link', { name: 'Faire une séance' }).getAttribute('href')).toBe('/programs');
    expect(await page.getByText('Verrouillé', { exact: true }).count()).toBe(1);
    expect(await page.getByRole('list', { name: 'Activité de mes amis' }).count()).toBe(0);
    const tomInCircle = page.getByRole('link', { name: /^Profil de Tom Faure/ }).first();
    expect(await tomInCircle.getAttribute('href')).toBe(`/profile/${tom.user.id}`);

    // The session, as a member runs it: the summary saves it, unlocks the circle and says so.
    await apiAs(nina, '/enrollments', { method: 'POST', body: { program_id: workout.programId } });
    await page.goto(`/session/${workout.sessionId}`);
    await page.getByRole('button', { name: "Passer l'exercice" }).click();
    await page.getByRole('button', { name: "Passer l'exercice" }).click();
    await page.getByRole('button', { name: 'Voir le résumé' }).click();
    await page.getByRole('heading', { name: 'Cercle débloqué !' }).waitFor();
    await page.getByText('Série : 1 jour').waitFor();
    const [saved] = await apiAs<{ id: number }[]>(nina, `/completions/user/${nina.user.id}`);
    expect(await page.getByRole('link', { name: 'Partager ma carte' }).getAttribute('href')).toBe(
      `/share?sessionId=${saved?.id}`,
    );
    await page.getByRole('link', { name: 'Voir mon cercle' }).click();
    await page.waitForURL('**/feed');

    const feed = page.getByRole('list', { name: 'Activité de mes amis' });
    const tomEvent = feed.getByRole('article', { name: 'Tom Faure : A terminé « Session principale »' });
    await tomEvent.waitFor();
    await tomEvent.getByText('41 min').waitFor();
    await tomEvent.getByText("À l'instant").waitFor();
    expect(await page.getByText(LOCKED_TEXT).count()).toBe(0);
    await tomEvent.getByRole('button', { name: 'Bravo (0)' }).click();
    await tomEvent.getByRole('button', { name: 'Bravo (1)', pressed: true }).waitFor();
    await snap(page, 'feed-unlocked-desktop', true);

    const tomFeed = await apiAs<{
      feed: { user_id: number; message: string; reactions: { counts: Record<string, number> } }[];
    }>(tom, '/social/feed');
    // Nina's session reached her friend's feed, under its own title.
    const ninaEvents = tomFeed.feed.filter((event) => event.user_id === nina.user.id);
    expect(ninaEvents.map((event) => event.message)).toContain('A terminé « Session principale »');
    const ninaFeed = await apiAs<{
      feed: { user_id: number; message: string; reactions: { counts: Record<string, number> } }[];
    }>(nina, '/social/feed');
    const tomSession = ninaFeed.feed.find(
      (event) => event.user_id === tom.user.id && event.message === 'A terminé « Session principale »',
    );
    expect(tomSession?.reactions.counts['👏']).toBe(1);

    // Pressing it again takes the reaction back.
    await tomEvent.getByRole('button', { name: 'Bravo (1)' }).click();
    await tomEvent.getByRole('button', { name: 'Bravo (0)', pressed: false }).waitFor();
    await context.close();
  }, 90_000);

  it('le feed charge 50 activités, puis la suite en défilant, jusqu’à « Vous êtes à jour ! »', async () => {
    const [eva, max] = await Promise.all([registerViaApi('Éva', 'Blanc'), registerViaApi('Max', 'Henry')]);
    await befriend(eva, max);
    const workout = await createWorkout(max);
    await apiAs(max, '/enrollments', { method: 'POST', body: { program_id: workout.programId } });
    // 55 sessions of Max today, each unlocking: 55 « A terminé » events, on top of his programme start.
    for (let index = 0; index < 55; index += 1) {
      const completion = await apiAs<{ id: number }>(max, '/completions', {
        method: 'POST',
        body: { program_id: workout.programId, session_id: workout.sessionId, duration_minutes: 10 + index },
      });
      await apiAs(max, '/social/feed/unlock', {
        method: 'POST',
        body: { sessionCompletionId: completion.id },
      });
    }
    await trainToday(eva, await createWorkout(eva));
    const firstPage = await apiAs<{ feed: unknown[]; next_before: string | null }>(
      eva,
      '/social/feed?limit=50',
    );
    expect(firstPage.feed).toHaveLength(50);
    expect(firstPage.next_before).not.toBeNull();

    const { context, page } = await newPage(browser, MOBILE);
    await signIn(page, eva);
    await page.goto('/feed');
    const feed = page.getByRole('list', { name: 'Activité de mes amis' });
    await feed.getByRole('article').first().waitFor();
    expect(await feed.getByRole('article').count()).toBe(50);
    expect(await page.getByText('Vous êtes à jour !').count()).toBe(0);
    await feed.getByRole('article').last().scrollIntoViewIfNeeded();
    await page.getByText('Vous êtes à jour !').waitFor();
    const all = await feed.getByRole('article').count();
    expect(all).toBeGreaterThan(55);
    expect(await feed.getByRole('article', { name: /^Max Henry : A terminé/ }).count()).toBe(55);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
    await context.close();
  }, 120_000);

  it('la carte du jour se télécharge en PNG de 1080 × 1920', async () => {
    const zoe = await registerViaApi('Zoé', 'Marchand');
    const workout = await createWorkout(zoe);
    await trainToday(zoe, workout);
    const { context, page } = await newPage(browser, MOBILE);
    await signIn(page, zoe);
    await page.goto('/share');
    await page.getByRole('heading', { name: 'Carte du jour', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Générer la carte' }).click();
    await page.getByRole('button', { name: 'Télécharger' }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Télécharger' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^elan-carte-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}\.png$/);
    const path = await download.path();
    expect(pngSize(await readFile(path))).toEqual({ width: 1080, height: 1920 });

    await page.getByRole('button', { name: 'Régénérer' }).click();
    await page.getByRole('button', { name: 'Générer la carte' }).waitFor();
    expect(await page.getByRole('link', { name: `/u/${zoe.user.username}` }).getAttribute('href')).toBe(
      `/u/${zoe.user.username}`,
    );
    await context.close();
  }, 60_000);

  it('le profil public, sans compte puis inscrit, et ses erreurs', async () => {
    const owner = await registerViaApi('Maëlle', 'Caron');
    const anonymous = await browser.newContext({ baseURL: baseUrl(), viewport: MOBILE, locale: 'fr-FR' });
    const page = await anonymous.newPage();
    await page.goto(`/u/${owner.user.username}`);
    await page.getByRole('heading', { name: 'Maëlle Caron', level: 1 }).waitFor();
    await page.getByText(`@${owner.user.username}`).waitFor();
    await page.getByText(`Membre depuis ${formatMonthYear(new Date())}`).waitFor();
    for (const label of ['Séances', 'Amis', 'Badges']) await page.getByText(label, { exact: true }).waitFor();
    expect(await page.getByRole('link', { name: 'Créer mon compte' }).getAttribute('href')).toBe(
      `/auth/signup?redirect=${encodeURIComponent(`/u/${owner.user.username}`)}`,
    );

    await page.getByRole('button', { name: 'Ajouter à mon cercle' }).click();
    await page.getByRole('heading', { name: 'Inscription' }).waitFor();
    await page.getByLabel('Prénom').fill('Sami');
    await page.getByLabel('Nom', { exact: true }).fill('Benali');
    await page.getByLabel('Email').fill(`sami.${Date.now()}@exemple.fr`);
    await page.getByLabel('Mot de passe').fill('motdepasse-solide');
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await page.waitForURL(`**/u/${owner.user.username}`);
    await page.getByRole('button', { name: 'Ajouter à mon cercle' }).click();
    await page.getByText('Demande envoyée !').waitFor();
    await page.getByText('Tu recevras une notification dès que ta demande sera acceptée.').waitFor();
    const pending = await apiAs<{ direction: string; status: string }[]>(owner, '/social/connections');
    expect(pending).toMatchObject([{ direction: 'incoming', status: 'pending' }]);

    await page.goto('/u/personne-nexiste-ici');
    await page.getByRole('heading', { name: 'Utilisateur introuvable', level: 1 }).waitFor();
    expect(await page.getByRole('link', { name: 'Retour au cercle' }).getAttribute('href')).toBe('/feed');

    // The owner makes the profile private from « Modifier »: the public page then refuses.
    const ownerPage = await newPage(browser, DESKTOP);
    await signIn(ownerPage.page, owner);
    await ownerPage.page.goto('/profile');
    await ownerPage.page.getByRole('button', { name: 'Modifier' }).click();
    await ownerPage.page.getByRole('switch', { name: /^Profil privé/ }).check();
    await ownerPage.page.getByRole('button', { name: 'Enregistrer' }).click();
    await ownerPage.page.getByText(TOAST_TEXTS.profileUpdated).waitFor();
    await ownerPage.context.close();
    await page.goto(`/u/${owner.user.username}`);
    await page.getByRole('heading', { name: 'Ce profil est privé', level: 1 }).waitFor();
    await page.getByText("Cet utilisateur n'existe pas ou son profil est privé.").waitFor();
    await anonymous.close();
  }, 60_000);

  it('le profil privé d’un inconnu : un état clair, une demande, puis tout son profil une fois amis', async () => {
    const owner = await registerViaApi('Inès', 'Morel');
    await apiAs(owner, `/users/${owner.user.id}`, { method: 'PUT', body: { is_private: true } });
    const stranger = await registerViaApi('Hugo', 'Lemoine');

    const mobile = await newPage(browser, MOBILE);
    await signIn(mobile.page, stranger);
    await mobile.page.goto(`/profile/${owner.user.id}`);
    await mobile.page.getByRole('heading', { name: 'Ce profil est privé', level: 1 }).waitFor();
    await mobile.page.getByRole('button', { name: 'Ajouter à mon cercle' }).waitFor();
    await snap(mobile.page, 'profil-prive-mobile');
    await mobile.context.close();

    const { context, page } = await newPage(browser, DESKTOP);
    await signIn(page, stranger);
    await page.goto(`/profile/${owner.user.id}`);
    await page.getByRole('heading', { name: 'Ce profil est privé', level: 1 }).waitFor();
    expect(await page.title()).toContain('Ce profil est privé');
    await snap(page, 'profil-prive-desktop', true);
    await page.getByRole('button', { name: 'Ajouter à mon cercle' }).click();
    await page.getByText('Demande envoyée !').waitFor();
    await page.getByText('Inès Morel doit l’accepter pour que tu voies son profil.').waitFor();
    await snap(page, 'profil-prive-demande-envoyee', true);
    // No error toast: a private profile is not a failure.
    expect(await page.getByRole('status').filter({ hasText: 'Erreur' }).count()).toBe(0);

    const [request] = await apiAs<{ id: number }[]>(owner, '/social/connections');
    await apiAs(owner, `/social/connections/${request!.id}/accept`, { method: 'POST' });
    await page.reload();
    await page.getByRole('heading', { name: 'Inès Morel', level: 1 }).waitFor();
    await context.close();
  }, 90_000);
});
