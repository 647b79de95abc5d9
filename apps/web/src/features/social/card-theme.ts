import { PARIS_TIME_ZONE } from '@elan/domain';

/** Spec §4/§9 share card colours: 7+ days warmest, 3 to 6, unlocked with a low streak, locked. */
export type CardTone = 'blazing' | 'warm' | 'fresh' | 'locked';

const WARMEST_STREAK = 7;
const WARM_STREAK = 3;

export function cardTone(streak: number, isUnlocked: boolean): CardTone {
  if (streak >= WARMEST_STREAK) return 'blazing';
  if (streak >= WARM_STREAK) return 'warm';
  return isUnlocked ? 'fresh' : 'locked';
}

/** The brand's oranges, as `index.css` declares them (`--color-brand-*`): the card's palette. */
const BRAND = {
  100: '#ffe7da',
  200: '#ffcab0',
  300: '#ffa57e',
  600: '#cc4410',
  700: '#a8360d',
  800: '#86300f',
  900: '#5f230c',
} as const;

/**
 * Plain colours (inline styles, not classes) so the captured PNG carries exactly what is shown.
 * The brand's palette (issue 29): the longer the streak, the brighter the orange; a locked circle
 * stays grey. White text on each background keeps at least 4.5:1.
 */
export const CARD_COLOURS: Record<CardTone, { from: string; to: string; accent: string; label: string }> = {
  blazing: { from: BRAND[700], to: BRAND[600], accent: BRAND[100], label: 'En feu' },
  warm: { from: BRAND[800], to: BRAND[700], accent: BRAND[200], label: 'Sur la lancée' },
  fresh: { from: BRAND[900], to: BRAND[800], accent: BRAND[300], label: 'Cercle débloqué' },
  locked: { from: '#3a3a3e', to: '#57534e', accent: '#d6d3d1', label: 'Cercle verrouillé' },
};

const stampFormatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: PARIS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** Spec §9: the PNG is named with a timestamp (Paris time): `elan-carte-2026-11-25-0912-05.png`. */
export function shareFileName(now: Date = new Date()): string {
  const parts = Object.fromEntries(stampFormatter.formatToParts(now).map((part) => [part.type, part.value]));
  return `elan-carte-${parts.year}-${parts.month}-${parts.day}-${parts.hour}${parts.minute}-${parts.second}.png`;
}
