import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, launchBrowser, newPage, registerViaApi, signIn } from './fixtures.ts';

type Completion = { id: number; program_id: number | null; session_title: string; program_title: string };
type CompletionDetail = {
  sets: { exercise_name: string; set_number: number; reps: number | null; status: string }[];
};

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/** « Ajouter un exercice », a search without its accents, then the catalogue row. */
async function addExercise(page: Page, search: string, row: string) {
  await page.getByRole('button', { name: 'Ajouter un exercice' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Ajouter un exercice' });
  await dialog.getByLabel('Rechercher un exercice').fill(search);
  await dialog.getByRole('button', { name: row, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('séance libre (issue 13)', () => {
  it('depuis le tableau de bord, deux exercices ajoutés, enregistrée sans programme et affichée', async () => {
    const member = await registerViaApi('Maëlle', 'Garnier');
    const { context, page } = await newPage(browser);
    await signIn(page, member);
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Séance libre' }).click();
    await page.waitForURL('**/free-workout');
    await page.getByRole('heading', { name: 'Ta séance, tes exercices' }).waitFor();
    await page.getByLabel('Nom de la séance (facultatif)').fill('Haut du corps maison');

    await addExercise(page, 'pompes', 'Pompes Pectoraux');
    await page.getByRole('heading', { name: 'Pompes', level: 2 }).waitFor();
    await page.getByLabel('Répétitions faites, série 1').fill('12');
    await page.getByRole('button', { name: 'Valider la série 1' }).click();
    await page.getByRole('button', { name: 'Passer le repos' }).click();
    await page.getByRole('button', { name: "Passer l'exercice" }).click();

    await addExercise(page, 'gainage lateral', 'Gainage latéral Obliques');
    await page.getByRole('heading', { name: 'Gainage latéral', level: 2 }).waitFor();
    await page.getByRole('button', { name: 'Valider la série 1' }).click();
    await page.getByRole('button', { name: 'Terminer la séance' }).click();
    await page.getByRole('heading', { name: 'Bien joué', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Voir le résumé' }).click();
    await page.getByText('Séance enregistrée').waitFor();

    const [saved, ...others] = await apiAs<Completion[]>(member, `/completions/user/${member.user.id}`);
    expect(others).toEqual([]);
    expect(saved).toMatchObject({
      program_id: null,
      session_title: 'Haut du corps maison',
      program_title: 'Séance libre',
    });
    const detail = await apiAs<CompletionDetail>(member, `/completions/${saved?.id}`);
    expect(detail.sets.map((set) => [set.exercise_name, set.set_number, set.reps, set.status])).toEqual([
      ['Pompes', 1, 12, 'done'],
      ['Pompes', 2, null, 'skipped'],
      ['Pompes', 3, null, 'skipped'],
      ['Gainage latéral', 1, 10, 'done'],
      ['Gainage latéral', 2, null, 'skipped'],
      ['Gainage latéral', 3, null, 'skipped'],
    ]);

    await page.goto('/dashboard');
    const activity = page.getByRole('link', { name: /Haut du corps maison/ });
    await activity.waitFor();
    expect(await activity.textContent()).toContain('Séance libre');
    await context.close();
  });
});
