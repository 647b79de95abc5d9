import { useSyncExternalStore } from 'react';

/** Chromium's `beforeinstallprompt` event (not in TypeScript's DOM library). */
type InstallPromptEvent = Event & {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

/** Spec §4 « Install »: installable, installed (also when running standalone), or neither. */
export type InstallState = 'installable' | 'installed' | 'unavailable';

let deferred: InstallPromptEvent | null = null;
let installed = false;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

function isStandalone(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || window.matchMedia('(display-mode: standalone)').matches;
}

/**
 * Listens from the very start (main.tsx): the browser fires `beforeinstallprompt` once, often
 * before React has drawn anything, and the menu asks for it later.
 */
export function captureInstallPrompt(): void {
  if (typeof window === 'undefined') return;
  window.addEventListener('beforeinstallprompt', (event) => {
    // The browser's own mini bar stays away: the menu offers the install.
    event.preventDefault();
    deferred = event as InstallPromptEvent;
    emit();
  });
  window.addEventListener('appinstalled', () => {
    installed = true;
    deferred = null;
    emit();
  });
}

function currentState(): InstallState {
  if (installed || isStandalone()) return 'installed';
  return deferred ? 'installable' : 'unavailable';
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useInstallState(): InstallState {
  return useSyncExternalStore(subscribe, currentState, () => 'unavailable');
}

/** Shows the browser's install dialog; the answer, or `error` when it could not be shown. */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'error'> {
  const event = deferred;
  if (!event) return 'error';
  try {
    await event.prompt();
    const { outcome } = await event.userChoice;
    // The event is spent either way; the browser fires a new one if it allows another try.
    deferred = null;
    if (outcome === 'accepted') installed = true;
    emit();
    return outcome;
  } catch {
    return 'error';
  }
}
