import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import {
  apiAs,
  baseUrl,
  createTwoExerciseWorkout,
  DESKTOP,
  launchBrowser,
  MOBILE,
  newPage,
  registerViaApi,
  signIn,
} from './fixtures.ts';

/** Screenshots for a person to look at (not compared): SCREENSHOTS=dir. */
const SCREENSHOTS = process.env.SCREENSHOTS;
async function snap(page: Page, name: string) {
  if (!SCREENSHOTS) return;
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${SCREENSHOTS}/${name}.png` });
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/** The names inside a ZIP file on disk, read as any unzip tool would. */
function entryNames(file: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    yauzl.open(file, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      const names: string[] = [];
      zip.on('entry', (entry: yauzl.Entry) => {
        names.push(entry.fileName);
        zip.readEntry();
      });
      zip.on('end', () => resolve(names));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

describe('« Mes données » sur /profile (issue 15)', () => {
  for (const [label, viewport] of [
    ['bureau', DESKTOP],
    ['téléphone', MOBILE],
  ] as const) {
    it(`télécharger ses données, supprimer son compte, ne plus pouvoir se connecter (${label})`, async () => {
      const member = await registerViaApi('Apolline', 'Garnier');
      const workout = await createTwoExerciseWorkout(member, {
        title: 'Gainage du matin',
        description: 'Court et régulier',
        goal: 'Tenir',
        difficulty_level: 'beginner',
      });
      await apiAs(member, '/completions', {
        method: 'POST',
        body: { program_id: workout.programId, session_id: workout.sessionId, duration_minutes: 20 },
      });
      const { context, page } = await newPage(browser, viewport);
      await signIn(page, member);
      await page.goto('/profile');
      const section = page.getByRole('region', { name: 'Mes données' });
      await section.waitFor();
      await section.scrollIntoViewIfNeeded();
      await snap(page, `mes-donnees-${label}`);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        section.getByRole('button', { name: 'Télécharger mes données' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(
        /^elan-export-apolline\.garnier\d*-\d{4}-\d{2}-\d{2}\.zip$/,
      );
      const names = await entryNames(await download.path());
      expect(names).toEqual(
        expect.arrayContaining(['manifest.json', 'profile.json', 'completions.json', 'programs.json']),
      );

      await section.getByRole('button', { name: 'Supprimer mon compte' }).click();
      const dialog = page.getByRole('dialog', { name: 'Supprimer mon compte' });
      await dialog.waitFor();
      await dialog.getByLabel('Mot de passe').fill('pas-le-bon-mot');
      await dialog.getByRole('button', { name: 'Supprimer définitivement' }).click();
      await page.getByText('Mot de passe incorrect').waitFor();
      await snap(page, `supprimer-mon-compte-${label}`);

      await dialog.getByLabel('Mot de passe').fill(member.password);
      await dialog.getByRole('button', { name: 'Supprimer définitivement' }).click();
      await page.waitForURL('**/login');
      await page.getByText('Ton compte et toutes tes données ont été supprimés').waitFor();
      const me = await fetch(`${baseUrl()}/api/users/me`, {
        headers: { authorization: `Bearer ${member.token}` },
      });
      expect(me.status).toBe(401);

      await page.getByLabel('Email').fill(member.email);
      await page.getByLabel('Mot de passe').fill(member.password);
      await page.getByRole('button', { name: 'Connexion', exact: true }).click();
      await page.getByRole('alert').filter({ hasText: 'Email ou mot de passe incorrect' }).waitFor();
      expect(page.url()).toContain('/login');
      await context.close();
    });
  }
});
