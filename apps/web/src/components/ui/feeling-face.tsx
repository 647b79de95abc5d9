import type { Feeling } from '@elan/domain';
import type { ReactNode } from 'react';

const INK = '#3A2A1E';

/** Each feeling's face colour, from grim to bright (decision 080). */
const FACE_COLOURS: Record<Feeling, string> = {
  terrible: '#F0806F',
  bad: '#F6A66A',
  okay: '#F4CD5A',
  good: '#8FD19B',
  excellent: '#FFB37F',
};

const DOT_EYES = (
  <>
    <circle cx="11" cy="13" r="2.2" fill={INK} stroke="none" />
    <circle cx="21" cy="13" r="2.2" fill={INK} stroke="none" />
  </>
);

/** The features drawn on each face: eyes and mouth (strokes in ink). */
const FEATURES: Record<Feeling, ReactNode> = {
  terrible: (
    <>
      <path d="M8.5 10.5l4 2.5-4 2.5M23.5 10.5l-4 2.5 4 2.5" />
      <path d="M10 24.5q6-6.5 12 0" />
    </>
  ),
  bad: (
    <>
      <path d="M8 11l5-1.5M24 11l-5-1.5" />
      {DOT_EYES}
      <path d="M11 23q5-4 10 0" />
    </>
  ),
  okay: (
    <>
      {DOT_EYES}
      <path d="M11 21.5h10" />
    </>
  ),
  good: (
    <>
      {DOT_EYES}
      <path d="M10 19.5q6 5.5 12 0" />
    </>
  ),
  excellent: (
    <>
      <path d="M8 13.5q3-3.5 6 0M18 13.5q3-3.5 6 0" />
      <path d="M9 18.5h14q-1 7-7 7t-7-7z" fill={INK} />
    </>
  ),
};

const SIZES = { sm: 'size-5', md: 'size-8', lg: 'size-10' } as const;

/**
 * A feeling as a drawn face (issue 29), shown beside the spec's emoji and label: decorative, the
 * label says it in words.
 */
export function FeelingFace({ feeling, size = 'md' }: { feeling: Feeling; size?: keyof typeof SIZES }) {
  return (
    <svg
      aria-hidden="true"
      data-feeling={feeling}
      viewBox="0 0 32 32"
      className={`shrink-0 ${SIZES[size]}`}
      fill="none"
      stroke={INK}
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <circle cx="16" cy="16" r="15" fill={FACE_COLOURS[feeling]} stroke="none" />
      {FEATURES[feeling]}
    </svg>
  );
}
