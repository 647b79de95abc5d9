import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import {
  feelingEmoji,
  isPrivateProfileError,
  parseUserId,
  roleChipLabel,
  sessionsProgressLabel,
  sessionTitle,
  showMoreLabel,
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
  });

  it('compte les séances d’un programme en « séances », jamais en « sessions »', () => {
    expect(sessionsProgressLabel(0, 3)).toBe('0\u00A0/\u00A03\u00A0séances');
    expect(sessionsProgressLabel(0, 1)).toBe('0\u00A0/\u00A01\u00A0séance');
    expect(sessionsProgressLabel(2, 8)).not.toContain('session');
  });
});

describe('profil d’un autre membre', () => {
  it('lit un identifiant de membre, et rien d’autre', () => {
    expect(parseUserId('42')).toBe(42);
    for (const value of [undefined, '', '0', '-1', '4.2', '2147483648', '12345678901', 'abc']) {
      expect(parseUserId(value), String(value)).toBeNull();
    }
  });

  it('reconnaît le profil privé à son 403, pas à une autre erreur', () => {
    expect(isPrivateProfileError(new ApiError(403, { message: 'Ce profil est privé' }))).toBe(true);
    expect(isPrivateProfileError(new ApiError(404, { message: 'Utilisateur introuvable' }))).toBe(false);
    expect(isPrivateProfileError(new Error('réseau'))).toBe(false);
    expect(isPrivateProfileError(null)).toBe(false);
  });
});
