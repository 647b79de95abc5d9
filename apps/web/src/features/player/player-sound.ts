/**
 * The player's sound (issue 13): on by default, one switch for the 3-2-1 cue and the end-of-rest
 * and end-of-effort beeps. Vibration stays (it is silent). Kept on this device.
 */
const SOUND_KEY = 'elan:player-sound';

export function isSoundOn(): boolean {
  try {
    return typeof window === 'undefined' || window.localStorage.getItem(SOUND_KEY) !== 'off';
  } catch {
    return true;
  }
}

export function setSoundOn(isOn: boolean): void {
  try {
    window.localStorage.setItem(SOUND_KEY, isOn ? 'on' : 'off');
  } catch {
    // Blocked storage: the switch holds for this page only.
  }
}
