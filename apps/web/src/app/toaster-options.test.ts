import { describe, expect, it } from 'vitest';
import { TOASTER_OPTIONS, TOASTER_POSITION } from './toaster-options.ts';

/** WCAG 2.1 relative luminance of a #RRGGBB colour. */
function luminance(hex: string): number {
  const [red = 0, green = 0, blue = 0] = [1, 3, 5].map((start) => {
    const channel = Number.parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

function contrast(first: string, second: string): number {
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('Toaster (spec §9)', () => {
  it('en haut à droite, padding 16px, rayon 12px, 14px, graisse 500', () => {
    expect(TOASTER_POSITION).toBe('top-right');
    expect(TOASTER_OPTIONS.style).toEqual({
      padding: '16px',
      borderRadius: '12px',
      fontSize: '14px',
      fontWeight: 500,
    });
  });

  it('durées et couleurs par type', () => {
    expect(TOASTER_OPTIONS.success).toMatchObject({ duration: 4000, style: { background: '#2BB673' } });
    expect(TOASTER_OPTIONS.error).toMatchObject({ duration: 5000, style: { background: '#FF4D3A' } });
    expect(TOASTER_OPTIONS.loading).toMatchObject({
      duration: Number.POSITIVE_INFINITY,
      style: { background: '#3A3A3E', color: '#FFFFFF' },
    });
  });

  it('un texte lisible sur chaque couleur (4,5:1 au moins, WCAG AA à 14 px)', () => {
    for (const type of ['success', 'error', 'loading'] as const) {
      const { background, color } = TOASTER_OPTIONS[type].style;
      expect(contrast(background, color), type).toBeGreaterThanOrEqual(4.5);
    }
  });
});
