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

/**
 * Issue 31, after the session: the member's own completion says what changes next time, a stall
 * proposes a lighter load in one tap, and the exercise page shows the targets beside the 1RM chart.
 */
const NB = '\u00a0';
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/** A programme of one session whose squat follows a double progression (3 × 8–12, +2,5 kg), joined. */
async function squatProgramme(member: Member) {
  const catalogue = await apiAs<{ id: number; name: string }[]>(member, '/exercises');
  const squat = catalogue.find((exercise) => exercise.name === 'Squat');
  if (!squat) throw new Error('le catalogue n’a pas de Squat');
  const program = await apiAs<{ id: number }>(member, '/programs', {
    method: 'POST',
    body: { title: 'Force en double progression' },
  });
  await apiAs(member, `/programs/${program.id}/structure`, {
    method: 'PUT',
    body: {
      sessions: [
        {
          title: 'Jambes lourdes',
          exercises: [
            {
              exercise_id: squat.id,
              sets: 3,
              reps: 8,
              reps_max: 12,
              target_weight_kg: 60,
              progression: { type: 'double', increment_kg: 2.5 },
            },
          ],
        },
      ],
    },
  });
  const [session] = await apiAs<{ id: number }[]>(member, `/sessions?program_id=${program.id}`);
  if (!session) throw new Error('le programme n’a pas de séance');
  await apiAs(member, '/enrollments', { method: 'POST', body: { program_id: program.id } });
  return { programId: program.id, sessionId: session.id, squatId: squat.id };
}

/** A completion of the session through the API: three work sets of squat. */
async function train(
  member: Member,
  ids: { programId: number; sessionId: number; squatId: number },
  weight: number,
  reps: number[],
) {
  return apiAs<{ id: number }>(member, '/completions', {
    method: 'POST',
    body: {
      program_id: ids.programId,
      session_id: ids.sessionId,
      duration_minutes: 40,
      sets: reps.map((count, index) => ({
        exercise_id: ids.squatId,
        set_number: index + 1,
        weight_kg: weight,
        reps: count,
      })),
    },
  });
}

const nextTime = (page: Page) => page.getByRole('region', { name: 'La prochaine fois' });

describe('Après la séance (issue 31)', () => {
  it('3 × 12 à 60 kg : la séance réalisée annonce 62,5 kg, la page de l’exercice montre les cibles', async () => {
    const member = await registerViaApi('Inès', 'Marchand');
    const ids = await squatProgramme(member);
    const done = await train(member, ids, 60, [12, 12, 12]);
    const { context, page } = await newPage(browser, MOBILE);
    await signIn(page, member);

    await page.goto(`/completion/${done.id}`);
    await nextTime(page).waitFor();
    expect(await nextTime(page).getByRole('listitem').allTextContents()).toEqual([
      `Prochaine séance${NB}: Squat 62,5${NB}kg`,
    ]);
    await snap(page, 'progression-completion-390-light', true);

    await page.goto(`/exercises/${ids.squatId}`);
    const targets = page.getByRole('region', { name: 'Charges cibles' });
    await targets.waitFor();
    const row = targets.getByRole('row').nth(1);
    expect(await row.getByRole('cell').allTextContents()).toEqual([
      expect.stringMatching(/\d{4}$/),
      `60${NB}kg`,
      `60${NB}kg`,
    ]);
    expect(await targets.textContent()).toContain(`Double progression +2,5${NB}kg`);
    await snap(page, 'progression-exercise-390-light', true);
    await context.close();
  });

  it('trois séances sans progrès : la suggestion −10 % ne s’applique qu’au toucher de « Appliquer »', async () => {
    const member = await registerViaApi('Hugo', 'Lemaire');
    const ids = await squatProgramme(member);
    await train(member, ids, 60, [12, 12, 12]);
    await train(member, ids, 62.5, [12, 10, 9]);
    await train(member, ids, 62.5, [12, 11, 9]);
    const last = await train(member, ids, 62.5, [12, 11, 10]);
    const { context, page } = await newPage(browser, MOBILE);
    await signIn(page, member);

    await page.goto(`/completion/${last.id}`);
    const card = nextTime(page);
    await card.getByText(`3 séances sans progrès sur Squat${NB}: repartir à 55${NB}kg${NB}?`).waitFor();
    // Nothing applied yet: the target stays what the rule says.
    expect(await card.getByRole('listitem').count()).toBe(0);
    await snap(page, 'progression-stall-390-light', true);

    await card.getByRole('button', { name: 'Appliquer' }).click();
    await card.getByText(`Prochaine séance${NB}: Squat 55${NB}kg`).waitFor();
    const [target] = await apiAs<{ target_weight_kg: number; reason: string }[]>(
      member,
      `/sessions/${ids.sessionId}/targets`,
    );
    expect(target).toMatchObject({ target_weight_kg: 55, reason: `Décharge proposée${NB}: −10${NB}%` });
    await context.close();
  });

  it('clair et sombre, téléphone et bureau : la carte et les cibles se lisent, pas de « Décharge » hors semaine de décharge', async () => {
    const member = await registerViaApi('Nora', 'Vidal');
    const ids = await squatProgramme(member);
    await train(member, ids, 57.5, [12, 12, 12]);
    const done = await train(member, ids, 60, [12, 12, 12]);
    for (const [viewport, size] of [
      [MOBILE, '390'],
      [DESKTOP, '1280'],
    ] as const)
      for (const scheme of ['light', 'dark'] as const) {
        const { context, page } = await newPage(browser, viewport, scheme);
        await signIn(page, member);
        await page.goto(`/completion/${done.id}`);
        await nextTime(page).waitFor();
        await snap(page, `progression-completion-${size}-${scheme}`, true);
        await page.goto('/dashboard');
        await page.getByRole('link', { name: 'Commencer' }).first().waitFor();
        expect(await page.getByText('Décharge', { exact: true }).count()).toBe(0);
        await snap(page, `progression-dashboard-${size}-${scheme}`);
        await page.goto(`/exercises/${ids.squatId}`);
        await page.getByRole('region', { name: 'Charges cibles' }).waitFor();
        await snap(page, `progression-exercise-${size}-${scheme}`, true);
        await context.close();
      }
  });
});
