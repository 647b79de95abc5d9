import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { redirectTarget } from '../auth/use-auth-form.ts';
import { CARD_COLOURS, cardTone, shareFileName } from './card-theme.ts';
import { circlePositions, circleRadius, circleSize, hasGlowingCentre } from './circle-layout.ts';
import { feedTime, nameInitial, publicProfileError } from './social-format.ts';
import { signupPathBackTo } from './social-paths.ts';

describe('circlePositions', () => {
  it('place le premier ami en haut puis tourne dans le sens des aiguilles, au rayon 120', () => {
    expect(circlePositions(4)).toEqual([
      { x: 0, y: -120 },
      { x: 120, y: 0 },
      { x: 0, y: 120 },
      { x: -120, y: 0 },
    ]);
  });

  it('passe au rayon 140 au-delà de 8 amis', () => {
    expect(circleRadius(8)).toBe(120);
    expect(circleRadius(9)).toBe(140);
    const points = circlePositions(9);
    expect(points).toHaveLength(9);
    for (const { x, y } of points) expect(Math.round(Math.hypot(x, y))).toBe(140);
    expect(circleSize(9)).toBeGreaterThan(circleSize(8));
  });

  it('ne dessine personne sans ami', () => {
    expect(circlePositions(0)).toEqual([]);
  });

  it('fait briller le centre à partir de 3 jours de suite', () => {
    expect(hasGlowingCentre(2)).toBe(false);
    expect(hasGlowingCentre(3)).toBe(true);
  });
});

describe('cardTone', () => {
  it('suit la série : 7 et plus, 3 à 6, débloqué, verrouillé', () => {
    expect(cardTone(7, true)).toBe('blazing');
    expect(cardTone(30, true)).toBe('blazing');
    expect(cardTone(6, true)).toBe('warm');
    expect(cardTone(3, true)).toBe('warm');
    expect(cardTone(1, true)).toBe('fresh');
    expect(cardTone(0, false)).toBe('locked');
    expect(CARD_COLOURS.locked.label).toBe('Cercle verrouillé');
  });

  it('prend ses couleurs dans la palette de la marque (index.css), plus vives à mesure que la série dure', () => {
    const whole = readFileSync(fileURLToPath(new URL('../../index.css', import.meta.url)), 'utf8');
    // The brand as `@theme` declares it: the workout mode's dark scope flips the same names later.
    const themeStart = whole.indexOf('@theme {');
    const css = whole.slice(themeStart, whole.indexOf('\n}', themeStart));
    const brand = new Map(
      [...css.matchAll(/--color-brand-(\d+):\s*(#[0-9a-f]{6})/gi)].map(([, step, hex]) => [
        hex?.toLowerCase(),
        Number(step),
      ]),
    );
    const steps = (['fresh', 'warm', 'blazing'] as const).map((tone) => {
      const { from, to, accent } = CARD_COLOURS[tone];
      for (const colour of [from, to, accent]) expect(brand.has(colour), `${tone} ${colour}`).toBe(true);
      return brand.get(from) ?? 0;
    });
    // A darker step of the brand for a shorter streak: fresh, then warm, then blazing.
    expect(steps).toEqual([...steps].sort((a, b) => b - a));
    expect(new Set(steps).size).toBe(3);
  });
});

describe('shareFileName', () => {
  it('horodate le fichier à l’heure de Paris', () => {
    expect(shareFileName(new Date('2026-11-25T08:12:05Z'))).toBe('elan-carte-2026-11-25-0912-05.png');
    expect(shareFileName(new Date('2026-07-01T22:30:00Z'))).toBe('elan-carte-2026-07-02-0030-00.png');
  });
});

describe('feedTime', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  it('dit le temps écoulé jusqu’à 7 jours, puis une date courte', () => {
    expect(feedTime('2026-11-25T11:59:30Z', now)).toBe("À l'instant");
    expect(feedTime('2026-11-25T11:15:00Z', now)).toBe('Il y a 45 min');
    expect(feedTime('2026-11-25T07:00:00Z', now)).toBe('Il y a 5h');
    expect(feedTime('2026-11-19T12:00:00Z', now)).toBe('Il y a 6j');
    expect(feedTime('2026-11-18T11:00:00Z', now)).toBe('18 nov. 2026');
  });
});

describe('publicProfileError', () => {
  it('choisit le texte selon la réponse', () => {
    expect(publicProfileError(new ApiError(404, { message: 'Utilisateur introuvable' }))).toBe(
      'Utilisateur introuvable',
    );
    expect(publicProfileError(new ApiError(403, { message: 'Ce profil est privé' }))).toBe(
      'Ce profil est privé',
    );
    expect(publicProfileError(new ApiError(500))).toBe('Erreur lors du chargement du profil');
    expect(publicProfileError(new ApiError(0))).toBe('Erreur lors du chargement du profil');
  });

  it('met une initiale quand il n’y a pas de photo', () => {
    expect(nameInitial('  élodie Martin')).toBe('É');
    expect(nameInitial('')).toBe('?');
  });
});

describe('retour après inscription', () => {
  it('revient sur le profil public, jamais vers un autre site', () => {
    expect(signupPathBackTo('/u/jeanne.dupont')).toBe('/auth/signup?redirect=%2Fu%2Fjeanne.dupont');
    expect(redirectTarget('/u/jeanne.dupont')).toBe('/u/jeanne.dupont');
    expect(redirectTarget(null)).toBe('/dashboard');
    expect(redirectTarget('https://mechant.example')).toBe('/dashboard');
    expect(redirectTarget('//mechant.example')).toBe('/dashboard');
    expect(redirectTarget('/\\mechant.example')).toBe('/dashboard');
  });
});
