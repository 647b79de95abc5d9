import { mkdtempSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { connectionUrl } from './primary.ts';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'elan-config-'));

describe('configuration : WORKERS et REDIS_URL (décision 031)', () => {
  it('WORKERS vaut 1 par défaut, un nombre, ou auto (un par cœur) ; sinon une erreur en français', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).workers).toBe(1);
    expect(loadConfig({ DATA_DIR: dataDir(), WORKERS: '4' }).workers).toBe(4);
    expect(loadConfig({ DATA_DIR: dataDir(), WORKERS: 'auto' }).workers).toBe(availableParallelism());
    for (const wrong of ['0', 'deux', '-1', '1.5'])
      expect(() => loadConfig({ DATA_DIR: dataDir(), WORKERS: wrong })).toThrow(
        'WORKERS: WORKERS doit valoir auto ou un nombre de processus (1, 2, 4…)',
      );
  });

  it('REDIS_URL : redis:// ou rediss://, absente par défaut (limites en mémoire)', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).redisUrl).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dataDir(), REDIS_URL: 'redis://127.0.0.1:6379/0' }).redisUrl).toBe(
      'redis://127.0.0.1:6379/0',
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), REDIS_URL: 'http://redis:6379' })).toThrow(
      'REDIS_URL: REDIS_URL doit commencer par redis:// ou rediss://',
    );
  });
});

describe('l’adresse de la base embarquée passée aux processus', () => {
  it('socket Unix en ?host=, boucle locale en TCP, jamais TLS ; les caractères spéciaux échappés', () => {
    const settings = { user: 'elan', password: 'a/b+c', database: 'elan', port: 5432 };
    expect(connectionUrl({ ...settings, host: '/data/pg-socket' })).toBe(
      'postgresql://elan:a%2Fb%2Bc@localhost:5432/elan?host=%2Fdata%2Fpg-socket&sslmode=disable',
    );
    expect(connectionUrl({ ...settings, host: '127.0.0.1', port: 41234 })).toBe(
      'postgresql://elan:a%2Fb%2Bc@127.0.0.1:41234/elan?sslmode=disable',
    );
  });
});
