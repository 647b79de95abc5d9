import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiAs,
  DESKTOP,
  launchBrowser,
  type Member,
  MOBILE,
  newPage,
  registerViaApi,
  signIn,
  snap,
} from './fixtures.ts';

type Exercise = { id: number; name: string };

const REASON = /\+2,5\skg\s:\s3\s×\s12 atteint la dernière fois/;

/**
 * A programme whose squat follows a double progression (8–12 reps, +2,5 kg), done once at the top
 * of the range: 3 × 12 at 60 kg. Its session, ready for the day's targets.
 */
async function squatDoneAtTheTop(member: Member): Promise<{ sessionId: number }> {
  const found = await apiAs<Exercise[]>(member, '/exercises?q=squat');
  const squat = found.find((item) => item.name === 'Squat');
  if (!squat) throw new Error('le catalogue n’a pas de squat');
  const program = await apiAs<{ id: number }>(member, '/programs', {
    method: 'POST',
    body: { title: 'Force en double progression', exercises: [{ exercise_id: squat.id }] },
  });
  const [first] = await apiAs<{ id: number }[]>(member, `/sessions?program_id=${program.id}`);
  if (!first) throw new Error('le programme n’a pas de séance');
  await apiAs(member, `/programs/${program.id}/structure`, {
    method: 'PUT',
    body: {
      sessions: [
        {
          id: first.id,
          title: 'Jambes lourdes',
          day_number: 1,
          exercises: [
            {
              exercise_id: squat.id,
              sets: 3,
              reps: 8,
              reps_max: 12,
              rest_time_sec: 120,
              progression: { type: 'double', increment_kg: 2.5 },
            },
          ],
        },
      ],
    },
  });
  await apiAs(member, '/completions', {
    method: 'POST',
    body: {
      program_id: program.id,
      session_id: first.id,
      duration_minutes: 40,
      sets: [1, 2, 3].map((set_number) => ({
        exercise_id: squat.id,
        set_number,
        reps: 12,
        weight_kg: 60,
      })),
    },
  });
  return { sessionId: first.id };
}

async function openPlayer(page: Page, sessionId: number, path = 'session') {
  await page.goto(`/${path}/${sessionId}`);
  await page.getByRole('heading', { level: 2, name: 'Squat' }).waitFor();
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('les objectifs du jour dans le lecteur (issue 31)', () => {
  it('sur un téléphone : 3 × 12 à 60 kg la dernière fois, 62,5 kg pré-remplis avec la raison ; « Échauffement » ajoute la rampe', async () => {
    const member = await registerViaApi('Maël', 'Garnier');
    const { sessionId } = await squatDoneAtTheTop(member);

    const { context, page } = await newPage(browser, MOBILE);
    await signIn(page, member);
    await openPlayer(page, sessionId);
    await page.getByText(REASON).first().waitFor();
    expect(await page.getByLabel('Charge en kg, série 1').inputValue()).toBe('62,5');
    expect(await page.getByLabel('Répétitions faites, série 1').inputValue()).toBe('8');
    expect(await page.getByLabel('Charge en kg, série 3').inputValue()).toBe('62,5');
    await snap(page, 'mobile-player-targets', true);

    // One tap: the ramp before the first work set, bar × 10 first; then the button goes away.
    await page.getByRole('button', { name: /^Échauffement/ }).click();
    await page.getByLabel('Charge en kg, série 7').waitFor();
    expect(await page.getByLabel('Charge en kg, série 1').inputValue()).toBe('20');
    expect(await page.getByLabel('Répétitions faites, série 1').inputValue()).toBe('10');
    expect(await page.getByLabel('Charge en kg, série 4').inputValue()).toBe('52,5');
    expect(await page.getByLabel('Charge en kg, série 5').inputValue()).toBe('62,5');
    expect(await page.getByRole('button', { name: /^Échauffement/ }).count()).toBe(0);
    await page.getByText('0/7\u00a0séries').first().waitFor();
    await snap(page, 'mobile-player-warmup', true);

    // The member changes a value: what they did is what is logged, the target only prefilled it.
    await page.getByLabel('Charge en kg, série 1').fill('25');
    await page.getByRole('button', { name: 'Valider la série 1' }).click();
    await page.getByRole('timer').waitFor();
    await page.reload();
    await page.getByText(REASON).first().waitFor();
    expect(await page.getByLabel('Charge en kg, série 1').inputValue()).toBe('25');
    expect(await page.getByRole('button', { name: /^Échauffement/ }).count()).toBe(0);

    // The linear player prefills and explains the same.
    await openPlayer(page, sessionId, 'session-old');
    await page.getByText(REASON).first().waitFor();
    expect(await page.getByLabel('Charge en kg, série 1').inputValue()).toBe('62,5');
    await page.getByRole('button', { name: /^Échauffement/ }).click();
    expect(await page.getByLabel('Charge en kg, série 1').inputValue()).toBe('20');
    await page.getByText('Série 1/7').waitFor();
    await context.close();
  });

  it('le lecteur clair et sombre, téléphone et ordinateur', async () => {
    const member = await registerViaApi('Lina', 'Perrin');
    const { sessionId } = await squatDoneAtTheTop(member);
    for (const [viewport, name] of [
      [MOBILE, 'mobile'],
      [DESKTOP, 'desktop'],
    ] as const) {
      for (const scheme of ['light', 'dark'] as const) {
        const { context, page } = await newPage(browser, viewport, scheme);
        await signIn(page, member);
        await openPlayer(page, sessionId);
        await page.getByText(REASON).first().waitFor();
        await snap(page, `${name}-player-targets-${scheme}`);
        await openPlayer(page, sessionId, 'session-old');
        await page.getByText(REASON).first().waitFor();
        await snap(page, `${name}-linear-player-targets-${scheme}`);
        await context.close();
      }
    }
  });
});
