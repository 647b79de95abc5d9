import { MESSAGES } from '@elan/domain';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiAs,
  baseUrl,
  launchBrowser,
  type Member,
  MOBILE,
  newPage,
  registerViaApi,
  signIn,
} from './fixtures.ts';

type Exercise = { id: number; name: string };
type SessionExercise = { exercise_id: number; exercise_name: string };
type CompletionSet = {
  exercise_id: number;
  set_number: number;
  reps: number | null;
  weight_kg: number | null;
  status: string;
};
type CompletionDetail = {
  id: number;
  photo_url: string | null;
  notes: string | null;
  feeling: string | null;
  sets: CompletionSet[];
};

type Workout = { programId: number; sessionId: number; exercises: SessionExercise[] };

/** A programme of 2 exercises, 2 sets each, 15 s of rest, made through the API like the create modal does. */
async function createTwoExerciseProgram(member: Member): Promise<Workout> {
  const catalogue = await apiAs<Exercise[]>(member, '/exercises');
  const picked = catalogue.slice(0, 2);
  const program = await apiAs<{ id: number }>(member, '/programs', {
    method: 'POST',
    body: {
      title: 'Circuit express',
      description: 'Deux exercices pour tester le lecteur',
      goal: 'Tenir la distance',
      difficulty_level: 'beginner',
      duration_weeks: 4,
      exercises: picked.map((exercise) => ({
        exercise_id: exercise.id,
        sets: 2,
        reps: 10,
        rest_time_sec: 15,
      })),
    },
  });
  const sessions = await apiAs<{ id: number }[]>(member, `/sessions?program_id=${program.id}`);
  const sessionId = sessions[0]?.id;
  if (!sessionId) throw new Error('le programme n’a pas de séance');
  const exercises = await apiAs<SessionExercise[]>(member, `/session-exercises?session_id=${sessionId}`);
  return { programId: program.id, sessionId, exercises };
}

async function completionsOf(member: Member): Promise<{ id: number }[]> {
  return apiAs<{ id: number }[]>(member, `/completions/user/${member.user.id}?limit=100`);
}

function exerciseName(workout: Workout, index: number): string {
  const name = workout.exercises[index]?.exercise_name;
  if (!name) throw new Error(`exercice ${index} absent`);
  return name;
}

/** From the first set to 'Bien joué' the quick way: skip both exercises. */
async function finishBySkipping(page: Page, sessionId: number) {
  await page.goto(`/session/${sessionId}`);
  await page.getByRole('button', { name: "Passer l'exercice" }).click();
  await page.getByRole('button', { name: "Passer l'exercice" }).click();
  await page.getByRole('heading', { name: 'Bien joué', exact: true }).waitFor();
  await page.getByRole('button', { name: 'Voir le résumé' }).click();
  await page.waitForURL('**/session-summary');
  await page.getByText('Séance enregistrée').waitFor();
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('lecteur de séance et résumé', () => {
  it('enchaîne séries, repos et exercice passé jusqu’à « Bien joué », puis enregistre une seule séance, même après un rechargement', async () => {
    const member = await registerViaApi('Inès', 'Morel');
    const workout = await createTwoExerciseProgram(member);
    const { context, page } = await newPage(browser);
    await signIn(page, member);

    await page.goto(`/session/${workout.sessionId}`);
    await page.getByRole('heading', { name: 'Session principale', level: 1 }).waitFor();
    await page.getByText('0/4 séries').waitFor();
    await page.getByRole('heading', { name: exerciseName(workout, 0), level: 2 }).waitFor();

    await page.getByLabel('Répétitions faites, série 1').fill('9');
    await page.getByLabel('Charge en kg, série 1').fill('22,5');
    await page.getByRole('button', { name: 'Valider la série 1' }).click();

    // A set with another one left: the exercise's 15 s rest.
    const timer = page.getByRole('timer');
    await timer.waitFor();
    expect(await timer.textContent()).toMatch(/0:1[0-5]$/);
    await page.getByText('1/4 séries').waitFor();
    await page.getByRole('button', { name: 'Passer le repos' }).click();
    await timer.waitFor({ state: 'detached' });

    // Last set of the exercise: straight to the next one, no rest.
    await page.getByRole('button', { name: 'Valider la série 2' }).click();
    await page.getByRole('heading', { name: exerciseName(workout, 1), level: 2 }).waitFor();
    expect(await page.getByRole('timer').count()).toBe(0);
    await page.getByText('2/4 séries').waitFor();

    await page.getByRole('button', { name: "Passer l'exercice" }).click();
    await page.getByRole('heading', { name: 'Bien joué', exact: true }).waitFor();
    await page.getByText('4/4 séries').waitFor();

    await page.getByRole('button', { name: 'Voir le résumé' }).click();
    await page.waitForURL('**/session-summary');
    await page.getByText('Séance enregistrée').waitFor();
    for (const label of ['Terrible', 'Difficile', 'Ok', 'Bien', 'Excellent']) {
      expect(await page.getByRole('radio', { name: label }).count()).toBe(1);
    }
    await page.getByText('20 minutes suffisent pour faire la différence.', { exact: false }).waitFor();
    expect(await completionsOf(member)).toHaveLength(1);

    // A reload re-sends the same idempotency key: still one completion.
    await page.reload();
    await page.getByText('Séance enregistrée').waitFor();
    expect(await completionsOf(member)).toHaveLength(1);

    // The per-set log came along: reps and load of the done sets, the skipped ones marked.
    const [saved] = await completionsOf(member);
    if (!saved) throw new Error('aucune séance enregistrée');
    const detail = await apiAs<CompletionDetail>(member, `/completions/${saved.id}`);
    expect(detail.sets.map((set) => [set.set_number, set.reps, set.weight_kg, set.status])).toEqual([
      [1, 9, 22.5, 'done'],
      [2, 10, null, 'done'],
      [1, null, null, 'skipped'],
      [2, null, null, 'skipped'],
    ]);

    // Leaving to the dashboard saves the feeling and the notes first.
    await page.locator('label').filter({ hasText: 'Excellent' }).click();
    await page.getByLabel('Notes personnelles').fill('Le repos de 15 s passe vite !');
    await page.getByRole('button', { name: 'Retour au dashboard' }).click();
    await page.waitForURL('**/dashboard');
    const updated = await apiAs<CompletionDetail>(member, `/completions/${saved.id}`);
    expect([updated.feeling, updated.notes]).toEqual(['excellent', 'Le repos de 15 s passe vite !']);
    expect(await completionsOf(member)).toHaveLength(1);

    // The dashboard's recent activity opens the completion detail.
    await page
      .getByRole('link', { name: /Session principale/ })
      .first()
      .click();
    await page.waitForURL(`**/completion/${saved.id}`);
    await page.getByText('10/10').waitFor();
    await page.getByRole('link', { name: 'Voir le profil' }).waitFor();
    await context.close();
  });

  it('une répétition ou une charge refusée s’explique sous son champ et ne valide pas la série, dans les deux lecteurs ; la fin compte ce qui a été fait', async () => {
    const member = await registerViaApi('Yanis', 'Roux');
    const workout = await createTwoExerciseProgram(member);
    const { context, page } = await newPage(browser, MOBILE);
    await signIn(page, member);

    for (const [path, action] of [
      [`/session/${workout.sessionId}`, 'Valider la série 1'],
      [`/session-old/${workout.sessionId}`, 'Série terminée'],
    ] as const) {
      await page.goto(path);
      const reps = page.getByLabel('Répétitions faites, série 1');
      const load = page.getByLabel('Charge en kg, série 1');
      await reps.fill('abc');
      await load.fill('-50');
      await page.getByRole('button', { name: action }).click();
      // Refused: each field says why, and the first takes the focus; no set, no rest.
      await page.getByText(MESSAGES.setRepsRange).waitFor();
      await page.getByText(MESSAGES.weightRange).waitFor();
      expect(await reps.getAttribute('aria-invalid')).toBe('true');
      // Each field is described by its own message, as a screen reader reads it on focus.
      const description = (field: typeof load) =>
        field.evaluate(
          (input) =>
            document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent ?? null,
        );
      expect(await description(reps)).toBe(MESSAGES.setRepsRange);
      expect(await description(load)).toBe(MESSAGES.weightRange);
      // The row's first field: the load in /session/{id}'s Série | Précédent | kg | Rép. (issue 29).
      const first = path.startsWith('/session/') ? load : reps;
      expect(await first.evaluate((input) => input === document.activeElement)).toBe(true);
      expect(await page.getByRole('timer').count()).toBe(0);
      await page.getByText('0/4 séries').waitFor();

      await reps.fill('8');
      await load.fill('20');
      expect(await page.getByText(MESSAGES.weightRange).count()).toBe(0);
      await page.getByRole('button', { name: action }).click();
      await page.getByRole('timer').waitFor();
      await page.getByText('1/4 séries').waitFor();
      await page.getByRole('button', { name: 'Passer le repos' }).click();
      if (path.startsWith('/session/')) {
        await page.getByRole('button', { name: "Passer l'exercice" }).click();
        await page.getByRole('button', { name: "Passer l'exercice" }).click();
        await page.getByRole('heading', { name: 'Bien joué', exact: true }).waitFor();
        await page.getByText('4/4 séries, dont 3 passées').waitFor();
        const figures = await page.locator('dl').innerText();
        expect(figures).toMatch(/Séries faites\s*1\b/);
        expect(figures).toMatch(/Exercices faits\s*1\b/);
        await page.getByRole('button', { name: 'Quitter', exact: true }).click();
        await page.getByRole('button', { name: 'Quitter la séance' }).click();
      }
    }
    await context.close();
  });

  it('ajoute une vraie photo PNG à la séance enregistrée', async () => {
    const member = await registerViaApi('Yanis', 'Bernard');
    const workout = await createTwoExerciseProgram(member);
    const { context, page } = await newPage(browser, MOBILE);
    await signIn(page, member);
    await finishBySkipping(page, workout.sessionId);

    const png = await sharp({
      create: { width: 64, height: 48, channels: 3, background: { r: 255, g: 107, b: 53 } },
    })
      .png()
      .toBuffer();
    await page
      .getByLabel('Ajouter une photo')
      .setInputFiles({ name: 'seance.png', mimeType: 'image/png', buffer: png });
    await page.getByText('Photo ajoutée ! 📸').waitFor();
    const shown = page.getByRole('img', { name: /Prise après la séance/ });
    await shown.waitFor();

    // The summary shows the photo the completion keeps: the server's re-encoded WebP, same size.
    const [saved] = await completionsOf(member);
    if (!saved) throw new Error('aucune séance enregistrée');
    const detail = await apiAs<CompletionDetail>(member, `/completions/${saved.id}`);
    // Decision 027: signed, expiring links; the preview's (the upload's) and the completion's
    // differ, the photo is the same. No token needed: the link is the permission.
    expect(detail.photo_url).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp\?c=\d+&exp=\d+&sig=[\w-]{43}$/);
    const photoPath = (url: string | null | undefined) => url?.split('?')[0];
    expect(photoPath(await shown.getAttribute('src'))).toBe(photoPath(detail.photo_url));
    const photo = await fetch(`${baseUrl()}${detail.photo_url}`);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
    expect((await fetch(`${baseUrl()}${photoPath(detail.photo_url)}`)).status).toBe(403);
    expect(photo.headers.get('content-type')).toBe('image/webp');
    const { format, width, height } = await sharp(Buffer.from(await photo.arrayBuffer())).metadata();
    expect({ format, width, height }).toEqual({ format: 'webp', width: 64, height: 48 });

    // Not an image: the spec's error toast, and no photo saved.
    await page
      .getByLabel('Changer la photo')
      .setInputFiles({ name: 'faux.png', mimeType: 'image/png', buffer: Buffer.from('pas une image') });
    await page.getByText("Erreur lors de l'upload de la photo").waitFor();
    const after = await apiAs<CompletionDetail>(member, `/completions/${saved.id}`);
    expect(photoPath(after.photo_url)).toBe(photoPath(detail.photo_url));
    await context.close();
  });

  it('mode circuit : au moins 2 exercices, puis une série de chacun', async () => {
    const member = await registerViaApi('Lou', 'Garnier');
    const workout = await createTwoExerciseProgram(member);
    const { context, page } = await newPage(browser, MOBILE);
    await signIn(page, member);
    await page.goto(`/session/${workout.sessionId}`);

    await page.getByRole('button', { name: 'Circuit' }).click();
    const rule = page.getByText('Sélectionnez au moins 2 exercices pour un circuit', { exact: true });
    await rule.waitFor();

    // Below two exercises the launch button reads as disabled, described by the rule.
    await page.getByRole('button', { name: 'Lancer le circuit (0)', disabled: true }).waitFor();
    await page.getByRole('checkbox', { name: new RegExp(exerciseName(workout, 1)) }).check();
    const launchOne = page.getByRole('button', { name: 'Lancer le circuit (1)', disabled: true });
    await launchOne.waitFor();
    const description = await launchOne.evaluate((button) =>
      (button.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' '),
    );
    expect(description).toBe('Sélectionnez au moins 2 exercices pour un circuit');
    // aria-disabled keeps it focusable: activated anyway, the rule becomes an alert.
    await launchOne.click({ force: true });
    await page
      .getByRole('alert')
      .filter({ hasText: /^Sélectionnez au moins 2 exercices pour un circuit$/ })
      .waitFor();
    expect(await page.getByRole('timer').count()).toBe(0);

    await page.getByRole('checkbox', { name: new RegExp(exerciseName(workout, 0)) }).check();
    await page.getByRole('button', { name: 'Lancer le circuit (2)', disabled: false }).click();
    await page.getByText('Circuit 1/2').waitFor();
    await page.getByRole('button', { name: 'Valider la série 1' }).click();
    // Rest between exercises, then the second exercise of the circuit.
    await page.getByRole('timer').waitFor();
    await page.getByText(`${exerciseName(workout, 1)} · série 1/2`).waitFor();
    await page.getByRole('button', { name: 'Passer le repos' }).click();
    await page.getByText('Circuit 2/2').waitFor();

    // Back to linear: the selection is cleared.
    await page.getByRole('button', { name: 'Linéaire' }).click();
    await page.getByRole('button', { name: 'Circuit' }).click();
    expect(await page.getByRole('checkbox', { checked: true }).count()).toBe(0);
    await context.close();
  });

  it('réordonne au clavier, réinitialise l’ordre et reprend la séance après un rechargement', async () => {
    const member = await registerViaApi('Noé', 'Lambert');
    const workout = await createTwoExerciseProgram(member);
    const { context, page } = await newPage(browser);
    await signIn(page, member);
    await page.goto(`/session/${workout.sessionId}`);

    await page.getByRole('button', { name: "Modifier l'ordre" }).click();
    // The handle announces itself in French, not as @dnd-kit's « sortable ».
    const handle = page.getByRole('button', { name: new RegExp(`^Déplacer ${exerciseName(workout, 0)}`) });
    expect(await handle.getAttribute('aria-roledescription')).toBe('élément déplaçable');
    // @dnd-kit's keyboard sensor: Space picks the handle up, an arrow moves it, Space drops it.
    // A keyboard drag measures the list when it is picked up: let the edit panel finish opening.
    await page.waitForFunction(() =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
        ),
    );
    await page.getByRole('button', { name: new RegExp(`^Déplacer ${exerciseName(workout, 0)}`) }).focus();
    const announcement = (text: string) =>
      page.getByText(text, { exact: false }).waitFor({ state: 'attached' });
    await page.keyboard.press('Space');
    await announcement(`${exerciseName(workout, 0)} au-dessus de la position 1 sur 2.`);
    // Now and then @dnd-kit lets the first arrow of a drag go (it measures the list as the drag
    // starts); a member presses again, and so does the test, a bounded number of times.
    const movedDown = `${exerciseName(workout, 0)} au-dessus de la position 2 sur 2.`;
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await page.keyboard.press('ArrowDown');
      const isMoved = await page
        .getByText(movedDown, { exact: false })
        .waitFor({ state: 'attached', timeout: 3000 })
        .then(() => true)
        .catch(() => false);
      if (isMoved) break;
    }
    await announcement(movedDown);
    await page.keyboard.press('Space');
    await page
      .getByRole('button', { name: `Déplacer ${exerciseName(workout, 0)} (position 2 sur 2)` })
      .waitFor();
    await page.getByRole('button', { name: "Réinitialiser l'ordre" }).click();
    await page.getByText('Ordre réinitialisé').waitFor();
    await page
      .getByRole('button', { name: `Déplacer ${exerciseName(workout, 0)} (position 1 sur 2)` })
      .waitFor();
    // The same without dragging (WCAG 2.5.7).
    await page.getByRole('button', { name: `Descendre ${exerciseName(workout, 0)}` }).click();
    await page.getByRole('button', { name: `Monter ${exerciseName(workout, 0)}` }).waitFor();
    await page.getByRole('button', { name: "Réinitialiser l'ordre" }).click();
    await page.getByRole('button', { name: `Descendre ${exerciseName(workout, 0)}` }).waitFor();
    await page.getByRole('button', { name: 'Terminer' }).click();

    await page.getByRole('button', { name: 'Valider la série 1' }).click();
    await page.getByRole('timer').waitFor();
    await page.reload();
    await page.getByText('1/4 séries').waitFor();
    await page.getByRole('timer').waitFor();
    await page.getByText("Séance reprise là où tu l'avais laissée.").waitFor();

    // Quitting mid-session asks first, then forgets the run.
    await page.getByRole('button', { name: 'Quitter', exact: true }).click();
    await page.getByRole('dialog', { name: 'Quitter la séance ?' }).waitFor();
    await page.getByRole('button', { name: 'Quitter la séance' }).click();
    await page.waitForURL(`**/programs/${workout.programId}`);
    await page.goto(`/session/${workout.sessionId}`);
    await page.getByText('0/4 séries').waitFor();
    await context.close();
  });

  it('la séance en cours d’un membre ne se reprend pas pour le suivant : la déconnexion efface tout « elan: »', async () => {
    const [first, second] = await Promise.all([
      registerViaApi('Maëlle', 'Fabre'),
      registerViaApi('Théo', 'Caron'),
    ]);
    const workout = await createTwoExerciseProgram(first);
    const { context, page } = await newPage(browser);
    const elanKeys = () =>
      page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('elan:')));
    await signIn(page, first);

    await page.goto(`/session/${workout.sessionId}`);
    await page.getByRole('button', { name: 'Valider la série 1' }).click();
    await page.getByRole('timer').waitFor();
    await page.getByText('1/4 séries').waitFor();
    // The run is kept under this member's id, and so are the session's reads (decision 053).
    const kept = await elanKeys();
    expect(kept).toContain(`elan:player:${first.user.id}:rich:${workout.sessionId}`);
    expect(kept.filter((key) => !key.startsWith(`elan:kept:${first.user.id}:`))).toEqual([
      `elan:player:${first.user.id}:rich:${workout.sessionId}`,
    ]);

    // Workout mode has no app header (issue 29): the member logs out from the dashboard, the run
    // still kept.
    await page.goto('/dashboard');
    expect(await elanKeys()).toContain(`elan:player:${first.user.id}:rich:${workout.sessionId}`);
    await page.getByRole('button', { name: 'Déconnexion' }).click();
    await page.waitForURL('**/login');
    expect(await elanKeys()).toEqual([]);

    // Another member signs in on the same device and opens the same session: a fresh start.
    await page.getByLabel('Email').fill(second.email);
    await page.getByLabel('Mot de passe').fill(second.password);
    await page.getByRole('button', { name: 'Connexion', exact: true }).click();
    await page.waitForURL('**/dashboard');
    await page.goto(`/session/${workout.sessionId}`);
    await page.getByText('0/4 séries').waitFor();
    await page.getByRole('button', { name: 'Valider la série 1' }).waitFor();
    expect(await page.getByText("Séance reprise là où tu l'avais laissée.").count()).toBe(0);
    expect(await page.getByRole('timer').count()).toBe(0);
    await context.close();
  });

  it('type de série et RPE notés dans le lecteur, lus dans le détail ; le record et le détail mènent à la fiche de l’exercice', async () => {
    const member = await registerViaApi('Rose', 'Lemaire');
    const workout = await createTwoExerciseProgram(member);
    const first = workout.exercises[0]!;
    // A first time on the exercise is a baseline: the run below beats it.
    await apiAs(member, '/completions', {
      method: 'POST',
      body: {
        duration_minutes: 20,
        sets: [{ exercise_id: first.exercise_id, set_number: 1, reps: 5, weight_kg: 30 }],
      },
    });
    const { context, page } = await newPage(browser);
    await signIn(page, member);
    await page.goto(`/session/${workout.sessionId}`);
    await page.getByLabel('Répétitions faites, série 1').fill('10');
    await page.getByLabel('Charge en kg, série 1').fill('20');
    // Set type and RPE in the sheet the set's number opens (issue 29).
    await page.getByRole('button', { name: 'Série 1 : type et effort' }).click();
    await page
      .getByRole('group', { name: 'Type de la série 1' })
      .getByRole('radio', { name: 'Échauffement' })
      .check();
    await page
      .getByRole('group', { name: 'Effort ressenti (RPE) de la série 1' })
      .getByRole('radio', { name: 'RPE 8,5 · RIR 1,5' })
      .check();
    await page.getByRole('button', { name: 'Terminé' }).click();
    await page.getByRole('button', { name: 'Valider la série 1' }).click();
    await page.getByRole('button', { name: 'Passer le repos' }).click();
    await page.getByLabel('Répétitions faites, série 2').fill('8');
    await page.getByLabel('Charge en kg, série 2').fill('40');
    await page.getByRole('button', { name: 'Valider la série 2' }).click();
    await page.getByRole('button', { name: "Passer l'exercice" }).click();
    await page.getByRole('button', { name: 'Voir le résumé' }).click();

    // The summary's records (the warm-up's 20 kg is not one) link to the exercise page.
    const records = page.getByRole('region', { name: 'Nouveaux records personnels' });
    await records.getByRole('link', { name: first.exercise_name }).first().click();
    await page.waitForURL(`**/exercises/${first.exercise_id}`);
    await page.getByRole('heading', { name: first.exercise_name, level: 1 }).waitFor();

    const [saved] = await completionsOf(member);
    await page.goto(`/completion/${saved?.id}`);
    await page.getByRole('button', { name: 'Détail des séries' }).click();
    const table = page.getByRole('table', { name: first.exercise_name });
    const cells = (set: number) => table.getByRole('row', { name: new RegExp(`^${set} `) }).getByRole('cell');
    await cells(1).first().waitFor();
    expect(await cells(1).allInnerTexts()).toEqual([
      '10',
      '20\u00A0kg',
      '8,5',
      expect.stringMatching(/^Échauffement\s*Faite$/),
    ]);
    expect(await cells(2).allInnerTexts()).toEqual(['8', '40\u00A0kg', '—', 'Faite']);
    await table.getByRole('link', { name: first.exercise_name }).click();
    await page.waitForURL(`**/exercises/${first.exercise_id}`);
    await page.getByRole('heading', { name: first.exercise_name, level: 1 }).waitFor();
    await context.close();
  });

  it('« Remplacer » en cours de séance : le détail montre l’exercice vraiment fait', async () => {
    const member = await registerViaApi('Théo', 'Faure');
    const workout = await createTwoExerciseProgram(member);
    const planned = workout.exercises[0]!;
    const catalogue = await apiAs<(Exercise & { muscle_group: string })[]>(member, '/exercises');
    const group = catalogue.find((exercise) => exercise.id === planned.exercise_id)?.muscle_group;
    const inRun = workout.exercises.map((exercise) => exercise.exercise_id);
    const done = catalogue.find(
      (exercise) => exercise.muscle_group === group && !inRun.includes(exercise.id),
    );
    if (!done) throw new Error(`aucun autre exercice du groupe ${group}`);
    const { context, page } = await newPage(browser);
    await signIn(page, member);
    await page.goto(`/session/${workout.sessionId}`);
    await page.getByRole('button', { name: 'Remplacer' }).click();
    const dialog = page.getByRole('dialog', { name: `Remplacer « ${planned.exercise_name} »` });
    await dialog.getByLabel('Rechercher un exercice').fill(done.name);
    await dialog.getByRole('button', { name: `${done.name} ${group}`, exact: true }).click();
    await page.getByRole('heading', { name: done.name, level: 2 }).waitFor();
    await page.getByRole('button', { name: 'Valider la série 1' }).click();
    await page.getByRole('button', { name: 'Passer le repos' }).click();
    await page.getByRole('button', { name: "Passer l'exercice" }).click();
    await page.getByRole('button', { name: "Passer l'exercice" }).click();
    await page.getByRole('button', { name: 'Voir le résumé' }).click();
    await page.getByText('Séance enregistrée').waitFor();

    const [saved] = await completionsOf(member);
    await page.goto(`/completion/${saved?.id}`);
    await page.getByRole('button', { name: 'Détail des séries' }).click();
    await page.getByRole('table', { name: done.name }).getByRole('row', { name: /^1 / }).waitFor();
    expect(await page.getByRole('table', { name: planned.exercise_name }).count()).toBe(0);
    await context.close();
  });

  it('affiche « Session non trouvée » et « Aucune donnée de séance »', async () => {
    const member = await registerViaApi('Zoé', 'Roux');
    const { context, page } = await newPage(browser, MOBILE);
    await signIn(page, member);
    await page.goto('/session/987654');
    await page.getByRole('heading', { name: 'Session non trouvée' }).waitFor();
    await page.getByRole('link', { name: 'Retour aux programmes' }).waitFor();
    await page.goto('/session-summary');
    await page.getByRole('heading', { name: 'Aucune donnée de séance' }).waitFor();
    await page.getByRole('link', { name: 'Retour au dashboard' }).waitFor();
    await context.close();
  });
});
