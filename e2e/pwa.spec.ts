import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { INSTALL_TEXTS, OFFLINE_TEXTS } from '@elan/domain';
import { type Browser, chromium } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiAs,
  baseUrl,
  CHROME_PATH,
  CHROMIUM_ARGS,
  DESKTOP,
  launchBrowser,
  MOBILE,
  newPage,
  registerViaApi,
  signIn,
  snap,
} from './fixtures.ts';
import {
  axeBlocking,
  completionsOf,
  createTimedWorkout,
  createWorkout,
  eventually,
  outboxEntries,
  tabTo,
  waitForCached,
  waitForWorker,
} from './pwa-fixtures.ts';

const builtWorker = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist/sw.js');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('application installable', () => {
  it('sert le manifeste en français, ses icônes aux bonnes tailles, et Chromium la juge installable', async () => {
    const response = await fetch(`${baseUrl()}/manifest.webmanifest`);
    expect(response.status).toBe(200);
    const manifest = (await response.json()) as Record<string, unknown> & {
      icons: { src: string; sizes: string; purpose: string }[];
      shortcuts: { name: string; url: string }[];
    };
    expect(manifest).toMatchObject({
      name: 'Élan',
      short_name: 'Élan',
      lang: 'fr',
      description: 'Bouge mieux, vis mieux.',
      start_url: '/dashboard',
      display: 'standalone',
      theme_color: '#FF6B35',
      background_color: '#FBF8F5',
    });
    expect(manifest.shortcuts.map(({ name, url }) => [name, url])).toEqual([
      ['Séance du jour', '/dashboard#agenda'],
      ['Cercle', '/feed'],
    ]);
    const icons = [...manifest.icons.map((icon) => [icon.src, icon.sizes, icon.purpose])];
    expect(icons).toEqual([
      ['/icons/icon-192.png', '192x192', 'any'],
      ['/icons/icon-512.png', '512x512', 'any'],
      ['/icons/icon-maskable-512.png', '512x512', 'maskable'],
    ]);
    for (const [src, sizes] of [...icons, ['/icons/apple-touch-icon.png', '180x180']]) {
      const icon = await fetch(`${baseUrl()}${src}`);
      expect(icon.status).toBe(200);
      expect(icon.headers.get('content-type')).toBe('image/png');
      const { width, height } = await sharp(Buffer.from(await icon.arrayBuffer())).metadata();
      expect(`${width}x${height}`).toBe(sizes);
    }

    const member = await registerViaApi('Nadia', 'Perrin');
    // A real profile: Chromium never offers to install from an incognito window.
    const profile = mkdtempSync(path.join(tmpdir(), 'elan-pwa-profile-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROME_PATH,
      headless: true,
      args: CHROMIUM_ARGS,
      baseURL: baseUrl(),
      viewport: DESKTOP,
      locale: 'fr-FR',
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await signIn(page, member);
      await page.goto('/dashboard');
      await page.getByRole('heading', { name: 'Bonjour, Nadia 👋' }).waitFor();
      expect(await page.title()).toBe('Dashboard · Élan');
      expect(await page.getAttribute('html', 'lang')).toBe('fr');
      expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.webmanifest');
      expect(await page.locator('link[rel="apple-touch-icon"]').getAttribute('href')).toBe(
        '/icons/apple-touch-icon.png',
      );
      expect(await page.locator('meta[name="description"]').getAttribute('content')).toContain('Élan');
      await waitForWorker(page);
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: { errorId: string }[];
      };
      expect(installabilityErrors).toEqual([]);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  it('le menu mobile propose « Installer l’application » quand le navigateur le permet, puis « Application installée »', async () => {
    const member = await registerViaApi('Lou', 'Garnier');
    for (const viewport of [MOBILE]) {
      const { context, page } = await newPage(browser, viewport);
      try {
        await signIn(page, member);
        await page.goto('/dashboard');
        await page.getByRole('heading', { name: 'Bonjour, Lou 👋' }).waitFor();
        await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
        const menu = page.getByRole('dialog', { name: 'Menu' });
        // Not installable (yet): no entry at all.
        await menu.getByRole('button', { name: 'Déconnexion' }).waitFor();
        expect(await menu.getByText(INSTALL_TEXTS.install).count()).toBe(0);

        // What Chromium fires when the app may be installed; the member first says no, then the
        // browser fails to show its dialog, then the member says yes.
        const offerInstall = (outcome: 'accepted' | 'dismissed' | 'error') =>
          page.evaluate((answer) => {
            const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
              prompt: async () => {
                if (answer === 'error') throw new DOMException('prompt() indisponible', 'InvalidStateError');
              },
              userChoice: Promise.resolve({ outcome: answer === 'error' ? 'dismissed' : answer }),
            });
            window.dispatchEvent(event);
          }, outcome);
        await offerInstall('dismissed');
        await menu.getByRole('button', { name: INSTALL_TEXTS.install }).waitFor();
        await snap(page, 'pwa-install-entry-390');
        expect(await axeBlocking(page)).toEqual([]);
        await menu.getByRole('button', { name: INSTALL_TEXTS.install }).click();
        await page.getByText(INSTALL_TEXTS.cancelled).waitFor();

        // §8's error toast: the browser could not show its dialog; the entry stays, to try again.
        await offerInstall('error');
        await menu.getByRole('button', { name: INSTALL_TEXTS.install }).click();
        await page.getByText(INSTALL_TEXTS.error).waitFor();
        await menu.getByRole('button', { name: INSTALL_TEXTS.install }).waitFor();

        await offerInstall('accepted');
        await menu.getByRole('button', { name: INSTALL_TEXTS.install }).click();
        await page.getByText(INSTALL_TEXTS.success).waitFor();
        await menu.getByText(INSTALL_TEXTS.installed, { exact: true }).waitFor();
        expect(await menu.getByRole('button', { name: INSTALL_TEXTS.install }).count()).toBe(0);
        await snap(page, 'pwa-installed-390');
      } finally {
        await context.close();
      }
    }
  });
});

describe('entraînement hors ligne', () => {
  it('des séances ouvertes en ligne se font hors ligne jusqu’à « Bien joué », attendent dans la boîte d’envoi, puis arrivent une fois chacune, dans l’ordre', async () => {
    const member = await registerViaApi('Yanis', 'Leroy');
    const workout = await createWorkout(member);
    const second = await createWorkout(member, 'Deuxième sous-sol');
    const { context, page } = await newPage(browser, MOBILE);
    try {
      await signIn(page, member);
      await page.goto('/dashboard');
      await waitForWorker(page);
      // Opening the programme keeps its sessions for later.
      await page.goto(`/programs/${workout.programId}`);
      await page.getByRole('heading', { name: 'Sous-sol sans réseau', level: 1 }).waitFor();
      await waitForCached(page, [
        `/api/sessions/${workout.sessionId}?`,
        `/api/session-exercises?session_id=${workout.sessionId}`,
        '/api/completions/last-sets',
      ]);
      await page.goto(`/programs/${second.programId}`);
      await page.getByRole('heading', { name: 'Deuxième sous-sol', level: 1 }).waitFor();
      await waitForCached(page, [`/api/session-exercises?session_id=${second.sessionId}`]);

      // No network from here: the player's address opens from the precached shell.
      await context.setOffline(true);
      await page.goto(`/session/${workout.sessionId}`);
      await page.getByRole('status').filter({ hasText: OFFLINE_TEXTS.banner }).waitFor();
      await page.getByRole('heading', { name: 'Session principale', level: 1 }).waitFor();
      await snap(page, 'pwa-offline-banner-390');
      await page.setViewportSize(DESKTOP);
      await snap(page, 'pwa-offline-banner-1280');
      await page.setViewportSize(MOBILE);
      await page.getByRole('button', { name: "Passer l'exercice" }).click();
      await page.getByRole('button', { name: "Passer l'exercice" }).click();
      await page.getByRole('heading', { name: 'Bien joué', exact: true }).waitFor();
      await page.getByRole('button', { name: 'Voir le résumé' }).click();
      await page.getByText(OFFLINE_TEXTS.queuedOnSummary).waitFor();
      await page.getByLabel('Notes').fill('Au sous-sol, sans réseau');
      // A photo taken offline waits with the completion.
      const png = await sharp({
        create: { width: 64, height: 48, channels: 3, background: { r: 255, g: 107, b: 53 } },
      })
        .png()
        .toBuffer();
      await page
        .getByLabel('Ajouter une photo')
        .setInputFiles({ name: 'sous-sol.png', mimeType: 'image/png', buffer: png });
      await page.getByText('Photo ajoutée ! 📸').waitFor();

      const queued = await outboxEntries(page);
      expect(queued.map((entry) => entry.sessionTitle)).toEqual(['Session principale']);
      expect(await completionsOf(member)).toEqual([]);

      await page.getByRole('button', { name: 'Retour au dashboard' }).click();
      await page.waitForURL('**/dashboard');

      // A second session, still offline: it waits behind the first.
      await page.goto(`/session/${second.sessionId}`);
      await page.getByRole('button', { name: "Passer l'exercice" }).click();
      await page.getByRole('button', { name: "Passer l'exercice" }).click();
      await page.getByRole('heading', { name: 'Bien joué', exact: true }).waitFor();
      await page.getByRole('button', { name: 'Voir le résumé' }).click();
      await page.getByText(OFFLINE_TEXTS.queuedOnSummary).waitFor();
      await page.getByRole('button', { name: 'Retour au dashboard' }).click();
      await page.waitForURL('**/dashboard');
      const pending = page.getByRole('region', { name: OFFLINE_TEXTS.pendingTitle });
      await pending.getByText(OFFLINE_TEXTS.pendingSync).first().waitFor();
      expect(await pending.getByRole('listitem').allInnerTexts()).toEqual([
        expect.stringContaining('Sous-sol sans réseau'),
        expect.stringContaining('Deuxième sous-sol'),
      ]);
      await snap(page, 'pwa-pending-sync-390');
      expect(await axeBlocking(page)).toEqual([]);
      await page.setViewportSize(DESKTOP);
      await snap(page, 'pwa-pending-sync-1280');

      await context.setOffline(false);
      await eventually(async () => (await completionsOf(member)).length === 2);
      await pending.waitFor({ state: 'detached' });
      expect(await outboxEntries(page)).toEqual([]);
      // Back online again and reloaded: nothing is sent twice.
      await page.reload();
      await page.getByRole('heading', { name: 'Bonjour, Yanis 👋' }).waitFor();
      await page.waitForTimeout(1000);
      // Exactly the two, sent in the order they were finished (newest first in the list).
      const completions = await apiAs<{ id: number; notes: string | null; program_title: string }[]>(
        member,
        `/completions/user/${member.user.id}?limit=100`,
      );
      const oldestFirst = [...completions].sort((a, b) => a.id - b.id);
      expect(oldestFirst.map(({ program_title, notes }) => [program_title, notes])).toEqual([
        ['Sous-sol sans réseau', 'Au sous-sol, sans réseau'],
        ['Deuxième sous-sol', null],
      ]);
      const [synced] = oldestFirst;
      const detail = await apiAs<{ photo_url: string | null; sets: unknown[] }>(
        member,
        `/completions/${synced?.id}`,
      );
      // The photo went up first (re-encoded by the server), and the per-set log came along.
      expect(detail.photo_url).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp\?c=\d+&exp=\d+&sig=/);
      expect(detail.sets).toHaveLength(4);
    } finally {
      await context.close();
    }
  });
});

describe('onglet fermé avant la synchronisation', () => {
  it('une séance finie hors ligne, onglet fermé puis rouvert en ligne : rien n’est perdu, une seule séance arrive', async () => {
    const member = await registerViaApi('Maël', 'Rousseau');
    const workout = await createWorkout(member, 'Onglet fermé');
    const { context, page } = await newPage(browser, MOBILE);
    try {
      await signIn(page, member);
      await page.goto('/dashboard');
      await waitForWorker(page);
      await page.goto(`/programs/${workout.programId}`);
      await page.getByRole('heading', { name: 'Onglet fermé', level: 1 }).waitFor();
      await waitForCached(page, [`/api/session-exercises?session_id=${workout.sessionId}`]);

      await context.setOffline(true);
      await page.goto(`/session/${workout.sessionId}`);
      await page.getByRole('heading', { name: 'Session principale', level: 1 }).waitFor();
      await page.getByRole('button', { name: "Passer l'exercice" }).click();
      await page.getByRole('button', { name: "Passer l'exercice" }).click();
      await page.getByRole('heading', { name: 'Bien joué', exact: true }).waitFor();
      await page.getByRole('button', { name: 'Voir le résumé' }).click();
      await page.getByText(OFFLINE_TEXTS.queuedOnSummary).waitFor();
      await page.getByLabel('Notes').fill('Écrit avant de fermer l’onglet');
      await eventually(async () =>
        (await outboxEntries(page)).some((entry) => entry.body.notes === 'Écrit avant de fermer l’onglet'),
      );
      expect(await completionsOf(member)).toEqual([]);

      // The tab is closed while offline, before anything was sent.
      await page.close();
      await context.setOffline(false);
      const reopened = await context.newPage();
      await reopened.goto('/dashboard');
      await reopened.getByRole('heading', { name: 'Bonjour, Maël 👋' }).waitFor();
      await eventually(async () => (await completionsOf(member)).length === 1);
      await eventually(async () => (await outboxEntries(reopened)).length === 0);
      // Page and worker may both have tried: the idempotency key makes it one completion.
      await reopened.reload();
      await reopened.getByRole('heading', { name: 'Bonjour, Maël 👋' }).waitFor();
      await reopened.waitForTimeout(1000);
      const completions = await completionsOf(member);
      expect(completions.map((completion) => completion.notes)).toEqual(['Écrit avant de fermer l’onglet']);
      const detail = await apiAs<{ sets: unknown[] }>(member, `/completions/${completions[0]?.id}`);
      expect(detail.sets).toHaveLength(4);
    } finally {
      await context.close();
    }
  });
});

describe('nouvelle version', () => {
  it('un nouveau service worker attend : « Nouvelle version disponible », puis Recharger l’active', async () => {
    const member = await registerViaApi('Iris', 'Fabre');
    const original = readFileSync(builtWorker, 'utf8');
    const { context, page } = await newPage(browser);
    try {
      await signIn(page, member);
      await page.goto('/dashboard');
      await waitForWorker(page);
      // A new deployment: the worker's bytes change.
      writeFileSync(builtWorker, `${original}\n// nouvelle version ${Date.now()}\n`);
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
      const prompt = page.getByRole('alert').filter({ hasText: OFFLINE_TEXTS.updateAvailable });
      await prompt.waitFor();
      expect(
        await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting !== null),
      ).toBe(true);
      await snap(page, 'pwa-update-prompt-1280');
      expect(await axeBlocking(page)).toEqual([]);
      await page.setViewportSize(MOBILE);
      await snap(page, 'pwa-update-prompt-390');
      await Promise.all([
        page.waitForEvent('load'),
        prompt.getByRole('button', { name: OFFLINE_TEXTS.reload }).click(),
      ]);
      await page.getByRole('heading', { name: 'Bonjour, Iris 👋' }).waitFor();
      expect(await prompt.count()).toBe(0);
      // The new worker took over: nothing waits any more, and it controls the reloaded page.
      expect(
        await page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return [registration?.waiting === null, registration?.active?.state];
        }),
      ).toEqual([true, 'activated']);
    } finally {
      writeFileSync(builtWorker, original);
      await context.close();
    }
  });
});

describe('clavier seul, sans animation', () => {
  it('fait une séance au clavier : série validée, repos passé, exercice passé, jusqu’à « Bien joué »', async () => {
    const member = await registerViaApi('Hugo', 'Marchand');
    const workout = await createWorkout(member, 'Au clavier');
    // The member asked the system for less motion.
    const context = await browser.newContext({
      baseURL: baseUrl(),
      viewport: DESKTOP,
      locale: 'fr-FR',
      timezoneId: 'Europe/Paris',
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    try {
      await signIn(page, member);
      await page.goto(`/session/${workout.sessionId}`);
      await page.getByRole('heading', { name: 'Session principale', level: 1 }).waitFor();
      // No animation or transition anywhere, whatever a component asks for.
      const motion = await page.evaluate(() => {
        const probe = document.createElement('div');
        probe.className = 'animate-spin';
        probe.style.transition = 'opacity 2s ease 1s';
        probe.style.animation = 'spin 2s linear infinite';
        document.body.append(probe);
        const style = getComputedStyle(probe);
        const result = [style.animationDuration, style.animationIterationCount, style.transitionDuration];
        probe.remove();
        return result;
      });
      expect(motion).toEqual(['1e-05s', '1', '1e-05s']);

      await tabTo(page, 'Valider la série 1');
      await page.keyboard.press('Enter');
      await tabTo(page, 'Passer le repos');
      await page.keyboard.press('Enter');
      await tabTo(page, 'Valider la série 2');
      await page.keyboard.press('Enter');
      await tabTo(page, "Passer l'exercice");
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { name: 'Bien joué', exact: true }).waitFor();
      await tabTo(page, 'Voir le résumé');
      await page.keyboard.press('Enter');
      await page.waitForURL('**/session-summary');
      await page.getByText('Séance enregistrée').waitFor();
      await eventually(async () => (await completionsOf(member)).length === 1);
    } finally {
      await context.close();
    }
  });

  it('démarre une série chronométrée au clavier : « Démarrer », puis le minuteur va seul jusqu’à « Bien joué »', async () => {
    const member = await registerViaApi('Inès', 'Lambert');
    const workout = await createTimedWorkout(member);
    const context = await browser.newContext({
      baseURL: baseUrl(),
      viewport: DESKTOP,
      locale: 'fr-FR',
      timezoneId: 'Europe/Paris',
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    try {
      await signIn(page, member);
      await page.goto(`/session/${workout.sessionId}`);
      await page.getByRole('heading', { name: 'Gainage minute', level: 1 }).waitFor();
      await tabTo(page, 'Démarrer la série 1 · 3 s');
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { name: 'Effort', level: 2 }).waitFor();
      await page.getByRole('heading', { name: 'Bien joué', exact: true }).waitFor({ timeout: 10_000 });
      await tabTo(page, 'Voir le résumé');
      await page.keyboard.press('Enter');
      await page.getByText('Séance enregistrée').waitFor();
      const [saved] = await completionsOf(member);
      const detail = await apiAs<{ sets: { status: string; duration_seconds: number | null }[] }>(
        member,
        `/completions/${saved?.id}`,
      );
      expect(detail.sets.map((set) => [set.status, set.duration_seconds])).toEqual([['done', 3]]);
    } finally {
      await context.close();
    }
  });
});
