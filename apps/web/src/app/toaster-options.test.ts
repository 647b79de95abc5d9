import { describe, expect, it } from 'vitest';
import { TOASTER_OPTIONS, TOASTER_POSITION } from './toaster-options.ts';

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
});
