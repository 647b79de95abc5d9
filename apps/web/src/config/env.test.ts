import { describe, expect, it } from 'vitest';
import { parseEnv } from './env.ts';

describe('parseEnv', () => {
  it('sert /api par défaut', () => {
    expect(parseEnv({})).toEqual({ apiUrl: '/api', isDevelopment: false, isDevServer: false });
    expect(parseEnv({ VITE_API_URL: '  ' }).apiUrl).toBe('/api');
  });

  it('garde une adresse absolue, sans la barre finale', () => {
    expect(parseEnv({ VITE_API_URL: 'https://api.elan.fr/api/' }).apiUrl).toBe('https://api.elan.fr/api');
  });

  it('ne se dit servie par vite qu’en mode development, même si DEV est vrai', () => {
    expect(parseEnv({ MODE: 'development', DEV: true }).isDevServer).toBe(true);
    expect(parseEnv({ MODE: 'production', DEV: true }).isDevServer).toBe(false);
  });

  it('refuse une adresse qui ne ressemble à rien, en le disant', () => {
    expect(() => parseEnv({ VITE_API_URL: 'api.elan.fr' })).toThrow(/VITE_API_URL invalide/);
  });
});
