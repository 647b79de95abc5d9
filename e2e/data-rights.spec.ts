import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  snap,
} from './fixtures.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/**
 * The names in a ZIP's central directory (the root workspace has no unzip library, and this is all
 * the test needs): the end record gives the count and offset, each header its name.
 */
function entryNames(bytes: Buffer): string[] {
  const end = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('pas une archive ZIP');
  let at = bytes.readUInt32LE(end + 16);
  return Array.from({ length: bytes.readUInt16LE(end + 10) }, () => {
    const nameLength = bytes.readUInt16LE(at + 28);
    const name = bytes.toString('utf8', at + 46, at + 46 + nameLength);
    at += 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
    return name;
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
      const names = entryNames(readFileSync(await download.path()));
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
