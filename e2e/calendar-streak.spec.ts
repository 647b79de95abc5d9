import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiAs,
  completeSession,
  createTwoExerciseWorkout,
  DESKTOP,
  launchBrowser,
  MOBILE,
  newPage,
  registerViaApi,
  signIn,
  snap,
} from './fixtures.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const texts = {
  title: 'Force agenda',
  description: 'Trois jours par semaine.',
  goal: 'Prendre de la force',
  difficulty_level: 'beginner',
};

describe('« Ajouter à mon agenda » (issue 33)', () => {
  it('les réglages donnent une adresse secrète qui sert l’agenda ; « Nouveau lien » révoque l’ancienne', async () => {
    const member = await registerViaApi('Inès', 'Morel');
    const workout = await createTwoExerciseWorkout(member, texts);
    const enrollment = await apiAs<{ id: number }>(member, '/enrollments', {
      method: 'POST',
      body: { program_id: workout.programId },
    });
    await apiAs(member, `/enrollments/${enrollment.id}/plan`, {
      method: 'PUT',
      body: {
        sessions_per_week: 3,
        training_days: [1, 3, 5],
        time_slot_start: '18:00',
        time_slot_end: '19:00',
      },
    });
    for (const [viewport, scheme] of [
      [DESKTOP, 'light'],
      [MOBILE, 'dark'],
    ] as const) {
      const { context, page } = await newPage(browser, viewport, scheme);
      await signIn(page, member);
      await page.goto('/notifications/settings');
      const card = page.getByRole('region', { name: 'Ajouter à mon agenda' });
      await card.getByRole('button', { name: 'Obtenir mon adresse d’agenda' }).click();
      const address = card.getByLabel('Adresse de votre agenda');
      await address.waitFor();
      const url = await address.inputValue();
      expect(url).toMatch(/^http:\/\/[^/]+\/api\/schedule\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
      expect(url).not.toContain(member.token);
      expect(await card.getByRole('link', { name: 'Ouvrir dans mon agenda' }).getAttribute('href')).toBe(
        url.replace(/^http:\/\//, 'webcal://'),
      );
      await snap(page, `calendar-link-${viewport.width}-${scheme}`, true);

      const feed = await fetch(url);
      expect(feed.status).toBe(200);
      expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
      expect(await feed.text()).toContain('SUMMARY:Force agenda — Session principale');

      await card.getByRole('button', { name: 'Nouveau lien' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Créer un nouveau lien' }).click();
      await expect.poll(() => address.inputValue()).not.toBe(url);
      expect((await fetch(url)).status).toBe(404);
      await context.close();
    }
  });

  it('le plan du programme propose l’agenda aussi', async () => {
    const member = await registerViaApi('Noé', 'Caron');
    const workout = await createTwoExerciseWorkout(member, texts);
    await apiAs(member, '/enrollments', { method: 'POST', body: { program_id: workout.programId } });
    const { context, page } = await newPage(browser, DESKTOP);
    await signIn(page, member);
    await page.goto(`/programs/${workout.programId}`);
    const card = page.getByRole('region', { name: 'Ajouter à mon agenda' });
    await card.waitFor();
    expect(await card.textContent()).toContain('Choisissez vos jours d’entraînement');
    await context.close();
  });
});

describe('série de semaines sur le tableau de bord (issue 34)', () => {
  it('« en cours » avant la première séance de la semaine, « 1 semaine d’affilée » après', async () => {
    const member = await registerViaApi('Jade', 'Roux');
    const workout = await createTwoExerciseWorkout(member, texts);
    const { context, page } = await newPage(browser, MOBILE);
    await signIn(page, member);
    await page.goto('/dashboard');
    const line = page.getByTestId('weeks-streak');
    await line.waitFor();
    expect(await line.textContent()).toBe("Série de semaines : 0\u00a0semaine d'affilée · en cours");

    await completeSession(member, workout, { duration_minutes: 20 });
    await page.reload();
    await line.waitFor();
    expect(await line.textContent()).toBe("Série de semaines : 1\u00a0semaine d'affilée");
    await snap(page, 'weekly-streak-390-light');

    // The circle and the day's share card show it too.
    await page.goto('/feed');
    await line.waitFor();
    expect(await line.textContent()).toBe("Série de semaines : 1\u00a0semaine d'affilée");
    await snap(page, 'weekly-streak-feed-390-light', true);
    await page.goto('/share');
    const card = page.locator('[data-variant="streak"]');
    await card.getByText("1\u00a0semaine d'affilée").waitFor();
    await snap(page, 'weekly-streak-share-390-light', true);
    await context.close();
  });
});
