import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, baseUrl, launchBrowser, newPage, registerViaApi, signIn } from './fixtures.ts';

/** A Paris calendar date `days` before today, as Strong writes it and as the preview shows it. */
function daysAgo(days: number): { csv: string; shown: string } {
  const date = new Date(Date.now() - days * 86_400_000);
  const iso = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(date);
  const shown = new Intl.DateTimeFormat('fr-FR', {
    timeZone: 'Europe/Paris',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(date);
  return { csv: iso, shown };
}

// Recent dates, so the year calendar and the exercise page show the imported history.
const PUSH = daysAgo(4);
const LEGS = daysAgo(2);
const STRONG = `Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
${PUSH.csv} 18:05:00,Push Strong,1h 5m,Bench Press (Barbell),W,40,10,0,0,,,
${PUSH.csv} 18:05:00,Push Strong,1h 5m,Bench Press (Barbell),1,80,5,0,0,,,8.5
${PUSH.csv} 18:05:00,Push Strong,1h 5m,Cable Crossover,1,15,12,0,0,,,
${LEGS.csv} 09:30:00,Legs Strong,45m,Squat (Barbell),1,100,5,0,0,,,
`;
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('import depuis Strong (issue 14)', () => {
  it('le profil mène à l’import ; aperçu, validation, les séances sur le tableau de bord, le calendrier et la fiche d’exercice', async () => {
    const member = await registerViaApi('Inès', 'Morel');
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'elan-import-')), 'strong.csv');
    writeFileSync(file, STRONG);
    const { context, page } = await newPage(browser);
    await signIn(page, member);
    await page.goto('/profile');
    await page.getByRole('link', { name: 'Importer ou exporter' }).click();
    await page.waitForURL('**/import');
    await page.getByRole('heading', { name: 'Importer mon historique' }).waitFor();

    await page.getByLabel('Fichier CSV exporté de Strong ou de Hevy').setInputFiles(file);
    await page.getByRole('button', { name: 'Analyser le fichier' }).click();
    const preview = page.getByRole('region', { name: "Aperçu de l'import Strong" });
    await preview.waitFor();
    expect(await preview.getByRole('definition').allInnerTexts()).toEqual([
      '2',
      '4',
      `du ${PUSH.shown} au ${LEGS.shown}`,
    ]);
    await preview.getByText('Bench Press (Barbell) → Développé couché').waitFor();
    await preview.getByText('Cable Crossover', { exact: true }).waitFor();

    await preview.getByRole('button', { name: 'Importer 2 séances' }).click();
    await page.waitForURL('**/dashboard');
    const recent = page.getByRole('region', { name: 'Activité récente' });
    await recent.getByText('Legs Strong').waitFor();
    await recent.getByText('Push Strong').waitFor();

    const list = await apiAs<{ session_title: string; program_id: number | null }[]>(
      member,
      `/completions/user/${member.user.id}`,
    );
    expect(list.map((row) => [row.session_title, row.program_id])).toEqual([
      ['Legs Strong', null],
      ['Push Strong', null],
    ]);

    // The year calendar counts the two imported days.
    await page.goto('/profile');
    await page.getByRole('img', { name: /^2\sséances sur 2\sjours, du / }).waitFor();

    // The exercise page charts and lists the imported bench session; its record ignores the warm-up.
    await page.goto('/exercises');
    await page.getByLabel('Rechercher un exercice').fill('developpe couche');
    await page.getByRole('link', { name: /^Développé couché\s*Pectoraux/ }).click();
    await page.getByRole('heading', { name: 'Développé couché', level: 1 }).waitFor();
    await page.getByRole('region', { name: 'Dernières séances' }).getByText('Push Strong').waitFor();
    await page.locator('.recharts-bar-rectangle').first().waitFor();
    const records = page.getByRole('region', { name: 'Records personnels' });
    await records.getByText(`80\u00A0kg, le ${PUSH.shown}`).waitFor();
    await context.close();
  });

  it('« Télécharger le CSV » rend l’historique au format de Strong : le fichier importé, à l’identique', async () => {
    const member = await registerViaApi('Jade', 'Leroy');
    const form = new FormData();
    form.append('file', new Blob([STRONG], { type: 'text/csv' }), 'strong.csv');
    const uploaded = await fetch(`${baseUrl()}/api/imports`, {
      method: 'POST',
      headers: { authorization: `Bearer ${member.token}` },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const { data: preview } = (await uploaded.json()) as { data: { id: string } };
    await apiAs(member, `/imports/${preview.id}/commit`, { method: 'POST' });

    const { context, page } = await newPage(browser);
    await signIn(page, member);
    await page.goto('/import');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Télécharger le CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('elan-historique.csv');
    expect(readFileSync(await download.path(), 'utf8')).toBe(STRONG);
    await context.close();
  });

  it('un fichier inconnu : message en français', async () => {
    const member = await registerViaApi('Hugo', 'Petit');
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'elan-import-')), 'autre.csv');
    writeFileSync(file, 'nom,poids\nA,1\n');
    const { context, page } = await newPage(browser);
    await signIn(page, member);
    await page.goto('/import');
    await page.getByLabel('Fichier CSV exporté de Strong ou de Hevy').setInputFiles(file);
    await page.getByRole('button', { name: 'Analyser le fichier' }).click();
    expect(await page.getByRole('alert').filter({ hasText: 'Format' }).innerText()).toBe(
      'Format de fichier non reconnu',
    );
    await context.close();
  });
});
