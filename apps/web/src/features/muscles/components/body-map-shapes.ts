import type { MuscleGroup } from '@elan/domain';

/** An ellipse as a path, so every shape is one `d`. */
const ellipse = (cx: number, cy: number, rx: number, ry: number) =>
  `M${cx - rx} ${cy}a${rx} ${ry} 0 1 0 ${2 * rx} 0a${rx} ${ry} 0 1 0 ${-2 * rx} 0Z`;

/** A shape of the figure's left half (the viewer's left); the map draws its mirror too. */
type Shape = { d: string; rotate?: readonly [degrees: number, cx: number, cy: number] };
export type Region = { group: MuscleGroup; shapes: Shape[] };

/** 100 × 220 units per figure; x = 50 is the middle line. */
export const VIEW_BOX = '0 0 100 220';

/** The body itself, neutral: head, neck, trunk, then one arm, hand, leg and foot (mirrored). */
export const SILHOUETTE = {
  middle: [
    ellipse(50, 13, 8.5, 10.5),
    'M45 21L55 21L56 30L44 30Z',
    'M29 33Q50 27 71 33Q74 48 71 62Q69 80 66 96L65 109L35 109L34 96Q31 80 29 62Q26 48 29 33Z',
  ],
  sides: [
    'M28 32Q20 34 19 46L16 72L13 100L19 101L23 76L27 60L30 50Z',
    ellipse(15.8, 106, 3.4, 5.4),
    'M35 106L50 109L49 140L47.5 176L46 206L38.5 206L37 176L35 140Z',
    'M38 205L46 205L47.5 213L35 213Z',
  ],
} as const;

/** Seen from the front: one region per group, each drawn on both sides unless it sits in the middle. */
export const FRONT_REGIONS: Region[] = [
  { group: 'Épaules', shapes: [{ d: ellipse(30, 38, 6.2, 5.8) }] },
  { group: 'Pectoraux', shapes: [{ d: 'M36 38Q44 35 49 38L49 52Q42 56 35.5 50Q33.5 44 36 38Z' }] },
  { group: 'Biceps', shapes: [{ d: ellipse(23.6, 57, 3.6, 9), rotate: [10, 23.6, 57] }] },
  { group: 'Abdominaux', shapes: [{ d: 'M44.5 56L49.4 56L49.4 95Q46 94.5 44.5 92Z' }] },
  { group: 'Obliques', shapes: [{ d: 'M35 57L42.5 58L42.5 90L37.5 88Q34 74 35 57Z' }] },
  { group: 'Hanches', shapes: [{ d: 'M37 96L45 100L46.5 108L38.5 105Z' }] },
  { group: 'Adducteurs', shapes: [{ d: 'M46.5 113L49.5 113L49 140L46.5 133Z' }] },
  { group: 'Quadriceps', shapes: [{ d: 'M36 112L45.5 113L46 136L45 153L39 153Q35 133 36 112Z' }] },
];

/** Seen from the back. */
export const BACK_REGIONS: Region[] = [
  { group: 'Trapèzes', shapes: [{ d: 'M44 25L50 25L50 54L33 35Z' }] },
  { group: 'Épaules', shapes: [{ d: ellipse(30, 38, 6.2, 5.8) }] },
  { group: 'Triceps', shapes: [{ d: ellipse(23.6, 57, 3.8, 9.5), rotate: [10, 23.6, 57] }] },
  { group: 'Dos', shapes: [{ d: 'M35.5 43L48.5 56L48.5 75L39.5 80Q34 62 35.5 43Z' }] },
  { group: 'Lombaires', shapes: [{ d: 'M42 79L49.4 79L49.4 95L42 95Z' }] },
  { group: 'Fessiers', shapes: [{ d: ellipse(42.5, 104.5, 7.8, 8.2) }] },
  { group: 'Ischio-jambiers', shapes: [{ d: 'M36 117L48 117L47 151L39.5 151Q35 134 36 117Z' }] },
  { group: 'Mollets', shapes: [{ d: ellipse(41.8, 172, 4.6, 12.5) }] },
];

/** The groups the figures cannot show (a kind of effort, not a muscle): listed beside the map. */
export const OFF_MAP_GROUPS: readonly MuscleGroup[] = ['Cardio', 'Corps entier'];
