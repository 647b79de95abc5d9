import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';
import { apiAs, type Member } from './fixtures.ts';

export type Workout = { programId: number; sessionId: number };

/** A programme of 2 exercises of 2 sets, 15 s of rest, made through the API like the create modal. */
export async function createWorkout(member: Member, title = 'Sous-sol sans réseau'): Promise<Workout> {
  const catalogue = await apiAs<{ id: number }[]>(member, '/exercises');
  const program = await apiAs<{ id: number }>(member, '/programs', {
    method: 'POST',
    body: {
      title,
      description: 'Deux exercices, même sans réseau',
      goal: 'Tenir partout',
      difficulty_level: 'beginner',
      duration_weeks: 4,
      exercises: catalogue.slice(0, 2).map((exercise) => ({
        exercise_id: exercise.id,
        sets: 2,
        reps: 10,
        rest_time_sec: 15,
      })),
    },
  });
  const [session] = await apiAs<{ id: number }[]>(member, `/sessions?program_id=${program.id}`);
  if (!session) throw new Error('le programme n’a pas de séance');
  return { programId: program.id, sessionId: session.id };
}

/** A session of one timed exercise (plank, 1 set of 3 s): « Démarrer » runs it, as the player's timed test. */
export async function createTimedWorkout(member: Member): Promise<Workout> {
  const [plank] = await apiAs<{ id: number }[]>(member, '/exercises?q=Gainage');
  if (!plank) throw new Error('le catalogue n’a pas de gainage');
  const program = await apiAs<{ id: number }>(member, '/programs', {
    method: 'POST',
    body: { title: 'Gainage au clavier', exercises: [{ exercise_id: plank.id }] },
  });
  const session = await apiAs<{ id: number }>(member, '/sessions', {
    method: 'POST',
    body: { program_id: program.id, title: 'Gainage minute' },
  });
  await apiAs(member, '/session-exercises', {
    method: 'POST',
    body: {
      session_id: session.id,
      exercise_id: plank.id,
      sets: 1,
      reps: 1,
      rest_time_sec: 2,
      duration_seconds: 3,
    },
  });
  return { programId: program.id, sessionId: session.id };
}

export async function completionsOf(member: Member): Promise<{ id: number; notes: string | null }[]> {
  return apiAs(member, `/completions/user/${member.user.id}?limit=100`);
}

/** Waits until the service worker is active and controls the page. */
export async function waitForWorker(page: Page): Promise<void> {
  await eventually(() =>
    page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return registration?.active?.state === 'activated' && navigator.serviceWorker.controller !== null;
    }),
  );
}

/** Waits until the worker's training cache holds a response whose address contains each part. */
export async function waitForCached(page: Page, parts: string[]): Promise<void> {
  await eventually(() =>
    page.evaluate(async (wanted) => {
      const cache = await caches.open('elan-training');
      const urls = (await cache.keys()).map((request) => request.url);
      return wanted.every((part) => urls.some((url) => url.includes(part)));
    }, parts),
  );
}

/** The outbox's entries as the page's IndexedDB holds them. */
type QueuedEntry = { idempotencyKey: string; sessionTitle: string; body: { notes?: string | null } };

export function outboxEntries(page: Page): Promise<QueuedEntry[]> {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('elan-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('outbox')) {
            db.close();
            resolve([]);
            return;
          }
          const request = db.transaction('outbox').objectStore('outbox').getAll();
          request.onsuccess = () => {
            db.close();
            resolve(request.result);
          };
          request.onerror = () => reject(request.error);
        };
      }),
  );
}

/** Presses Tab until the focused control is the one named `name` (keyboard only, no click). */
export async function tabTo(page: Page, name: string, maxPresses = 80): Promise<void> {
  for (let press = 0; press < maxPresses; press += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      return element?.getAttribute('aria-label') ?? element?.innerText?.trim() ?? '';
    });
    if (focused === name) return;
  }
  throw new Error(`« ${name} » jamais atteint au clavier`);
}

/** Until `check` holds (polling the API, which the browser does not see). */
export async function eventually(check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('condition jamais remplie');
}

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Loads axe-core into the page. Evaluated through the DevTools protocol: a `<script>` tag would be
 * an inline script, which the app's CSP refuses (decision 025).
 */
export async function injectAxe(page: Page) {
  await page.evaluate(AXE_SOURCE);
}

/** axe-core's serious and critical faults (WCAG 2.1 A/AA, best practices) on the page as it is. */
export async function axeBlocking(page: Page): Promise<string[]> {
  await injectAxe(page);
  return page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> };
    };
    const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
    const results = await axe.run(document, { runOnly: { type: 'tag', values: tags } });
    return results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id} ${JSON.stringify(violation.nodes.map((node) => node.target))}`);
  });
}
