import { describe, expect, it } from 'vitest';
import { parseEnv } from './env.ts';

describe('parseEnv', () => {
  it('sert /api par défaut', () => {
    expect(parseEnv({})).toEqual({
      apiUrl: '/api',
      socialApiUrl: '/api',
      isDevelopment: false,
      isDevServer: false,
    });
    expect(parseEnv({ VITE_API_URL: '  ' }).apiUrl).toBe('/api');
  });

  it('garde une adresse absolue, sans la barre finale', () => {
    expect(parseEnv({ VITE_API_URL: 'https://api.elan.fr/api/' }).apiUrl).toBe('https://api.elan.fr/api');
  });

  it('ne se dit servie par vite qu’en mode development, même si DEV est vrai', () => {
    expect(parseEnv({ MODE: 'development', DEV: true }).isDevServer).toBe(true);
    expect(parseEnv({ MODE: 'production', DEV: true }).isDevServer).toBe(false);
  });

  it('envoie le social à la base de l’API, sauf si VITE_SOCIAL_API_URL en donne une autre', () => {
    expect(parseEnv({ VITE_API_URL: 'https://api.elan.fr/api' }).socialApiUrl).toBe(
      'https://api.elan.fr/api',
    );
    expect(parseEnv({ VITE_SOCIAL_API_URL: 'https://social.elan.fr/api/' }).socialApiUrl).toBe(
      'https://social.elan.fr/api',
    );
    expect(() => parseEnv({ VITE_SOCIAL_API_URL: 'social' })).toThrow(/VITE_SOCIAL_API_URL invalide/);
  });

  it('refuse une adresse qui ne ressemble à rien, en le disant', () => {
    expect(() => parseEnv({ VITE_API_URL: 'api.elan.fr' })).toThrow(/VITE_API_URL invalide/);
  });
});
