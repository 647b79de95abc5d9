import { PREFERENCE_LABELS, PUSH_TEXTS } from '@elan/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiAs,
  baseUrl,
  DESKTOP,
  launchBrowser,
  type Member,
  MOBILE,
  newPage,
  registerViaApi,
  signIn,
  snap,
} from './fixtures.ts';
import { fakePushService } from './push-fixtures.ts';

type Notification = { id: number; type: string; title: string; read: boolean };

/** One session completed: the first badge (« Premier pas ») and its notification. */
async function earnFirstBadge(member: Member) {
  const program = await apiAs<{ id: number }>(member, '/programs', {
    method: 'POST',
    body: {
      title: 'Réveil tonique',
      description: 'Un programme pour le parcours des notifications.',
      goal: 'Prendre le rythme',
      difficulty_level: 'beginner',
      duration_weeks: 4,
      exercises: [{ exercise_id: 1 }],
    },
  });
  const [session] = await apiAs<{ id: number }[]>(member, `/sessions?program_id=${program.id}`);
  if (!session) throw new Error('le programme n’a pas de séance');
  await apiAs(member, '/completions', {
    method: 'POST',
    body: { program_id: program.id, session_id: session.id, duration_minutes: 20 },
  });
}

/** A programme of one exercise, two sets and a 60 s rest between them. */
async function createRestWorkout(member: Member) {
  const program = await apiAs<{ id: number }>(member, '/programs', {
    method: 'POST',
    body: {
      title: 'Repos mesuré',
      description: 'Deux séries et une minute de repos.',
      goal: 'Tenir le rythme',
      difficulty_level: 'beginner',
      duration_weeks: 4,
      exercises: [{ exercise_id: 1, sets: 2, reps: 10, rest_time_sec: 60 }],
    },
  });
  const [session] = await apiAs<{ id: number }[]>(member, `/sessions?program_id=${program.id}`);
  if (!session) throw new Error('le programme n’a pas de séance');
  return session.id;
}

/** Enables push from the settings page, as a member does (permission granted beforehand). */
async function enablePush(page: Page) {
  await page.goto('/notifications/settings');
  await page.getByRole('button', { name: 'Activer les notifications' }).click();
  await page.getByText(PUSH_TEXTS.enabled).waitFor();
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('parcours notifications', () => {
  for (const [name, viewport] of [
    ['ordinateur', DESKTOP],
    ['téléphone', MOBILE],
  ] as const) {
    it(`un badge gagné arrive dans la cloche, puis « Tout marquer lu » (${name})`, async () => {
      const member = await registerViaApi('Inès', 'Moreau');
      await earnFirstBadge(member);
      const { context, page } = await newPage(browser, viewport);
      await signIn(page, member);
      await page.goto('/dashboard');

      const bell = page.getByRole('button', { name: /^Notifications, \d+ non lues?$/ });
      await bell.waitFor();
      const unread = (await apiAs<Notification[]>(member, '/push/notifications')).filter(
        (item) => !item.read,
      );
      expect(unread.some((item) => item.type === 'badge_unlocked')).toBe(true);
      expect(await bell.textContent()).toBe(String(unread.length));

      await bell.click();
      const panel = page.getByRole('region', { name: 'Notifications' });
      await panel.getByText(/^Vous avez débloqué le badge «\sPremier pas\s»\.$/).waitFor();
      await panel.getByText("À l'instant").first().waitFor();
      await snap(page, `cloche-${name}`);

      await panel.getByRole('button', { name: PUSH_TEXTS.markAllRead }).click();
      await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
      await expect
        .poll(async () =>
          (await apiAs<Notification[]>(member, '/push/notifications')).every((item) => item.read),
        )
        .toBe(true);

      // The badge's notification leads to the profile.
      await panel.getByRole('button', { name: /«\sPremier pas\s»/ }).click();
      await page.waitForURL('**/profile');
      await context.close();
    });
  }

  it('les réglages : activer, changer une préférence, la retrouver côté serveur', async () => {
    const member = await registerViaApi('Hugo', 'Lefèvre');
    const { context, page } = await newPage(browser);
    await context.grantPermissions(['notifications']);
    await fakePushService(context);
    await signIn(page, member);

    await page.goto('/dashboard');
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await page.getByRole('link', { name: PUSH_TEXTS.manage }).click();
    await page.waitForURL('**/notifications/settings');
    await page.getByRole('heading', { name: 'Notifications', level: 1 }).waitFor();

    await page.getByRole('button', { name: 'Activer les notifications' }).click();
    await page.getByText(PUSH_TEXTS.enabled).waitFor();
    await snap(page, 'reglages-actives-toast');
    await page.getByText('Activées', { exact: true }).waitFor();
    await page.getByText('Autorisée', { exact: true }).waitFor();

    const toggle = page.getByRole('switch', { name: PREFERENCE_LABELS.daily_motivation });
    expect(await toggle.getAttribute('aria-checked')).toBe('true');
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('false');
    await page.getByLabel('Rappel avant une séance planifiée').selectOption('60');
    await expect
      .poll(async () => apiAs<Record<string, unknown>>(member, '/push/preferences'))
      .toMatchObject({ daily_motivation: false, reminder_minutes_before: 60 });

    const stats = await apiAs<{ active_devices: number }>(member, '/push/stats');
    expect(stats.active_devices).toBe(1);
    await page.reload();
    await page.getByText('Appareils actifs').waitFor();
    expect(
      await page
        .getByRole('switch', { name: PREFERENCE_LABELS.daily_motivation })
        .getAttribute('aria-checked'),
    ).toBe('false');
    await snap(page, 'reglages-ordinateur', true);
    await page.setViewportSize(MOBILE);
    await snap(page, 'reglages-telephone', true);

    await page.getByRole('button', { name: 'Désactiver', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Désactiver les notifications' });
    await dialog.getByText(PUSH_TEXTS.disableConfirm).waitFor();
    await snap(page, 'reglages-desactiver-telephone');
    await dialog.getByRole('button', { name: 'Désactiver' }).click();
    await page.getByText(PUSH_TEXTS.disabled).waitFor();
    await page.getByRole('button', { name: 'Activer les notifications' }).waitFor();
    await context.close();
  });
  it('le service worker affiche un push reçu ; un repos demande un push à sa fin, annulé s’il est passé', async () => {
    const member = await registerViaApi('Zoé', 'Martin');
    const sessionId = await createRestWorkout(member);
    const { context, page } = await newPage(browser);
    await context.grantPermissions(['notifications']);
    await fakePushService(context);
    await signIn(page, member);
    await enablePush(page);

    // The worker registered by the app shows what the server pushes.
    const scriptUrl = await page.evaluate(
      async () => (await navigator.serviceWorker.ready).active?.scriptURL,
    );
    expect(scriptUrl).toMatch(/\/sw\.js$/);
    const cdp = await context.newCDPSession(page);
    const registrationId = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const found = registrations.find((registration) => !registration.isDeleted);
        if (found) resolve(found.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    // A badge is earned meanwhile: the push makes the bell refresh without waiting for its 30 s poll.
    const bell = page.getByRole('button', { name: /^Notifications/ });
    const unreadBefore = await bell.getAttribute('aria-label');
    const unreadCount = async () =>
      (await apiAs<Notification[]>(member, '/push/notifications')).filter((item) => !item.read).length;
    const unreadAtStart = await unreadCount();
    await earnFirstBadge(member);
    // As the server does: the push goes out once the notification is stored.
    await expect.poll(unreadCount).toBeGreaterThan(unreadAtStart);
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: new URL(page.url()).origin,
      registrationId: await registrationId,
      data: JSON.stringify({
        title: 'Repos terminé ⏱️',
        body: "C'est reparti pour la série suivante !",
        type: 'rest_timer',
        url: '/dashboard',
        icon: '⏱️',
        tag: 'rest-timer',
        notification_id: null,
      }),
    });
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const shown = await (await navigator.serviceWorker.ready).getNotifications();
          return shown.map(({ title, body, data }) => ({ title, body, data }));
        }),
      )
      .toEqual([
        {
          title: 'Repos terminé ⏱️',
          body: "C'est reparti pour la série suivante !",
          data: { url: '/dashboard', type: 'rest_timer' },
        },
      ]);

    await expect.poll(() => bell.getAttribute('aria-label'), { timeout: 10_000 }).not.toBe(unreadBefore);

    // A set done: its 60 s rest asks for a push at its end; skipping the rest cancels it.
    await page.goto(`/session/${sessionId}`);
    const started = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith('/api/push/rest-timer'),
    );
    await page.getByRole('button', { name: 'Valider la série 1' }).click();
    const { ends_at: endsAt } = (await started).postDataJSON() as { ends_at: string };
    const aheadMs = new Date(endsAt).getTime() - Date.now();
    expect(aheadMs).toBeGreaterThan(50_000);
    expect(aheadMs).toBeLessThanOrEqual(60_000);
    expect((await (await started).response())?.status()).toBe(201);

    const cancelled = page.waitForRequest(
      (request) => request.method() === 'DELETE' && request.url().endsWith('/api/push/rest-timer'),
    );
    await page.getByRole('button', { name: 'Passer le repos' }).click();
    expect((await (await cancelled).response())?.status()).toBe(200);
    await context.close();
  });
  it('sur iPhone, hors de l’app installée, l’écran explique l’ajout à l’écran d’accueil', async () => {
    const member = await registerViaApi('Léon', 'Garnier');
    const context = await browser.newContext({
      baseURL: baseUrl(),
      viewport: MOBILE,
      locale: 'fr-FR',
      timezoneId: 'Europe/Paris',
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
    });
    // Safari outside the home-screen app: no PushManager, no Notification.
    await context.addInitScript(() => {
      Reflect.deleteProperty(window, 'PushManager');
      Reflect.deleteProperty(window, 'Notification');
    });
    const page = await context.newPage();
    await signIn(page, member);
    await page.goto('/notifications/settings');
    await page.getByRole('heading', { name: PUSH_TEXTS.notSupportedTitle }).waitFor();
    await page.getByText("« Sur l'écran d'accueil »").waitFor();
    await snap(page, 'reglages-iphone');
    await context.close();
  });
});
