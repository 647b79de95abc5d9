import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type Member, MOBILE, newPage, registerViaApi, signIn } from './fixtures.ts';

/**
 * Issue 29 « Dark theme » (decision 077): the app follows the system's preference, and the
 * profile's « Apparence » (Système / Clair / Sombre), kept on the device, overrides it.
 */

/** The relative luminance (0 black … 1 white) of an element's computed background, as painted. */
function backgroundLuminance(element: Locator): Promise<number> {
  return element.evaluate((element) => {
    // The browser paints the computed colour (oklch or rgb) on a pixel, read back as sRGB.
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('canvas');
    context.fillStyle = getComputedStyle(element).backgroundColor;
    context.fillRect(0, 0, 1, 1);
    const [r = 0, g = 0, b = 0] = context.getImageData(0, 0, 1, 1).data;
    const linear = (channel: number) => {
      const value = channel / 255;
      return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
  });
}

const DARK = 0.05;
const LIGHT = 0.8;

/** The profile's « Apparence » card, as a member sees it. */
const appearance = (page: Page) => page.getByRole('group', { name: 'Apparence' });

async function openProfile(page: Page, member: Member) {
  await signIn(page, member);
  await page.goto('/profile');
  await appearance(page).waitFor();
}

/** The page (body) and a card (the one holding « Apparence ») as painted. */
async function surfaces(page: Page) {
  return {
    page: await backgroundLuminance(page.locator('body')),
    card: await backgroundLuminance(appearance(page).locator('xpath=..')),
  };
}

let browser: Browser;
let member: Member;
beforeAll(async () => {
  [browser, member] = await Promise.all([launchBrowser(), registerViaApi('Inès', 'Moreau')]);
});
afterAll(async () => browser?.close());

describe('thème sombre (téléphone 390 × 844)', () => {
  it('suit le réglage du système : sombre en sombre, clair en clair', async () => {
    for (const scheme of ['dark', 'light'] as const) {
      const { context, page } = await newPage(browser, MOBILE, scheme);
      await openProfile(page, member);
      expect(await appearance(page).getByRole('radio', { name: 'Système' }).isChecked()).toBe(true);
      const { page: body, card } = await surfaces(page);
      if (scheme === 'dark') {
        expect(body).toBeLessThan(DARK);
        expect(card).toBeLessThan(DARK);
      } else {
        expect(body).toBeGreaterThan(LIGHT);
        expect(card).toBeGreaterThan(LIGHT);
      }
      await context.close();
    }
  }, 60_000);

  it('« Clair » l’emporte sur un système sombre, et tient après un rechargement', async () => {
    const { context, page } = await newPage(browser, MOBILE, 'dark');
    await openProfile(page, member);
    await appearance(page).getByText('Clair', { exact: true }).click();
    expect(await appearance(page).getByRole('radio', { name: 'Clair' }).isChecked()).toBe(true);
    expect((await surfaces(page)).page).toBeGreaterThan(LIGHT);

    await page.reload({ waitUntil: 'domcontentloaded' });
    // Set before the first paint, by the head's script, not once the app has loaded.
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    await appearance(page).waitFor();
    expect(await appearance(page).getByRole('radio', { name: 'Clair' }).isChecked()).toBe(true);
    const { page: body, card } = await surfaces(page);
    expect(body).toBeGreaterThan(LIGHT);
    expect(card).toBeGreaterThan(LIGHT);
    expect(await page.locator('meta[name="theme-color"]').first().getAttribute('content')).toBe('#FF6B35');
    await context.close();
  }, 60_000);

  it('« Sombre » l’emporte sur un système clair, et « Système » rend la main', async () => {
    const { context, page } = await newPage(browser, MOBILE, 'light');
    await openProfile(page, member);
    await appearance(page).getByText('Sombre', { exact: true }).click();
    expect((await surfaces(page)).page).toBeLessThan(DARK);

    await page.reload({ waitUntil: 'domcontentloaded' });
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await appearance(page).waitFor();
    const dark = await surfaces(page);
    expect(dark.page).toBeLessThan(DARK);
    expect(dark.card).toBeLessThan(DARK);
    const themeColors = await page
      .locator('meta[name="theme-color"]')
      .evaluateAll((metas) => metas.map((meta) => meta.getAttribute('content')));
    expect(themeColors).toEqual(['#0c0a09', '#0c0a09']);

    await appearance(page).getByText('Système', { exact: true }).click();
    expect((await surfaces(page)).page).toBeGreaterThan(LIGHT);
    await page.reload();
    await appearance(page).waitFor();
    expect((await surfaces(page)).page).toBeGreaterThan(LIGHT);
    await context.close();
  }, 60_000);
});
