/**
 * End of a rest: a vibration and a short double beep (issue 4). Browsers only let a page play
 * sound after a gesture, so `primeRestAlert` runs on the tap that starts the rest.
 */

const VIBRATION_PATTERN_MS = [200, 100, 200];
const BEEP = { frequencyHz: 880, durationS: 0.15, gapS: 0.1, volume: 0.2 } as const;

let audioContext: AudioContext | null = null;

function getAudioContext(): AudioContext | null {
  if (typeof window === 'undefined' || typeof window.AudioContext !== 'function') return null;
  audioContext ??= new window.AudioContext();
  return audioContext;
}

export function primeRestAlert(): void {
  const context = getAudioContext();
  if (context?.state === 'suspended') void context.resume().catch(() => undefined);
}

function beep(context: AudioContext, startAt: number): void {
  const oscillator = context.createOscillator();
  const gain = context.createGain();
  oscillator.type = 'sine';
  oscillator.frequency.value = BEEP.frequencyHz;
  // A short ramp in and out avoids clicks.
  gain.gain.setValueAtTime(0, startAt);
  gain.gain.linearRampToValueAtTime(BEEP.volume, startAt + 0.01);
  gain.gain.linearRampToValueAtTime(0, startAt + BEEP.durationS);
  oscillator.connect(gain).connect(context.destination);
  oscillator.start(startAt);
  oscillator.stop(startAt + BEEP.durationS);
}

export function playRestAlert(): void {
  try {
    navigator.vibrate?.(VIBRATION_PATTERN_MS);
  } catch {
    // Some browsers throw without a recent gesture: the beep is enough.
  }
  try {
    const context = getAudioContext();
    if (context?.state !== 'running') return;
    beep(context, context.currentTime);
    beep(context, context.currentTime + BEEP.durationS + BEEP.gapS);
  } catch {
    // No sound device: nothing to play.
  }
}
