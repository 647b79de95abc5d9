import { addDays, MESSAGES, parisDay } from '@elan/domain';
import type { AxeResults, RunOptions } from 'axe-core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { benchSessions } from './exercise-fixtures.ts';
import {
  adminViaApi,
  apiAs,
  baseUrl,
  createTwoExerciseWorkout,
  DESKTOP,
  launchBrowser,
  type Member,
  MOBILE,
  newPage,
  registerViaApi,
  signIn,
  type Workout,
} from './fixtures.ts';
import { fakePushService } from './push-fixtures.ts';
import { injectAxe } from './pwa-fixtures.ts';

/** WCAG 2.1 A and AA, plus axe's best practices. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/** Runs axe-core on the page as it is and lists each serious or critical fault, one line per node. */
async function blockingViolations(page: Page, screen: string): Promise<string[]> {
  // Colours are judged as they settle: a button or toast still fading in has no contrast yet.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
      ),
  );
  await injectAxe(page);
  const violations = await page.evaluate(async (tags) => {
    const { axe } = window as unknown as {
      axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> };
    };
    const results = await axe.run(document, { runOnly: { type: 'tag', values: tags } });
    return results.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map((node) => ({ target: node.target })),
    }));
  }, AXE_TAGS);
  return violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${screen} — ${violation.id} (${violation.impact}) ${JSON.stringify(node.target)} : ${violation.help}`,
      ),
    );
}

/** A programme of two exercises, two sets each, made through the API as the create modal does. */
function createWorkout(member: Member): Promise<Workout> {
  return createTwoExerciseWorkout(member, {
    title: 'Force tranquille',
    description: 'Deux exercices, deux séries, pour vérifier chaque écran.',
    goal: 'Gagner en force',
    difficulty_level: 'intermediate',
  });
}

/** Enrols `member` and records a completed session with a set log (hence personal records). */
async function enrollAndComplete(member: Member, workout: Workout): Promise<{ id: number }> {
  await apiAs(member, '/enrollments', { method: 'POST', body: { program_id: workout.programId } });
  return apiAs<{ id: number }>(member, '/completions', {
    method: 'POST',
    body: {
      program_id: workout.programId,
      session_id: workout.sessionId,
      duration_minutes: 24,
      feeling: 'good',
      notes: 'Bonne séance, les charges montent.',
      sets: workout.exerciseIds.flatMap((exercise_id, index) => [
        { exercise_id, set_number: 1, reps: 10, weight_kg: 22.5 + index * 10 },
        { exercise_id, set_number: 2, reps: 8, weight_kg: 25 + index * 10 },
      ]),
    },
  });
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

type Journey = { member: Member; athlete: Member; workout: Workout; completionId: number };

/** Two members of their own on one programme, each with a completed session and its set log. */
async function prepareJourney(): Promise<Journey> {
  const [member, athlete] = await Promise.all([
    registerViaApi('Aurélie', 'Fontaine'),
    registerViaApi('Noé', 'Lambert'),
  ]);
  const workout = await createWorkout(member);
  const [{ id: completionId }] = await Promise.all([
    enrollAndComplete(member, workout),
    enrollAndComplete(athlete, workout),
  ]);
  return { member, athlete, workout, completionId };
}

/** Issue 32's admin space: a member's closed door, then each tab and a confirmation as the admin sees them. */
async function auditAdminScreens(page: Page): Promise<string[]> {
  const found: string[] = [];
  const audit = async (screen: string) => found.push(...(await blockingViolations(page, screen)));
  await page.goto('/admin');
  await page.getByRole('heading', { name: 'Page réservée', level: 1 }).waitFor();
  await audit('administration, réservée');
  await signIn(page, await adminViaApi());
  await page.goto('/admin');
  await page.getByRole('list', { name: 'Membres' }).getByRole('listitem').first().waitFor();
  await audit('administration, membres');
  await page
    .getByRole('button', { name: /^Désactiver / })
    .first()
    .click();
  await page.getByRole('dialog', { name: 'Désactiver le compte' }).waitFor();
  await audit('fenêtre « Désactiver le compte »');
  await page.keyboard.press('Escape');
  await page.getByRole('tab', { name: 'Programmes' }).click();
  await page.getByRole('list', { name: 'Programmes publics' }).waitFor();
  await audit('administration, programmes');
  await page.getByRole('tab', { name: 'Journal' }).click();
  await page
    .getByRole('tabpanel')
    .getByText(/Aucune action|·/)
    .first()
    .waitFor();
  await audit('administration, journal');
  return found;
}

/** Issue 32's coach space: /coach with its link, an athlete's page, an invitation replacing a coach. */
async function auditCoachScreens(page: Page): Promise<string[]> {
  const found: string[] = [];
  const audit = async (screen: string) => found.push(...(await blockingViolations(page, screen)));
  const admin = await adminViaApi();
  const coaches: Member[] = [];
  for (const name of ['Corentin', 'Capucine']) {
    const registered = await registerViaApi(name, 'Coach');
    await apiAs(admin, `/admin/users/${registered.user.id}/role`, { method: 'PUT', body: { role: 'coach' } });
    const login = await fetch(`${baseUrl()}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: registered.email, password: registered.password }),
    });
    coaches.push({
      ...registered,
      ...((await login.json()) as { data: Pick<Member, 'token' | 'user'> }).data,
    });
  }
  const [coach, other] = coaches as [Member, Member];
  const athlete = await registerViaApi('Adèle', 'Suivie');
  const first = await apiAs<{ code: string }>(coach, '/coach/invitations', { method: 'POST' });
  await apiAs(athlete, `/coach/invitations/${first.code}/accept`, { method: 'POST' });
  await signIn(page, coach);
  await page.goto('/coach');
  await page.getByRole('link', { name: /Adèle Suivie/ }).waitFor();
  await page.getByRole('button', { name: 'Inviter un athlète' }).click();
  await page.getByRole('textbox', { name: 'Lien d’invitation' }).waitFor();
  await audit('espace coach');
  await page.goto(`/coach/athletes/${athlete.user.id}`);
  await page.getByRole('heading', { name: 'Adèle Suivie', level: 1 }).waitFor();
  await page.getByLabel('Programme à assigner').waitFor();
  await audit('page d’un athlète');
  const second = await apiAs<{ code: string }>(other, '/coach/invitations', { method: 'POST' });
  await signIn(page, athlete);
  await page.goto(`/coach/join/${second.code}`);
  await page.getByRole('button', { name: 'Accepter' }).click();
  await page.getByRole('dialog', { name: 'Changer de coach' }).waitFor();
  await audit('invitation d’un coach, remplacement');
  return found;
}

/** The circle's screens (issue 11): friends with activity, the feed, /friends, /share, /u/{username}. */
async function auditSocialScreens(page: Page, { member, athlete, workout }: Journey): Promise<string[]> {
  const found: string[] = [];
  const audit = async (screen: string) => found.push(...(await blockingViolations(page, screen)));
  const request = await apiAs<{ id: number }>(member, '/social/connections/add', {
    method: 'POST',
    body: { friendId: athlete.user.id },
  });
  await apiAs(athlete, `/social/connections/${request.id}/accept`, { method: 'POST' });
  const today = await apiAs<{ id: number }>(athlete, '/completions', {
    method: 'POST',
    body: { program_id: workout.programId, session_id: workout.sessionId, duration_minutes: 31 },
  });
  await apiAs(athlete, '/social/feed/unlock', { method: 'POST', body: { sessionCompletionId: today.id } });

  await page.goto('/feed');
  await page.getByRole('heading', { name: 'Cercle Élan', level: 1 }).waitFor();
  await page.getByRole('list', { name: 'Activité de mes amis' }).getByRole('article').first().waitFor();
  await audit('cercle et feed');
  // Issue 34: a workout card's thread, opened under the card with its field.
  await page
    .getByRole('list', { name: 'Activité de mes amis' })
    .locator('article[data-kind="workout"]')
    .filter({ hasText: `${athlete.user.first_name} ${athlete.user.last_name}` })
    .getByRole('button', { name: /commentaire/ })
    .click();
  await page.getByLabel('Ton commentaire').waitFor();
  await audit('fil de commentaires du cercle');
  await page.goto('/friends');
  await page.getByRole('heading', { name: 'Mes amis (1)' }).waitFor();
  await page.getByLabel("Nom ou nom d'utilisateur").fill('Lambert');
  await page.getByRole('list', { name: 'Résultats de la recherche' }).waitFor();
  await audit('mes amis, avec une recherche');
  await page.goto('/share');
  await page.getByRole('button', { name: 'Générer la carte' }).waitFor();
  await audit('carte du jour');
  await page.goto(`/u/${athlete.user.username}`);
  await page.getByRole('heading', { name: 'Noé Lambert', level: 1 }).waitFor();
  await page.getByText('fait partie de ton cercle', { exact: false }).waitFor();
  await audit('profil public');
  await page.goto('/u/personne-introuvable');
  await page.getByRole('heading', { name: 'Utilisateur introuvable', level: 1 }).waitFor();
  await audit('profil public introuvable');
  await auditChallengeScreens(page, audit, { member, athlete });
  return found;
}

/** Issue 34's screens: the list with an invitation, « Créer un défi », a challenge's ranking. */
async function auditChallengeScreens(
  page: Page,
  audit: (screen: string) => Promise<unknown>,
  { member, athlete }: Pick<Journey, 'member' | 'athlete'>,
) {
  const today = parisDay(new Date());
  const invitation = await apiAs<{ id: number }>(athlete, '/social/challenges', {
    method: 'POST',
    body: {
      title: 'Semaine solide',
      metric: 'sessions',
      target: 3,
      starts_on: today,
      ends_on: addDays(today, 6),
      invitee_ids: [member.user.id],
    },
  });
  await page.goto('/challenges');
  await page.getByRole('button', { name: 'Rejoindre' }).waitFor();
  await audit('défis, avec une invitation');
  await page.goto('/challenges/new');
  await page.getByRole('checkbox', { name: 'Noé Lambert' }).waitFor();
  await audit('créer un défi');
  await page.getByRole('button', { name: 'Lancer le défi' }).click();
  await page.getByText('Le titre du défi est obligatoire').waitFor();
  await audit('créer un défi, avec ses erreurs');
  await page.goto(`/challenges/${invitation.id}`);
  await page.getByRole('progressbar', { name: 'Progression de Noé' }).waitFor();
  await audit('page d’un défi');
}

/** Issue 13's screens: « Remplacer », a timed set running, the free workout and its picker. */
async function auditPlayerDepth(
  page: Page,
  audit: (screen: string) => Promise<number>,
  member: Member,
  workout: Workout,
) {
  await page.goto(`/session/${workout.sessionId}`);
  await page.getByRole('button', { name: 'Linéaire' }).click();
  await page.getByRole('button', { name: 'Remplacer' }).click();
  await page.getByRole('dialog').getByRole('list').waitFor();
  await audit('fenêtre « Remplacer »');
  await page.keyboard.press('Escape');

  const session = await apiAs<{ id: number }>(member, '/sessions', {
    method: 'POST',
    body: { program_id: workout.programId, title: 'Intervalles' },
  });
  await apiAs(member, '/session-exercises', {
    method: 'POST',
    body: {
      session_id: session.id,
      exercise_id: workout.exerciseIds[0],
      sets: 2,
      rest_time_sec: 10,
      duration_seconds: 60,
    },
  });
  await page.goto(`/session/${session.id}`);
  await page.getByRole('button', { name: /^Démarrer la série 1/ }).click();
  await page.getByRole('button', { name: 'Pause' }).waitFor();
  await audit('série chronométrée en cours');

  await page.goto('/free-workout');
  await page.getByRole('heading', { name: 'Ta séance, tes exercices' }).waitFor();
  await audit('séance libre');
  await page.getByRole('button', { name: 'Ajouter un exercice' }).click();
  await page.getByRole('dialog').getByRole('list').waitFor();
  await audit('fenêtre « Ajouter un exercice »');
  await page.getByLabel('Rechercher un exercice').fill('developpe couche');
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^Développé couché/ })
    .click();
  await page.getByRole('button', { name: 'Terminer la séance' }).waitFor();
  await audit('séance libre en cours');
  await page.getByLabel('Charge en kg, série 1').fill('60');
  await page.getByRole('button', { name: 'Disques pour 60 kg, série 1' }).click();
  await page.getByRole('dialog', { name: 'Disques à charger' }).waitFor();
  await audit('calculateur de disques');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Comment faire ? (Développé couché)' }).click();
  await page.getByRole('heading', { name: 'Mise en place' }).waitFor();
  await audit('fenêtre « Comment faire ? »');
  await page.keyboard.press('Escape');
}

/** Visits every screen a member can reach, as they see it, and collects axe's serious faults. */
/** Issue 14's screens: the library, « Ajouter mon exercice », an exercise page with its charts. */
async function auditExerciseScreens(page: Page, audit: (screen: string) => Promise<unknown>, member: Member) {
  const benchId = await benchSessions(member);
  await page.goto('/exercises');
  await page
    .getByRole('link', { name: /^Squat/ })
    .first()
    .waitFor();
  await audit('bibliothèque d’exercices');
  await page.getByRole('button', { name: 'Ajouter mon exercice' }).click();
  await page.getByRole('dialog', { name: 'Ajouter mon exercice' }).waitFor();
  await audit('fenêtre « Ajouter mon exercice »');
  await page.keyboard.press('Escape');
  await page.goto(`/exercises/${benchId}`);
  await page.locator('.recharts-line').first().waitFor();
  await page.getByRole('region', { name: 'Dernières séances' }).waitFor();
  await audit('page d’un exercice');
  // Issue 33: the body map, its table and the 12 weeks of the bench sessions' chest.
  await page.goto('/profile/muscles');
  await page.getByRole('table', { name: 'Séries de travail des 7 derniers jours' }).waitFor();
  await page.locator('.recharts-bar-rectangle').first().waitFor();
  await audit('mes muscles');
}

async function auditEveryScreen(
  page: Page,
  viewport: typeof DESKTOP | typeof MOBILE,
  { member, athlete, workout, completionId }: Journey,
) {
  const found: string[] = [];
  const audit = async (screen: string) => found.push(...(await blockingViolations(page, screen)));

  await page.goto('/login');
  await page.getByRole('button', { name: 'Connexion', exact: true }).waitFor();
  await audit('connexion');
  await page.getByRole('button', { name: "S'inscrire" }).click();
  await page.getByLabel('Prénom').waitFor();
  await audit('inscription');

  await signIn(page, member);
  await page.goto('/dashboard');
  await page.getByRole('heading', { name: 'Bonjour, Aurélie 👋' }).waitFor();
  await page
    .getByRole('region', { name: 'Agenda du jour' })
    .getByText(/complétées$/)
    .waitFor();
  await page.getByText('Force tranquille').first().waitFor();
  await audit('dashboard');
  await page.getByRole('button', { name: /^Notifications, \d+ non lues?$/ }).click();
  await page
    .getByRole('region', { name: 'Notifications' })
    .getByText(/«\sPremier pas\s»/)
    .waitFor();
  await audit('menu des notifications ouvert');
  await page.keyboard.press('Escape');
  await page.getByRole('region', { name: 'Notifications' }).waitFor({ state: 'detached' });

  // The menu button only shows on a phone: there, its open dialog is a screen of its own.
  if (viewport === MOBILE) {
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).waitFor();
    await audit('menu mobile ouvert');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Menu' }).waitFor({ state: 'detached' });
  }

  await page.goto('/import');
  await page.getByRole('button', { name: 'Analyser le fichier' }).waitFor();
  await audit('import de l’historique');

  await page.goto('/notifications/settings');
  await page.getByRole('button', { name: 'Activer les notifications' }).waitFor();
  await audit('réglages des notifications, désactivées');
  await page.getByRole('button', { name: 'Activer les notifications' }).click();
  await page.getByRole('switch', { name: 'Badges débloqués' }).waitFor();
  await audit('réglages des notifications, activées');
  // Issue 33: the calendar link's address, once made.
  await page.getByRole('button', { name: 'Obtenir mon adresse d’agenda' }).click();
  await page.getByLabel('Adresse de votre agenda').waitFor();
  await audit('réglages des notifications, adresse d’agenda');

  await page.goto('/programs');
  await page.getByRole('link', { name: 'Force tranquille' }).first().waitFor();
  await audit('programmes');
  await page.getByRole('button', { name: 'Nouveau programme' }).click();
  await page.getByRole('dialog', { name: 'Nouveau programme' }).waitFor();
  await audit('fenêtre « Nouveau programme »');
  await page.keyboard.press('Escape');

  await page.goto(`/programs/${workout.programId}`);
  await page.getByRole('heading', { name: 'Force tranquille', level: 1 }).waitFor();
  await page.getByRole('form', { name: 'Mon planning' }).waitFor();
  await page.getByRole('heading', { name: 'Activité récente' }).waitFor();
  await audit('détail du programme');

  await page.goto('/programs/987654');
  await page.getByRole('link', { name: 'Retour aux programmes' }).waitFor();
  await audit('programme introuvable');

  await page.goto(`/session/${workout.sessionId}`);
  await page.getByRole('button', { name: "Passer l'exercice" }).waitFor();
  await audit('lecteur de séance');
  await page.getByRole('button', { name: "Passer l'exercice" }).click();
  await page.getByRole('button', { name: "Passer l'exercice" }).click();
  await page.getByRole('heading', { name: 'Bien joué', exact: true }).waitFor();
  await audit('fin de séance');
  await page.getByRole('button', { name: 'Voir le résumé' }).click();
  await page.waitForURL('**/session-summary');
  await page.getByText('Séance enregistrée').waitFor();
  // The circle's card pops in once the unlock answers: audited as it settles, not half-faded.
  await page.getByRole('heading', { name: 'Cercle débloqué !' }).waitFor();
  await audit('résumé de séance');

  await page.goto(`/session/${workout.sessionId}`);
  await page.getByRole('button', { name: 'Circuit' }).click();
  await page.getByRole('button', { name: /^Lancer le circuit/ }).waitFor();
  await audit('lecteur, mode circuit');

  await auditPlayerDepth(page, audit, member, workout);

  await page.goto(`/session-old/${workout.sessionId}`);
  await page.getByRole('heading').first().waitFor();
  await audit('ancien lecteur');

  await page.goto(`/completion/${completionId}`);
  await page.getByRole('link', { name: 'Voir le profil' }).waitFor();
  // Issue 32: its « Commentaires » section, empty, with the field.
  await page.getByText("Aucun commentaire pour l'instant").waitFor();
  await audit('détail d’une séance');

  await auditExerciseScreens(page, audit, member);

  await page.goto('/profile');
  await page.getByRole('heading', { name: 'Mon Profil', level: 1 }).waitFor();
  await page.getByText('Force tranquille').first().waitFor();
  await page.getByRole('img', { name: /séances? sur|Aucune séance/ }).waitFor();
  await page.getByText(/^Cette semaine :/).waitFor();
  await audit('mon profil');
  await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
  await page.getByRole('dialog', { name: 'Changer le mot de passe' }).waitFor();
  await audit('fenêtre « Changer le mot de passe »');
  await page.keyboard.press('Escape');
  await page.getByRole('dialog', { name: 'Changer le mot de passe' }).waitFor({ state: 'detached' });
  await page
    .getByRole('region', { name: 'Mes données' })
    .getByRole('button', { name: 'Supprimer mon compte' })
    .click();
  await page.getByRole('dialog', { name: 'Supprimer mon compte' }).waitFor();
  await audit('fenêtre « Supprimer mon compte »');
  await page.keyboard.press('Escape');
  await page.getByRole('dialog', { name: 'Supprimer mon compte' }).waitFor({ state: 'detached' });
  await page.getByRole('tab', { name: 'Tous les Badges' }).click();
  await page.getByRole('tabpanel', { name: 'Tous les Badges' }).waitFor();
  await audit('mon profil, onglet badges');
  for (const [days, weight] of [
    [20, 74.2],
    [6, 73.1],
  ] as const) {
    await apiAs(member, '/body-composition/measurements', {
      method: 'POST',
      body: {
        weight_kg: weight,
        height_cm: 172,
        body_fat_percent: 21,
        muscle_mass_kg: 30,
        measurement_date: addDays(parisDay(new Date()), -days),
      },
    });
  }
  await page.getByRole('tab', { name: 'Composition Corporelle' }).click();
  await page.locator('.recharts-line').first().waitFor();
  await audit('mon profil, composition corporelle');
  await page.getByRole('button', { name: 'Nouvelle Mesure' }).click();
  await page.getByRole('dialog', { name: 'Nouvelle Mesure' }).waitFor();
  await audit('fenêtre « Nouvelle Mesure »');
  await page.keyboard.press('Escape');

  await page.goto(`/profile/${athlete.user.id}`);
  await page.getByRole('heading', { name: 'Noé Lambert', level: 1 }).waitFor();
  await page.getByRole('img', { name: /séances? sur|Aucune séance/ }).waitFor();
  await audit('profil d’un autre membre');

  await page.goto('/completion/987654');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await audit('séance réalisée introuvable');

  await page.goto('/session/987654');
  await page.getByRole('heading', { name: 'Session non trouvée' }).waitFor();
  await audit('séance à jouer introuvable');

  await page.goto('/profile/987654');
  await page.getByRole('heading', { name: MESSAGES.userNotFound, level: 1 }).waitFor();
  // Its error toast is on screen too: the toasts' colours are audited with it.
  await page.getByRole('status').filter({ hasText: MESSAGES.userNotFound }).waitFor();
  await audit('membre introuvable, avec son toast d’erreur');
  return found;
}

describe('accessibilité (axe-core, WCAG 2.1 A/AA et bonnes pratiques)', () => {
  // Every screen in both themes (issue 29, decision 077): the system's dark preference gives the dark one.
  for (const [name, viewport, scheme] of [
    ['ordinateur (1280 × 800)', DESKTOP, 'light'],
    ['téléphone (390 × 844)', MOBILE, 'light'],
    ['ordinateur (1280 × 800), thème sombre', DESKTOP, 'dark'],
    ['téléphone (390 × 844), thème sombre', MOBILE, 'dark'],
  ] as const) {
    it(`aucun défaut sérieux ou critique sur chaque écran, ${name}`, async () => {
      const journey = await prepareJourney();
      const { context, page } = await newPage(browser, viewport, scheme);
      await context.grantPermissions(['notifications']);
      await fakePushService(context);
      const found = await auditEveryScreen(page, viewport, journey);
      found.push(...(await auditSocialScreens(page, journey)));
      found.push(...(await auditAdminScreens(page)));
      found.push(...(await auditCoachScreens(page)));
      await context.close();
      expect(found.join('\n')).toBe('');
    }, 180_000);
  }
});
