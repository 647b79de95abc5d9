import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, launchBrowser, MOBILE, newPage, registerViaApi, signIn } from './fixtures.ts';

type Exercise = { id: number; name: string };
type CompletionDetail = { sets: { set_number: number; status: string; duration_seconds: number | null }[] };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('séries chronométrées (issue 13)', () => {
  it('une séance d’intervalles 2 × 3 s / 2 s va seule jusqu’à « Bien joué » après « Démarrer »', async () => {
    const member = await registerViaApi('Yanis', 'Perret');
    const [plank] = await apiAs<Exercise[]>(member, '/exercises?q=Gainage');
    if (!plank) throw new Error('le catalogue n’a pas de gainage');
    const program = await apiAs<{ id: number }>(member, '/programs', {
      method: 'POST',
      body: { title: 'Intervalles express', exercises: [{ exercise_id: plank.id }] },
    });
    const session = await apiAs<{ id: number }>(member, '/sessions', {
      method: 'POST',
      body: { program_id: program.id, title: 'Mini Tabata' },
    });
    await apiAs(member, '/session-exercises', {
      method: 'POST',
      body: {
        session_id: session.id,
        exercise_id: plank.id,
        sets: 2,
        reps: 1,
        rest_time_sec: 2,
        duration_seconds: 3,
      },
    });

    const { context, page } = await newPage(browser, MOBILE);
    await signIn(page, member);
    await page.goto(`/session/${session.id}`);
    await page.getByRole('heading', { name: 'Mini Tabata', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Démarrer la série 1 · 3 s' }).click();
    await page.getByRole('heading', { name: 'Effort', level: 2 }).waitFor();
    const timer = page.getByRole('timer');
    expect(await timer.textContent()).toMatch(/0:0[1-3]$/);
    // Work, rest, work: no click until the end.
    await page.getByRole('heading', { name: 'Repos', level: 2 }).waitFor({ timeout: 6_000 });
    await page.getByRole('heading', { name: 'Effort', level: 2 }).waitFor({ timeout: 5_000 });
    await page.getByRole('heading', { name: 'Bien joué', exact: true }).waitFor({ timeout: 8_000 });
    await page.getByText('2/2 séries').waitFor();

    await page.getByRole('button', { name: 'Voir le résumé' }).click();
    await page.getByText('Séance enregistrée').waitFor();
    const [saved] = await apiAs<{ id: number }[]>(member, `/completions/user/${member.user.id}`);
    if (!saved) throw new Error('aucune séance enregistrée');
    const detail = await apiAs<CompletionDetail>(member, `/completions/${saved.id}`);
    expect(detail.sets.map((set) => [set.set_number, set.status, set.duration_seconds])).toEqual([
      [1, 'done', 3],
      [2, 'done', 3],
    ]);
    await context.close();
  });
});
