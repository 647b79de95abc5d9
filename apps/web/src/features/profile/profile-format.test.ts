import { describe, expect, it } from 'vitest';
import {
  feelingEmoji,
  roleChipLabel,
  sessionCountLabel,
  sessionsProgressLabel,
  sessionTitle,
  showMoreLabel,
  weeksLabel,
} from './profile-format.ts';

describe('textes du profil', () => {
  it('ne montre une puce de rôle qu’aux coachs et aux admins', () => {
    expect(roleChipLabel('user')).toBeNull();
    expect(roleChipLabel('coach')).toBe('Coach');
    expect(roleChipLabel('admin')).toBe('Admin');
  });

  it('donne l’emoji « bien » et le titre « Session » par défaut', () => {
    expect(feelingEmoji(null)).toBe(feelingEmoji('good'));
    expect(feelingEmoji('excellent')).not.toBe(feelingEmoji('good'));
    expect(sessionTitle('')).toBe('Session');
    expect(sessionTitle(null)).toBe('Session');
    expect(sessionTitle('Haut du corps')).toBe('Haut du corps');
  });

  it('accorde les nombres', () => {
    expect(showMoreLabel(7)).toBe('Voir plus (7 autres)');
    expect(showMoreLabel(1)).toBe('Voir plus (1 autre)');
    // No-break spaces (U+00A0): a number never ends a line without its unit.
    expect(weeksLabel(1)).toBe('1\u00A0semaine');
    expect(weeksLabel(6)).toBe('6\u00A0semaines');
    expect(sessionCountLabel(0)).toBe('0\u00A0séance');
    expect(sessionCountLabel(12)).toBe('12\u00A0séances');
  });

  it('compte les séances d’un programme en « séances », jamais en « sessions »', () => {
    expect(sessionsProgressLabel(0, 3)).toBe('0\u00A0/\u00A03\u00A0séances');
    expect(sessionsProgressLabel(0, 1)).toBe('0\u00A0/\u00A01\u00A0séance');
    expect(sessionsProgressLabel(2, 8)).not.toContain('session');
  });
});
