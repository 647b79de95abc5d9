import { describe, expect, it } from 'vitest';
import { REST_ALERT_MAX_LATENESS_MS, shouldPlayRestAlert } from './rest-alert.ts';

const LIVE = { lateByMs: 200, isPageVisible: true, hasUserActivation: true };

describe('signal de fin de repos', () => {
  it('vibre et bipe pour un repos qui finit sous les yeux du membre', () => {
    expect(shouldPlayRestAlert(LIVE)).toBe(true);
    expect(shouldPlayRestAlert({ ...LIVE, lateByMs: REST_ALERT_MAX_LATENESS_MS })).toBe(true);
  });

  it('se tait à la reprise d’un repos déjà fini (rechargement, onglet réveillé)', () => {
    expect(shouldPlayRestAlert({ ...LIVE, lateByMs: 10 * 60_000 })).toBe(false);
    expect(shouldPlayRestAlert({ ...LIVE, lateByMs: REST_ALERT_MAX_LATENESS_MS + 1 })).toBe(false);
  });

  it('se tait sur une page cachée', () => {
    expect(shouldPlayRestAlert({ ...LIVE, isPageVisible: false })).toBe(false);
  });

  it('se tait tant que le membre n’a pas touché la page', () => {
    expect(shouldPlayRestAlert({ ...LIVE, hasUserActivation: false })).toBe(false);
  });
});
