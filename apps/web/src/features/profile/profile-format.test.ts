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
    expect(weeksLabel(1)).toBe('1 semaine');
    expect(weeksLabel(6)).toBe('6 semaines');
    expect(sessionCountLabel(0)).toBe('0 séance');
    expect(sessionCountLabel(12)).toBe('12 séances');
    expect(sessionsProgressLabel(2, 8)).toBe('2 / 8 sessions');
  });
});
