/**
 * « Apparence » (issue 29, decision 077): Système, Clair or Sombre, kept on this device (not on the
 * account). `public/theme.js` applies the kept choice before the first paint; this module changes it
 * while the page is open. « Système » leaves <html> without `data-theme`: `index.css` then follows
 * `prefers-color-scheme`.
 */
export type ThemeChoice = 'system' | 'light' | 'dark';

export const THEME_CHOICES: readonly ThemeChoice[] = ['system', 'light', 'dark'];

/** The same key as `public/theme.js`. */
const THEME_KEY = 'elan:theme';

/** The browser's bar: the brand orange in light, the dark page in dark (as `index.html` declares). */
const THEME_COLOURS = { light: '#FF6B35', dark: '#0c0a09' } as const;

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export function loadThemeChoice(): ThemeChoice {
  try {
    const kept = storage()?.getItem(THEME_KEY);
    return kept === 'light' || kept === 'dark' ? kept : 'system';
  } catch {
    return 'system';
  }
}

function applyThemeChoice(choice: ThemeChoice): void {
  const root = document.documentElement;
  if (choice === 'system') root.removeAttribute('data-theme');
  else root.setAttribute('data-theme', choice);
  for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')) {
    const own = meta.media.includes('dark') ? 'dark' : 'light';
    meta.content = THEME_COLOURS[choice === 'system' ? own : choice];
  }
  const scheme = document.querySelector<HTMLMetaElement>('meta[name="color-scheme"]');
  if (scheme) scheme.content = choice === 'system' ? 'light dark' : choice;
}

/** Applies the choice at once and keeps it for the next visits on this device. */
export function saveThemeChoice(choice: ThemeChoice): void {
  applyThemeChoice(choice);
  try {
    if (choice === 'system') storage()?.removeItem(THEME_KEY);
    else storage()?.setItem(THEME_KEY, choice);
  } catch {
    // Blocked storage: the choice holds for this page only.
  }
}
