import { FEELING_EMOJIS, type Feeling, MESSAGES, TOAST_TEXTS } from '@elan/domain';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, launchBrowser, type Member, MOBILE, newPage, registerViaApi, signIn } from './fixtures.ts';

/** The first badge of the catalogue: one session completed. */
const FIRST_BADGE = 'Premier pas';

/** A programme of one session (« Session principale »), made through the API. */
async function createProgramWithSession(member: Member, title: string) {
  const program = await apiAs<{ id: number }>(member, '/programs', {
    method: 'POST',
    body: {
      title,
      description: 'Un programme pour le parcours des badges.',
      goal: 'Prendre le rythme',
      difficulty_level: 'beginner',
      duration_weeks: 4,
      exercises: [{ exercise_id: 1 }],
    },
  });
  const sessions = await apiAs<{ id: number }[]>(member, `/sessions?program_id=${program.id}`);
  const session = sessions[0];
  if (!session) throw new Error('le programme n’a pas de session');
  return { programId: program.id, sessionId: session.id };
}

/** What the player saves at the end of a session (the player itself is tested elsewhere). */
function completeSession(
  member: Member,
  ids: { programId: number; sessionId: number },
  extra: { feeling?: Feeling; duration_minutes?: number } = {},
) {
  return apiAs<{ id: number }>(member, '/completions', {
    method: 'POST',
    body: {
      program_id: ids.programId,
      session_id: ids.sessionId,
      duration_minutes: extra.duration_minutes ?? 20,
      ...(extra.feeling ? { feeling: extra.feeling } : {}),
    },
  });
}

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('parcours badges et profils', () => {
  it('une première séance rapporte « Premier pas », visible au dashboard et sur le profil', async () => {
    const member = await registerViaApi('Léa', 'Fontaine');
    const ids = await createProgramWithSession(member, 'Réveil tonique');
    await completeSession(member, ids);

    const { context, page } = await newPage(browser);
    await signIn(page, member);
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Bonjour, Léa 👋', level: 1 }).waitFor();

    const stats = page.getByRole('region', { name: 'Statistiques' });
    // The number and its unit are held together by a no-break space.
    await stats.getByText(/^1\u00A0jour\(s\)$/).waitFor();
    const recentBadges = page.getByRole('region', { name: 'Badges récents' });
    await recentBadges.getByText(FIRST_BADGE, { exact: true }).waitFor();

    // 'Voir mes badges' leads to the profile, where the badge is among the unlocked ones.
    await recentBadges.getByRole('link', { name: 'Voir mes badges' }).click();
    await page.getByRole('heading', { name: 'Mon Profil', level: 1 }).waitFor();
    const badgesTab = page.getByRole('tab', { name: 'Tous les Badges' });
    await badgesTab.click();
    expect(await badgesTab.getAttribute('aria-selected')).toBe('true');
    const unlocked = page.getByRole('region', { name: /^Badges Débloqués \(\d+\)$/ });
    await unlocked.getByText(FIRST_BADGE, { exact: true }).waitFor();
    expect(await page.getByRole('heading', { name: /^Badges à Débloquer \(\d+\)$/ }).count()).toBe(1);
    await context.close();
  });

  it('le profil d’un autre membre montre 3 séances, puis « Voir plus (2 autres) » et « Voir moins »', async () => {
    const [visitor, athlete] = await Promise.all([
      registerViaApi('Nora', 'Benali'),
      registerViaApi('Hugo', 'Lambert'),
    ]);
    const ids = await createProgramWithSession(athlete, 'Cardio du midi');
    const feelings: Feeling[] = ['okay', 'good', 'bad', 'excellent', 'terrible'];
    for (const [index, feeling] of feelings.entries()) {
      // One at a time, so « newest first » has one answer.
      await completeSession(athlete, ids, { feeling, duration_minutes: 20 + index });
    }

    const { context, page } = await newPage(browser, MOBILE);
    await signIn(page, visitor);
    await page.goto(`/profile/${athlete.user.id}`);
    await page.getByRole('heading', { name: 'Hugo Lambert', level: 1 }).waitFor();

    const sessions = page.getByRole('region', { name: 'Dernières séances' });
    const rows = sessions.getByRole('listitem');
    await sessions.getByRole('button', { name: 'Voir plus (2 autres)' }).waitFor();
    expect(await rows.count()).toBe(3);
    // Newest first: the last one saved (24 min, « terrible ») leads.
    expect(await rows.first().textContent()).toContain('24\u00A0min');
    expect(await rows.first().textContent()).toContain(FEELING_EMOJIS.terrible);

    await sessions.getByRole('button', { name: 'Voir plus (2 autres)' }).click();
    await sessions.getByRole('button', { name: 'Voir moins' }).waitFor();
    expect(await rows.count()).toBe(5);
    expect(await rows.last().textContent()).toContain('20\u00A0min');

    await sessions.getByRole('button', { name: 'Voir moins' }).click();
    await sessions.getByRole('button', { name: 'Voir plus (2 autres)' }).waitFor();
    expect(await rows.count()).toBe(3);

    // A session opens its completion page.
    const firstLink = rows.first().getByRole('link');
    expect(await firstLink.getAttribute('href')).toMatch(/^\/completion\/\d+$/);
    await context.close();
  });
  it('l’objectif de la semaine se fixe au dashboard, dans ses bornes, et se dit atteint', async () => {
    const member = await registerViaApi('Yanis', 'Girard');
    await completeSession(member, await createProgramWithSession(member, 'Mobilité du soir'));

    const { context, page } = await newPage(browser, MOBILE);
    await signIn(page, member);
    await page.goto('/dashboard');
    const goalCard = page.getByRole('region', { name: 'Objectif de la semaine' });
    // Issue 29: with no goal, chips first; the form is behind « Autre objectif… ».
    await goalCard.getByRole('button', { name: 'Autre objectif…' }).click();
    const target = goalCard.getByLabel('Objectif (séances)');
    await target.waitFor();

    await target.fill('15');
    await goalCard.getByRole('button', { name: "Enregistrer l'objectif" }).click();
    await goalCard.getByText('L’objectif doit être compris entre 1 et 14 séances').waitFor();
    expect(await target.getAttribute('aria-invalid')).toBe('true');

    await goalCard.getByLabel("Type d'objectif").selectOption('minutes');
    await goalCard.getByLabel('Objectif (minutes)').fill('20');
    await goalCard.getByRole('button', { name: "Enregistrer l'objectif" }).click();
    await page.getByText('Objectif hebdomadaire enregistré 🎯').waitFor();
    await goalCard.getByText('Objectif atteint 🎉').waitFor();
    await goalCard
      .getByRole('progressbar', { name: 'Objectif de la semaine : 20\u00A0/\u00A020\u00A0minutes' })
      .waitFor();
    await context.close();
  });

  it('le profil se modifie (Annuler restaure, un email pris est refusé) et ses onglets suivent le clavier', async () => {
    const [member, other] = await Promise.all([
      registerViaApi('Jade', 'Roux'),
      registerViaApi('Tom', 'Petit'),
    ]);
    const { context, page } = await newPage(browser);
    await signIn(page, member);
    await page.goto('/profile');
    await page.getByRole('heading', { name: 'Jade Roux' }).waitFor();

    // Arrow keys move between the tabs and select them.
    const overviewTab = page.getByRole('tab', { name: "Vue d'ensemble" });
    await overviewTab.focus();
    await page.keyboard.press('ArrowRight');
    const bodyTab = page.getByRole('tab', { name: 'Composition Corporelle' });
    expect(await bodyTab.getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('ArrowRight');
    const badgesTab = page.getByRole('tab', { name: 'Tous les Badges' });
    expect(await badgesTab.getAttribute('aria-selected')).toBe('true');
    expect(await badgesTab.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.getByRole('heading', { name: 'Badges Débloqués (0)' }).waitFor();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.getByRole('heading', { name: 'Mes Programmes' }).waitFor();

    await page.getByRole('button', { name: 'Modifier' }).click();
    await page.getByLabel('Prénom').fill('Jeanne');
    await page.getByRole('button', { name: 'Annuler' }).click();
    await page.getByRole('heading', { name: 'Jade Roux' }).waitFor();
    await page.getByRole('button', { name: 'Modifier' }).click();
    expect(await page.getByLabel('Prénom').inputValue()).toBe('Jade');

    // Issue 15: a new e-mail asks for the current password first.
    await page.getByLabel('Email').fill(other.email);
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText(MESSAGES.currentPasswordRequired).waitFor();
    await page.getByLabel('Mot de passe actuel').fill(member.password);
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText(MESSAGES.emailTaken).waitFor();

    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Prénom').fill('Jeanne');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText(TOAST_TEXTS.profileUpdated).waitFor();
    // Spec: the page reloads 1.5 s after the save, with the new name everywhere.
    await page.waitForEvent('load', { timeout: 5000 });
    await page.getByRole('heading', { name: 'Jeanne Roux' }).waitFor();
    await context.close();
  });
});
