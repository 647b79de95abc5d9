import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  DESKTOP,
  descriptionOf,
  launchBrowser,
  MOBILE,
  newPage,
  registerViaApi,
  signIn,
  snap,
} from './fixtures.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const meStatus = async (token: string) =>
  (await fetch(`${baseUrl()}/api/users/me`, { headers: { authorization: `Bearer ${token}` } })).status;

describe('changer le mot de passe sur /profile (issue 15)', () => {
  for (const [label, viewport] of [
    ['bureau', DESKTOP],
    ['téléphone', MOBILE],
  ] as const) {
    it(`refus en français, puis succès : le membre reste connecté avec le nouveau jeton (${label})`, async () => {
      const member = await registerViaApi('Margaux', 'Perrin');
      const { context, page } = await newPage(browser, viewport);
      await signIn(page, member);
      await page.goto('/profile');
      await page.getByRole('heading', { name: 'Mon Profil', level: 1 }).waitFor();
      await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
      const dialog = page.getByRole('dialog', { name: 'Changer le mot de passe' });
      await dialog.waitFor();
      await snap(page, `mot-de-passe-${label}`);

      const current = dialog.getByLabel('Mot de passe actuel');
      const next = dialog.getByLabel('Nouveau mot de passe');
      await current.fill('pas-le-bon-mot');
      await next.fill('un-secret-tout-neuf');
      await dialog.getByRole('button', { name: 'Changer le mot de passe' }).click();
      await dialog.getByText('Mot de passe actuel incorrect').waitFor();
      expect(await descriptionOf(current)).toEqual(['Mot de passe actuel incorrect']);

      await current.fill(member.password);
      // French ones too, said under the field (the hint stays).
      for (const common of ['superman', 'azertyuiop', 'motdepasse', 'azerty123']) {
        await next.fill(common);
        await dialog.getByRole('button', { name: 'Changer le mot de passe' }).click();
        await dialog.getByText('Ce mot de passe est trop courant').waitFor();
        expect(await descriptionOf(next), common).toEqual([
          '8 à 128 caractères, pas un mot de passe courant.',
          'Ce mot de passe est trop courant',
        ]);
      }

      await next.fill('un-secret-tout-neuf');
      await dialog.getByRole('button', { name: 'Changer le mot de passe' }).click();
      await page.getByText('Mot de passe modifié ✅').waitFor();
      await dialog.waitFor({ state: 'detached' });

      const token = await page.evaluate(() => localStorage.getItem('token'));
      expect(token).not.toBe(member.token);
      expect(await meStatus(member.token)).toBe(401);
      expect(await meStatus(token ?? '')).toBe(200);
      // Still signed in after a reload, with the new token.
      await page.reload();
      await page.getByRole('heading', { name: 'Mon Profil', level: 1 }).waitFor();
      expect(page.url()).toContain('/profile');
      await context.close();
    });
  }
});
