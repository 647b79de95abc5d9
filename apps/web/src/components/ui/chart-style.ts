/**
 * recharts on the theme's colour tokens (issue 29, decision 077): the SVG reads the CSS variables,
 * so the figures, the grid, the tooltip and the series read in the light and the dark theme alike.
 */
export const CHART_GRID = 'var(--color-stone-200)';

/** The axes' figures: recharts' default grey (#666) falls under AA on the dark card. */
export const CHART_TICK = { fontSize: 12, fill: 'var(--color-stone-600)' };

export const CHART_AXIS_LINE = { stroke: 'var(--color-stone-300)' };

export const CHART_TOOLTIP = {
  contentStyle: {
    background: 'var(--color-white)',
    border: '1px solid var(--color-stone-200)',
    borderRadius: 12,
    color: 'var(--color-stone-900)',
  },
  labelStyle: { color: 'var(--color-stone-900)' },
  cursor: { fill: 'var(--color-stone-100)' },
};

/** The series: each a palette step the dark theme turns lighter, so it reads on both cards. */
export const CHART_SERIES = {
  brand: 'var(--color-brand-600)',
  bar: 'var(--color-brand-500)',
  blue: 'var(--color-blue-600)',
  rose: 'var(--color-rose-600)',
  emerald: 'var(--color-emerald-600)',
} as const;

/** A line's points, hollow on the card's own colour (recharts draws them white). */
export const CHART_DOT = { r: 3, fill: 'var(--color-white)' };
