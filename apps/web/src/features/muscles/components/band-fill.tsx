import type { BandPosition } from '@elan/domain';

/**
 * The band drawn without relying on colour (issue 33): untouched groups grey, below the band a
 * light tint with dots, within it the brand colour plain, above it a deep tint with stripes. Token
 * colours only (decision 077), so the dark theme turns them with the rest.
 */
export function BandPatterns({ prefix }: { prefix: string }) {
  return (
    <defs>
      <pattern id={`${prefix}-below`} width="4" height="4" patternUnits="userSpaceOnUse">
        <rect width="4" height="4" fill="var(--color-brand-200)" />
        <circle cx="2" cy="2" r="0.9" fill="var(--color-brand-700)" />
      </pattern>
      <pattern
        id={`${prefix}-above`}
        width="4"
        height="4"
        patternUnits="userSpaceOnUse"
        patternTransform="rotate(45)"
      >
        <rect width="4" height="4" fill="var(--color-brand-700)" />
        <rect width="1.4" height="4" fill="var(--color-brand-300)" />
      </pattern>
    </defs>
  );
}

export function bandFill(position: BandPosition, prefix: string): string {
  switch (position) {
    case 'none':
      return 'var(--color-stone-300)';
    case 'below':
      return `url(#${prefix}-below)`;
    case 'within':
      return 'var(--color-brand-500)';
    case 'above':
      return `url(#${prefix}-above)`;
  }
}

/** An id usable inside `url(#…)`: React's ids carry characters a reference may choke on. */
export const patternPrefix = (reactId: string) => `band${reactId.replace(/[^a-zA-Z0-9_-]/g, '')}`;
