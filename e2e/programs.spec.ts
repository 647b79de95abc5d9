import { randomBytes } from 'node:crypto';
import { MESSAGES, parisClock, TOAST_TEXTS, WEEKDAY_LONG_LABELS } from '@elan/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, launchBrowser, type Member, MOBILE, newPage, registerViaApi, signIn } from './fixtures.ts';

const LAST_MINUTE_OF_DAY = 23 * 60 + 59;

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** A slot around the current Paris time (±30 min), kept inside the day, and today's ISO weekday. */
function slotAroundNow() {
  const { minutes, weekday } = parisClock(new Date());
  return {
    weekday,
    start: hhmm(Math.max(0, minutes - 30)),
    end: hhmm(Math.min(LAST_MINUTE_OF_DAY, minutes + 30)),
  };
}

/** A programme of one session with one exercise, made through the API as a member would in the modal. */
async function createProgramViaApi(member: Member, title: string): Promise<{ id: number }> {
  const exercises = await apiAs<{ id: number; name: string }[]>(member, '/exercises');
  const pushUps = exercises.find((exercise) => exercise.name === 'Pompes') ?? exercises[0];
  if (!pushUps) throw new Error('catalogue d’exercices vide');
  return apiAs<{ id: number }>(member, '/programs', {
    method: 'POST',
    body: {
      title,
      description: 'Un programme de test du parcours.',
      goal: 'Tenir le rythme',
      difficulty_level: 'beginner',
      duration_weeks: 4,
      exercises: [{ exercise_id: pushUps.id, sets: 3, reps: 10, rest_time_sec: 60 }],
    },
  });
}

async function openPrograms(page: Page) {
  await page.goto('/programs');
  await page.getByRole('heading', { name: 'Programmes', level: 1 }).waitFor();
}

/** A member of their own and a programme of their own, so each journey stands alone. */
async function memberWithProgram(): Promise<{ member: Member; programId: number; programTitle: string }> {
  const member = await registerViaApi('Inès', 'Moreau');
  const programTitle = `Réveil musculaire ${randomBytes(3).toString('hex')}`;
  const { id: programId } = await createProgramViaApi(member, programTitle);
  return { member, programId, programTitle };
}

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('parcours programmes', () => {
  it('la recherche filtre sans tenir compte de la casse, et le dit quand rien ne correspond', async () => {
    const member = await registerViaApi('Inès', 'Moreau');
    const { context, page } = await newPage(browser);
    await signIn(page, member);
    await openPrograms(page);
    const search = page.getByLabel('Rechercher un programme');

    // Exact: the shared server may hold a member's public copy, « Premiers pas (copie) ».
    await search.fill('PREMIERS pas');
    await page.getByRole('link', { name: 'Premiers pas', exact: true }).waitFor();

    await search.fill('zzz-aucun-programme-zzz');
    await page.getByText('Aucun programme ne correspond à votre recherche').waitFor();
    expect(await page.getByRole('link', { name: /Premiers pas/ }).count()).toBe(0);
    expect(new URL(page.url()).searchParams.get('q')).toBe('zzz-aucun-programme-zzz');
    await context.close();
  });

  it('la fenêtre « Nouveau programme » valide puis crée le programme', async () => {
    const member = await registerViaApi('Inès', 'Moreau');
    const { context, page } = await newPage(browser, MOBILE);
    await signIn(page, member);
    await openPrograms(page);
    const title = `Gainage express ${randomBytes(3).toString('hex')}`;
    const openButton = page.getByRole('button', { name: 'Nouveau programme' });
    const dialog = page.getByRole('dialog', { name: 'Nouveau programme' });

    // Escape closes the dialog and gives the focus back.
    await openButton.click();
    await dialog.waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('title');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await openButton.evaluate((element) => element === document.activeElement)).toBe(true);

    await openButton.click();
    await dialog.getByRole('button', { name: 'Créer le programme' }).click();
    await dialog.getByText(MESSAGES.titleRequired).waitFor();
    await dialog.getByText(MESSAGES.exerciseRequired).waitFor();
    expect(await dialog.getByLabel('Titre').getAttribute('aria-invalid')).toBe('true');

    await dialog.getByLabel('Titre').fill(title);
    await dialog.getByLabel('Description').fill('Dix minutes de gainage, chaque matin.');
    await dialog.getByLabel('Objectif').fill('Un tronc solide');
    await dialog.getByText('Intermédiaire', { exact: true }).click();
    await dialog.getByLabel('Durée (semaines)').fill('6');

    const picker = dialog.getByLabel('Exercice', { exact: true });
    const addButton = dialog.getByRole('button', { name: 'Ajouter', exact: true });
    await picker.selectOption({ label: 'Pompes' });
    await addButton.click();
    await picker.selectOption({ label: 'Pompes' });
    await addButton.click();
    await dialog.getByText(MESSAGES.exerciseDuplicate).waitFor();
    expect(await dialog.getByText(MESSAGES.exerciseRequired).count()).toBe(0);

    await dialog.getByLabel('Filtrer le catalogue').fill('squat');
    await picker.selectOption({ label: 'Squat' });
    await addButton.click();
    await dialog.getByRole('listitem').filter({ hasText: 'Squat' }).waitFor();
    // Each row's fields are named after their exercise; the defaults of spec §9 are filled in.
    expect(await dialog.getByRole('spinbutton', { name: 'Séries Pompes', exact: true }).inputValue()).toBe(
      '3',
    );
    expect(
      await dialog.getByRole('spinbutton', { name: 'Répétitions Squat', exact: true }).inputValue(),
    ).toBe('12');
    expect(await dialog.getByRole('spinbutton', { name: 'Repos (s) Squat', exact: true }).inputValue()).toBe(
      '60',
    );
    await dialog.getByRole('spinbutton', { name: 'Répétitions Squat', exact: true }).fill('15');

    await dialog.getByRole('button', { name: 'Créer le programme' }).click();
    await page.getByText(TOAST_TEXTS.programCreated).waitFor();
    // Issue 30: the modal then offers the editor for more sessions; « Plus tard » closes it.
    const created = page.getByRole('dialog', { name: 'Programme créé' });
    const addSessions = created.getByRole('link', { name: "Ajouter d'autres séances" });
    expect(await addSessions.getAttribute('href')).toMatch(/^\/programs\/\d+\/edit$/);
    await created.getByRole('button', { name: 'Plus tard' }).click();
    await created.waitFor({ state: 'detached' });
    await page.getByRole('link', { name: title }).waitFor();

    // One POST made the programme, 'Session principale' and both exercises (spec §4).
    await page.getByRole('link', { name: title }).click();
    await page.getByRole('heading', { name: title, level: 1 }).waitFor();
    // In the session list (issue 29's « Prochaine séance » card above shows it too).
    const listed = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Session principale', level: 3 }) });
    await listed.getByText('2 exercices').waitFor();
    await context.close();
  });

  describe('rejoindre, planifier, retrouver dans l’agenda, quitter', () => {
    it('rejoint le programme, règle un créneau autour de maintenant, et l’agenda dit « C’est maintenant ! »', async () => {
      const { member, programTitle } = await memberWithProgram();
      const { context, page } = await newPage(browser, MOBILE);
      await signIn(page, member);
      // The agenda is loaded (and cached) before joining: joining and planning must refresh it.
      await page.goto('/dashboard');
      const agenda = page.getByRole('region', { name: 'Agenda du jour' });
      await agenda.getByText(/complétées$/).waitFor();
      expect(await agenda.getByText(programTitle).count()).toBe(0);
      await agenda.getByRole('link', { name: 'Voir tous les programmes' }).click();
      await page.getByRole('link', { name: programTitle }).click();
      await page.getByRole('heading', { name: programTitle, level: 1 }).waitFor();

      await page.getByRole('button', { name: 'Rejoindre le programme' }).click();
      await page.getByText(TOAST_TEXTS.enrolled).waitFor();
      await page.getByRole('button', { name: 'Quitter le programme' }).waitFor();

      const plan = page.getByRole('form', { name: 'Mon planning' });
      await plan.waitFor();
      const { weekday, start, end } = slotAroundNow();
      await plan.getByRole('button', { name: WEEKDAY_LONG_LABELS[weekday], exact: true }).click();
      expect(
        await plan
          .getByRole('button', { name: WEEKDAY_LONG_LABELS[weekday], exact: true })
          .getAttribute('aria-pressed'),
      ).toBe('true');
      await plan.getByLabel('Début du créneau').fill(start);
      await plan.getByLabel('Fin du créneau').fill(end);
      await plan.getByLabel('Durée cible (minutes)').fill('25');
      await plan.getByRole('button', { name: 'Enregistrer' }).click();
      await page.getByText('Planning enregistré').waitFor();

      await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
      await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Dashboard' }).click();
      await page.waitForURL('**/dashboard');
      const entry = agenda.locator('a[data-state]').filter({ hasText: programTitle });
      await entry.waitFor();
      expect(await entry.getAttribute('data-state')).toBe('now');
      expect(await entry.getByText("C'est maintenant !").isVisible()).toBe(true);
      await entry.getByText(`${start} - ${end}`).waitFor();
      await entry.getByText('25 min').waitFor();
      await entry.getByText('Faite 0x').waitFor();
      await agenda.getByText(/^0\/\d+\u00A0complétées$/).waitFor();
      expect(await entry.getAttribute('href')).toMatch(/^\/session\/\d+$/);

      const activePrograms = page.getByRole('region', { name: 'Programmes actifs' });
      await activePrograms.getByRole('link', { name: new RegExp(programTitle) }).waitFor();
      // At 390 px nothing sticks out sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        MOBILE.width,
      );
      await context.close();
    });

    it('quitte le programme avec « Désinscription effectuée »', async () => {
      const { member, programId, programTitle } = await memberWithProgram();
      await apiAs(member, '/enrollments', { method: 'POST', body: { program_id: programId } });
      const { context, page } = await newPage(browser);
      await signIn(page, member);
      await page.goto(`/programs/${programId}`);
      await page.getByRole('heading', { name: programTitle, level: 1 }).waitFor();

      await page.getByRole('button', { name: 'Quitter le programme' }).click();
      await page.getByText(TOAST_TEXTS.unenrolled).waitFor();
      await page.getByRole('button', { name: 'Rejoindre le programme' }).waitFor();
      expect(await page.getByRole('form', { name: 'Mon planning' }).count()).toBe(0);

      await page.goto('/dashboard');
      const agenda = page.getByRole('region', { name: 'Agenda du jour' });
      await agenda.waitFor();
      await agenda.getByText(/complétées$/).waitFor();
      expect(await agenda.getByText(programTitle).count()).toBe(0);
      await context.close();
    });
  });

  it('affiche « Programme non trouvé » avec un retour aux programmes, sans appeler ses statistiques', async () => {
    const member = await registerViaApi('Inès', 'Moreau');
    const { context, page } = await newPage(browser);
    await signIn(page, member);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto('/programs/987654');
    await page.getByRole('heading', { name: MESSAGES.programNotFound }).waitFor();
    expect(await page.title()).toBe(`${MESSAGES.programNotFound} · Élan`);
    // Stats and enrolment wait for the programme: nothing is asked about one that does not exist.
    expect(requested.filter((path) => path.startsWith('/api/enrollments/'))).toEqual([]);
    await page.getByRole('link', { name: 'Retour aux programmes' }).click();
    await page.waitForURL('**/programs');
    await context.close();
  });
});
