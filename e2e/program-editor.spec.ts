import { randomBytes } from 'node:crypto';
import { MESSAGES, TOAST_TEXTS } from '@elan/domain';
import type { Browser, Locator, Page } from 'playwright-core';
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
} from './fixtures.ts';

/** Issue 30: the programme editor, driven by the keyboard only (focus, type, Enter). */

/** A programme of one « Session principale » with Pompes, as the create modal makes it. */
async function createProgramViaApi(member: Member, title: string): Promise<{ id: number }> {
  const exercises = await apiAs<{ id: number; name: string }[]>(member, '/exercises');
  const pushUps = exercises.find((exercise) => exercise.name === 'Pompes');
  if (!pushUps) throw new Error('Pompes absent du catalogue');
  return apiAs<{ id: number }>(member, '/programs', {
    method: 'POST',
    body: {
      title,
      difficulty_level: 'beginner',
      duration_weeks: 4,
      exercises: [{ exercise_id: pushUps.id, sets: 3, reps: 10, rest_time_sec: 60 }],
    },
  });
}

async function press(target: Locator, key = 'Enter') {
  await target.focus();
  await target.page().keyboard.press(key);
}

async function typeInto(field: Locator, text: string) {
  await field.focus();
  await field.page().keyboard.press('ControlOrMeta+A');
  await field.page().keyboard.type(text);
}

const sessionRegion = (page: Page, position: number) =>
  page.getByRole('region', { name: `Séance ${position}`, exact: true });

/** Types in the session's catalogue filter and presses Enter: the first match joins the session. */
async function addExercise(session: Locator, name: string) {
  await typeInto(session.getByLabel('Filtrer le catalogue'), name);
  await session.page().keyboard.press('Enter');
  await session.getByRole('button', { name: `Retirer ${name}`, exact: true }).waitFor();
}

async function openEditor(page: Page, programId: number) {
  await page.goto(`/programs/${programId}/edit`);
  await page.getByRole('heading', { name: 'Modifier le programme', level: 1 }).waitFor();
}

async function save(page: Page) {
  await press(page.getByRole('button', { name: 'Enregistrer', exact: true }));
  await page.getByText(TOAST_TEXTS.programSaved).first().waitFor();
  await page.getByText('Tout est enregistré').waitFor();
}

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('éditeur de programme', () => {
  for (const [label, viewport] of [
    ['téléphone', MOBILE],
    ['bureau', DESKTOP],
  ] as const) {
    it(`construit au clavier trois séances avec un superset, enregistre, et tout est là après rechargement (${label})`, async () => {
      const member = await registerViaApi('Léa', 'Martin');
      const title = `Split maison ${randomBytes(3).toString('hex')}`;
      const { id } = await createProgramViaApi(member, title);
      const { context, page } = await newPage(browser, viewport);
      await signIn(page, member);
      await page.goto(`/programs/${id}`);
      await press(page.getByRole('link', { name: 'Modifier le programme' }));
      await page.getByRole('heading', { name: 'Modifier le programme', level: 1 }).waitFor();

      await typeInto(sessionRegion(page, 1).getByLabel('Nom de la séance'), 'Poussée');
      const addSession = page.getByRole('button', { name: 'Ajouter une séance' });
      await press(addSession);
      await typeInto(sessionRegion(page, 2).getByLabel('Nom de la séance'), 'Jambes');
      await sessionRegion(page, 2).getByLabel('Jour').selectOption({ label: 'Mercredi' });
      await addExercise(sessionRegion(page, 2), 'Squat');
      await press(addSession);
      const pull = sessionRegion(page, 3);
      await typeInto(pull.getByLabel('Nom de la séance'), 'Tirage');
      await pull.getByLabel('Jour').selectOption({ label: 'Vendredi' });
      await addExercise(pull, 'Rowing barre');
      await addExercise(pull, 'Face pull');
      await press(pull.getByRole('button', { name: 'Grouper Face pull avec Rowing barre' }));
      await pull.getByText('Superset A1', { exact: true }).waitFor();
      await pull.getByText('Superset A2', { exact: true }).waitFor();

      // A rep range the wrong way round is refused beside its field, before any request.
      const repsMin = pull.getByRole('spinbutton', { name: 'Répétitions (min) Rowing barre', exact: true });
      const repsMax = pull.getByRole('spinbutton', { name: 'Répétitions (max) Rowing barre', exact: true });
      await typeInto(repsMin, '8');
      await typeInto(repsMax, '6');
      await press(page.getByRole('button', { name: 'Enregistrer', exact: true }));
      await pull.getByText(MESSAGES.repsMaxBelowMin).waitFor();
      expect(await repsMax.getAttribute('aria-invalid')).toBe('true');
      expect(await repsMax.evaluate((input) => input === document.activeElement)).toBe(true);
      await typeInto(repsMax, '12');
      expect(await repsMax.getAttribute('aria-invalid')).toBeNull();
      await typeInto(pull.getByRole('textbox', { name: 'Note Rowing barre' }), 'prise serrée');

      // Tirage goes up above Jambes with its « Monter » button.
      await press(page.getByRole('button', { name: 'Monter la séance Tirage' }));
      expect(await sessionRegion(page, 2).getByLabel('Nom de la séance').inputValue()).toBe('Tirage');
      // « Enregistrer » stays in sight at the bottom, above the phone's tab bar, wherever the page is.
      const saveButton = page.getByRole('button', { name: 'Enregistrer', exact: true });
      expect(
        await saveButton.evaluate((button) => {
          const box = button.getBoundingClientRect();
          const seen = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
          return box.bottom <= window.innerHeight && seen !== null && button.contains(seen);
        }),
      ).toBe(true);
      await save(page);
      if (viewport === MOBILE)
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          MOBILE.width,
        );

      await page.reload();
      await page.getByRole('heading', { name: 'Modifier le programme', level: 1 }).waitFor();
      const names = await page
        .getByLabel('Nom de la séance')
        .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
      expect(names).toEqual(['Poussée', 'Tirage', 'Jambes']);
      const saved = sessionRegion(page, 2);
      expect(await saved.getByLabel('Jour').inputValue()).toBe('5');
      expect(
        await saved
          .getByRole('spinbutton', { name: 'Répétitions (max) Rowing barre', exact: true })
          .inputValue(),
      ).toBe('12');
      expect(await saved.getByRole('textbox', { name: 'Note Rowing barre' }).inputValue()).toBe(
        'prise serrée',
      );
      await saved.getByText('Superset A2', { exact: true }).waitFor();

      // The programme's page shows the superset, the range and the note.
      await press(page.getByRole('link', { name: 'Retour au programme' }));
      await page.getByRole('heading', { name: title, level: 1 }).waitFor();
      const tirage = page
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: 'Tirage', level: 3 }) });
      await press(tirage.getByRole('button', { name: 'Voir les exercices' }));
      await tirage.getByText('Superset A1', { exact: true }).waitFor();
      await tirage.getByText(/8–12/).waitFor();
      await tirage.getByText('prise serrée').waitFor();
      await context.close();
    });
  }

  it('copie un programme public, le renomme, et l’original ne bouge pas', async () => {
    const member = await registerViaApi('Hugo', 'Petit');
    const { context, page } = await newPage(browser, MOBILE);
    await signIn(page, member);
    await page.goto('/programs?q=Premiers%20pas');
    await press(page.getByRole('link', { name: 'Premiers pas', exact: true }));
    await page.getByRole('heading', { name: 'Premiers pas', level: 1, exact: true }).waitFor();
    expect(await page.getByRole('link', { name: 'Modifier le programme' }).count()).toBe(0);
    const originalUrl = page.url();

    await press(page.getByRole('button', { name: 'Copier ce programme' }));
    await page.getByText(TOAST_TEXTS.programCopied).waitFor();
    await page.waitForURL(/\/programs\/\d+\/edit$/);
    const titleField = page.getByLabel('Titre', { exact: true });
    await page.getByRole('heading', { name: 'Modifier le programme', level: 1 }).waitFor();
    expect(await titleField.inputValue()).toBe('Premiers pas (copie)');
    const rename = `Mes premiers pas ${randomBytes(2).toString('hex')}`;
    await typeInto(titleField, rename);
    await save(page);
    await press(page.getByRole('link', { name: 'Retour au programme' }));
    await page.getByRole('heading', { name: rename, level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Modifier le programme' }).waitFor();

    await page.goto(originalUrl);
    await page.getByRole('heading', { name: 'Premiers pas', level: 1, exact: true }).waitFor();
    await context.close();
  });

  it('demande avant de quitter avec des changements non enregistrés, puis supprime le programme', async () => {
    const member = await registerViaApi('Nina', 'Roux');
    const follower = await registerViaApi('Paul', 'Blanc');
    const title = `À supprimer ${randomBytes(3).toString('hex')}`;
    const { id } = await createProgramViaApi(member, title);
    await apiAs(follower, '/enrollments', { method: 'POST', body: { program_id: id } });
    const { context, page } = await newPage(browser, MOBILE);
    await signIn(page, member);
    await openEditor(page, id);

    // Nothing changed: leaving asks nothing.
    await press(page.getByRole('link', { name: 'Retour au programme' }));
    await page.getByRole('heading', { name: title, level: 1 }).waitFor();
    await press(page.getByRole('link', { name: 'Modifier le programme' }));
    await page.getByRole('heading', { name: 'Modifier le programme', level: 1 }).waitFor();

    await typeInto(page.getByLabel('Titre', { exact: true }), `${title} bis`);
    await page.getByText('Modifications non enregistrées').waitFor();
    await press(page.getByRole('link', { name: 'Retour au programme' }));
    const guard = page.getByRole('dialog', { name: 'Quitter sans enregistrer ?' });
    await guard.waitFor();
    await press(guard.getByRole('button', { name: 'Annuler' }));
    await guard.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe(`/programs/${id}/edit`);
    expect(await page.getByLabel('Titre', { exact: true }).inputValue()).toBe(`${title} bis`);

    // A reload asks the browser's own question.
    const asked = new Promise<string>((resolve) =>
      page.once('dialog', (dialog) => {
        resolve(dialog.type());
        void dialog.dismiss();
      }),
    );
    await page.evaluate(() => setTimeout(() => location.reload(), 0));
    expect(await asked).toBe('beforeunload');
    expect(await page.getByLabel('Titre', { exact: true }).inputValue()).toBe(`${title} bis`);

    await press(page.getByRole('link', { name: 'Retour au programme' }));
    await press(guard.getByRole('button', { name: 'Quitter sans enregistrer' }));
    await page.getByRole('heading', { name: title, level: 1 }).waitFor();

    await press(page.getByRole('link', { name: 'Modifier le programme' }));
    await press(page.getByRole('button', { name: 'Supprimer le programme' }));
    const confirm = page.getByRole('dialog', { name: 'Supprimer le programme ?' });
    await confirm.getByText(/^1 membre suit ce programme/).waitFor();
    await press(confirm.getByRole('button', { name: 'Supprimer', exact: true }));
    await page.getByText(TOAST_TEXTS.programDeleted).waitFor();
    await page.waitForURL('**/programs');
    await page.goto(`/programs/${id}`);
    await page.getByRole('heading', { name: MESSAGES.programNotFound }).waitFor();
    await context.close();
  });

  it('règle de progression et décharge : proposées, refusées hors bornes, enregistrées et relues (téléphone)', async () => {
    const member = await registerViaApi('Inès', 'Garnier');
    const { id } = await createProgramViaApi(member, `Force ${randomBytes(3).toString('hex')}`);
    const { context, page } = await newPage(browser, MOBILE);
    await signIn(page, member);
    await openEditor(page, id);
    const session = sessionRegion(page, 1);
    await addExercise(session, 'Squat');
    const rule = session.getByRole('combobox', { name: 'Progression Squat', exact: true });
    const increment = session.getByRole('spinbutton', { name: 'Incrément (kg) Squat', exact: true });
    expect(await rule.inputValue()).toBe('none');
    expect(await increment.count()).toBe(0);

    // A rep range proposes the barbell's default rule in the form, editable.
    await typeInto(session.getByRole('spinbutton', { name: 'Répétitions (max) Squat', exact: true }), '12');
    expect(await rule.inputValue()).toBe('double');
    expect(await increment.inputValue()).toBe('2.5');
    await typeInto(increment, '25');
    await press(page.getByRole('button', { name: 'Enregistrer', exact: true }));
    const error = session.getByText(MESSAGES.incrementRange);
    await error.waitFor();
    expect(await increment.getAttribute('aria-invalid')).toBe('true');
    expect(await increment.getAttribute('aria-describedby')).toBe(await error.getAttribute('id'));
    await typeInto(increment, '2.5');
    await typeInto(page.getByLabel('Semaine de décharge toutes les N semaines'), '4');
    // The timed Pompes have no progression control.
    await press(session.getByRole('checkbox', { name: 'Exercice chronométré : Pompes' }), ' ');
    expect(await session.getByRole('combobox', { name: 'Progression Pompes', exact: true }).count()).toBe(0);
    await save(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);

    await page.reload();
    await page.getByRole('heading', { name: 'Modifier le programme', level: 1 }).waitFor();
    expect(await rule.inputValue()).toBe('double');
    expect(await increment.inputValue()).toBe('2.5');
    expect(await page.getByLabel('Semaine de décharge toutes les N semaines').inputValue()).toBe('4');
    const structure = await apiAs<{
      program: { deload_every_weeks: number | null };
      sessions: { exercises: { exercise_name: string; progression: unknown }[] }[];
    }>(member, `/programs/${id}/structure`);
    expect(structure.program.deload_every_weeks).toBe(4);
    const squat = structure.sessions[0]?.exercises.find((row) => row.exercise_name === 'Squat');
    expect(squat?.progression).toEqual({ type: 'double', increment_kg: 2.5 });
    await context.close();
  });
});
