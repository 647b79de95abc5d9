import { describe, expect, it } from 'vitest';
import { bellLabel, keepFrenchPunctuationTogether, unreadBadgeText } from './bell-badge.ts';

describe('pastille de la cloche (spec §9)', () => {
  it('rien quand tout est lu, le nombre jusqu’à 9, puis « 9+ »', () => {
    expect(unreadBadgeText(0)).toBeNull();
    expect(unreadBadgeText(1)).toBe('1');
    expect(unreadBadgeText(9)).toBe('9');
    expect(unreadBadgeText(10)).toBe('9+');
  });

  it('nomme la cloche avec le nombre de non lues', () => {
    expect(bellLabel(0)).toBe('Notifications');
    expect(bellLabel(1)).toBe('Notifications, 1 non lue');
    expect(bellLabel(9)).toBe('Notifications, 9 non lues');
    expect(bellLabel(12)).toBe('Notifications, 9+ non lues, 12 au total');
  });
});

describe('keepFrenchPunctuationTogether', () => {
  it('lie les guillemets et la ponctuation haute au mot qui les touche', () => {
    expect(keepFrenchPunctuationTogether('Vous avez débloqué le badge « Premier pas ».')).toBe(
      'Vous avez débloqué le badge «\u00A0Premier pas\u00A0».',
    );
    expect(keepFrenchPunctuationTogether('Nouveau badge débloqué ! 🏆')).toBe(
      'Nouveau badge débloqué\u00A0! 🏆',
    );
  });
});
