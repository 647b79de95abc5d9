/**
 * End of a rest: a vibration and a short double beep (issue 4). Browsers only let a page vibrate
 * or play sound after a gesture, so `primeRestAlert` runs on the tap that starts the rest, and the
 * alert only plays for a rest the member sees end: never for one that ended while the page was
 * closed, hidden or asleep (a resumed run), nor before the member touched the page.
 */

import { isSoundOn } from './player-sound.ts';

const VIBRATION_PATTERN_MS = [200, 100, 200];
const CUE_VIBRATION_MS = 80;
const CUE_BEEP_HZ = 660;
const BEEP = { frequencyHz: 880, durationS: 0.15, gapS: 0.1, volume: 0.2 } as const;
/**
 * Ticks run every 250 ms on a visible page; a rest noticed later than this ended unseen (a reload,
 * a tab back from the background, a phone unlocked).
 */
export const REST_ALERT_MAX_LATENESS_MS = 2_000;

let audioContext: AudioContext | null = null;
/** Where `navigator.userActivation` is missing: a tap on this page primed the alert. */
let hasPrimed = false;

export type RestAlertConditions = {
  /** How long after its end the rest was noticed. */
  lateByMs: number;
  isPageVisible: boolean;
  /** The member has interacted with this page since it loaded (sticky user activation). */
  hasUserActivation: boolean;
};

/** Only for a rest that ends now, on a visible page, after the member has touched it. */
export function shouldPlayRestAlert({
  lateByMs,
  isPageVisible,
  hasUserActivation,
}: RestAlertConditions): boolean {
  return isPageVisible && hasUserActivation && lateByMs <= REST_ALERT_MAX_LATENESS_MS;
}

function getAudioContext(): AudioContext | null {
  if (typeof window === 'undefined' || typeof window.AudioContext !== 'function') return null;
  audioContext ??= new window.AudioContext();
  return audioContext;
}

/** On the tap that starts a rest: unlocks sound for its end. */
export function primeRestAlert(): void {
  hasPrimed = true;
  const context = getAudioContext();
  if (context?.state === 'suspended') void context.resume().catch(() => undefined);
}

function hasUserActivation(): boolean {
  if (typeof navigator === 'undefined') return false;
  return 'userActivation' in navigator ? navigator.userActivation.hasBeenActive : hasPrimed;
}

function beep(context: AudioContext, startAt: number, frequencyHz: number = BEEP.frequencyHz): void {
  const oscillator = context.createOscillator();
  const gain = context.createGain();
  oscillator.type = 'sine';
  oscillator.frequency.value = frequencyHz;
  // A short ramp in and out avoids clicks.
  gain.gain.setValueAtTime(0, startAt);
  gain.gain.linearRampToValueAtTime(BEEP.volume, startAt + 0.01);
  gain.gain.linearRampToValueAtTime(0, startAt + BEEP.durationS);
  oscillator.connect(gain).connect(context.destination);
  oscillator.start(startAt);
  oscillator.stop(startAt + BEEP.durationS);
}

export function playRestAlert({ lateByMs }: { lateByMs: number }): void {
  const isPageVisible = typeof document !== 'undefined' && document.visibilityState === 'visible';
  if (!shouldPlayRestAlert({ lateByMs, isPageVisible, hasUserActivation: hasUserActivation() })) return;
  try {
    navigator.vibrate?.(VIBRATION_PATTERN_MS);
  } catch {
    // Some browsers throw without a recent gesture: the beep is enough.
  }
  try {
    // Never created here: only a tap (primeRestAlert) may start the audio.
    if (audioContext?.state !== 'running' || !isSoundOn()) return;
    beep(audioContext, audioContext.currentTime);
    beep(audioContext, audioContext.currentTime + BEEP.durationS + BEEP.gapS);
  } catch {
    // No sound device: nothing to play.
  }
}

/** The 3-2-1 before a timed set ends: a short buzz and a lower single beep (silent with sound off). */
export function playCountdownCue(): void {
  const isPageVisible = typeof document !== 'undefined' && document.visibilityState === 'visible';
  if (!shouldPlayRestAlert({ lateByMs: 0, isPageVisible, hasUserActivation: hasUserActivation() })) return;
  try {
    navigator.vibrate?.(CUE_VIBRATION_MS);
  } catch {
    // No vibration without a recent gesture on some browsers.
  }
  try {
    if (audioContext?.state !== 'running' || !isSoundOn()) return;
    beep(audioContext, audioContext.currentTime, CUE_BEEP_HZ);
  } catch {
    // No sound device.
  }
}
