import { describe, expect, it } from 'vitest';
import { parseEnv } from './env.ts';

describe('parseEnv', () => {
  it('sert /api par défaut, pour les deux bases', () => {
    expect(parseEnv({})).toEqual({ apiUrl: '/api', socialApiUrl: '/api', isDevelopment: false });
    expect(parseEnv({ VITE_API_URL: '  ', VITE_SOCIAL_API_URL: '' }).apiUrl).toBe('/api');
  });

  it('la base sociale suit la base principale sauf si elle est donnée', () => {
    expect(parseEnv({ VITE_API_URL: 'https://api.elan.fr/api/' })).toMatchObject({
      apiUrl: 'https://api.elan.fr/api',
      socialApiUrl: 'https://api.elan.fr/api',
    });
    expect(
      parseEnv({ VITE_API_URL: '/api', VITE_SOCIAL_API_URL: 'https://social.elan.fr' }).socialApiUrl,
    ).toBe('https://social.elan.fr');
  });

  it('refuse une adresse qui ne ressemble à rien, en le disant', () => {
    expect(() => parseEnv({ VITE_API_URL: 'api.elan.fr' })).toThrow(/VITE_API_URL invalide/);
  });
});
