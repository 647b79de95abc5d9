import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminViaApi,
  baseUrl,
  DESKTOP,
  launchBrowser,
  type Member,
  MOBILE,
  newPage,
  registerViaApi,
  signIn,
  snap,
} from './fixtures.ts';

/** Issue 32: the admin space, on a phone first, as an admin uses it. */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

const login = (member: Member) =>
  fetch(`${baseUrl()}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: member.email, password: member.password }),
  });
const me = (token: string) =>
  fetch(`${baseUrl()}/api/users/me`, { headers: { authorization: `Bearer ${token}` } });

async function findMember(page: Page, search: string, name: string) {
  await page.getByLabel('Rechercher un membre').fill(search);
  const row = page.getByRole('list', { name: 'Membres' }).getByRole('listitem').filter({ hasText: name });
  await row.waitFor();
  return row;
}

describe('administration', () => {
  it('un admin trouve un membre, le fait coach, désactive puis réactive un autre compte', async () => {
    const admin = await adminViaApi();
    const marius = await registerViaApi('Marius', 'Promuvert');
    const denise = await registerViaApi('Denise', 'Pausevive');
    const { context, page } = await newPage(browser, MOBILE);
    await signIn(page, admin);
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Administration', level: 1 }).waitFor();
    await page.getByRole('region', { name: 'Chiffres de la semaine' }).getByText('Membres').waitFor();

    // Promote Marius to coach: the select asks first.
    const mariusRow = await findMember(page, 'promuvert', 'Marius Promuvert');
    await mariusRow.getByLabel('Rôle de Marius Promuvert').selectOption('coach');
    const roleDialog = page.getByRole('dialog', { name: 'Changer le rôle' });
    await roleDialog.getByText('Donner le rôle Coach à Marius Promuvert ?').waitFor();
    await snap(page, 'admin-confirmer-role-telephone');
    await roleDialog.getByRole('button', { name: 'Confirmer' }).click();
    await roleDialog.waitFor({ state: 'detached' });
    await mariusRow.locator('span', { hasText: /^Coach$/ }).waitFor();

    // Marius's own profile now wears the Coach chip.
    const signedIn = await login(marius);
    expect(signedIn.status).toBe(200);
    const session = ((await signedIn.json()) as { data: Pick<Member, 'token' | 'user'> }).data;
    const mariusPage = await newPage(browser, MOBILE);
    await signIn(mariusPage.page, { ...marius, ...session });
    await mariusPage.page.goto('/profile');
    await mariusPage.page.getByRole('heading', { name: 'Mon Profil', level: 1 }).waitFor();
    // The role chip of the profile's header (the menu now also has a « Coach » link for them).
    await mariusPage.page.getByRole('main').getByText('Coach', { exact: true }).waitFor();
    // Not an admin: no « Administration » in the menu, and /admin is not theirs.
    await mariusPage.page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    const menu = mariusPage.page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('link', { name: 'Profil' }).waitFor();
    expect(await menu.getByRole('link', { name: 'Administration' }).count()).toBe(0);
    await mariusPage.page.goto('/admin');
    await mariusPage.page.getByRole('heading', { name: 'Page réservée', level: 1 }).waitFor();
    await mariusPage.context.close();

    // Deactivate Denise: signed out at once, refused at sign-in; reactivated, she signs in again.
    const deniseRow = await findMember(page, 'Pausevive', 'Denise Pausevive');
    await deniseRow.getByRole('button', { name: 'Désactiver Denise Pausevive' }).click();
    const off = page.getByRole('dialog', { name: 'Désactiver le compte' });
    await off.getByRole('button', { name: 'Désactiver' }).click();
    await off.waitFor({ state: 'detached' });
    await deniseRow.locator('span', { hasText: /^Désactivé$/ }).waitFor();
    expect((await me(denise.token)).status).toBe(401);
    const refused = await login(denise);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toBe('Ce compte est désactivé');

    await deniseRow.getByRole('button', { name: 'Réactiver Denise Pausevive' }).click();
    const on = page.getByRole('dialog', { name: 'Réactiver le compte' });
    await on.getByRole('button', { name: 'Réactiver' }).click();
    await on.waitFor({ state: 'detached' });
    await deniseRow.locator('span', { hasText: /^Actif$/ }).waitFor();
    expect((await login(denise)).status).toBe(200);

    // The journal: newest first, who, what, on whom.
    await page.getByRole('tab', { name: 'Journal' }).click();
    const journal = page.getByRole('list', { name: 'Journal des actions' });
    await journal.getByRole('listitem').first().waitFor();
    const lines = await journal.getByRole('listitem').allTextContents();
    expect(lines[0]).toContain('Compte réactivé · Denise Pausevive');
    expect(lines[1]).toContain('Compte désactivé · Denise Pausevive');
    expect(lines[2]).toContain('Rôle modifié (Membre → Coach) · Marius Promuvert');
    expect(lines[0]).toContain('Ada Admin');
    await snap(page, 'admin-journal-telephone', true);
    await context.close();
  }, 120_000);

  it('le menu d’un admin mène à l’administration ; chaque onglet se lit en clair et en sombre, sur téléphone et ordinateur', async () => {
    const admin = await adminViaApi();
    for (const [name, viewport, scheme] of [
      ['ordinateur', DESKTOP, 'light'],
      ['telephone', MOBILE, 'light'],
      ['ordinateur-sombre', DESKTOP, 'dark'],
      ['telephone-sombre', MOBILE, 'dark'],
    ] as const) {
      const { context, page } = await newPage(browser, viewport, scheme);
      await signIn(page, admin);
      await page.goto('/dashboard');
      if (viewport === MOBILE) await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
      await page.getByRole('link', { name: 'Administration' }).click();
      await page.getByRole('heading', { name: 'Administration', level: 1 }).waitFor();
      await page.getByRole('list', { name: 'Membres' }).waitFor();
      await snap(page, `admin-membres-${name}`, true);
      await page.getByRole('tab', { name: 'Programmes' }).click();
      await page.getByRole('list', { name: 'Programmes publics' }).waitFor();
      await snap(page, `admin-programmes-${name}`, true);
      await page.getByRole('tab', { name: 'Journal' }).click();
      await page.getByRole('tabpanel').waitFor();
      await snap(page, `admin-journal-${name}`, true);
      await context.close();
    }
  }, 120_000);
});
