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

/**
 * Plain colours (inline styles, not classes) so the captured PNG carries exactly what is shown.
 * White text on each background keeps at least 4.5:1.
 */
export const CARD_COLOURS: Record<CardTone, { from: string; to: string; accent: string; label: string }> = {
  blazing: { from: '#b3260b', to: '#e0560f', accent: '#ffd166', label: 'En feu' },
  warm: { from: '#a8360d', to: '#c2410c', accent: '#ffcab0', label: 'Sur la lancée' },
  fresh: { from: '#0f5e4a', to: '#13795b', accent: '#a7f3d0', label: 'Cercle débloqué' },
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
