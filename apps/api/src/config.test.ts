import { chmodSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { generateVapidKeys } from './lib/vapid-keys.ts';
import { diskPhotoStorage } from './modules/uploads/photo-storage.ts';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'elan-config-'));

describe('configuration : web push et tâches', () => {
  it('génère la paire VAPID une fois, la garde dans secrets.json, et la reprend', () => {
    const DATA_DIR = dataDir();
    const first = loadConfig({ DATA_DIR });
    expect(first.vapid.publicKey).toMatch(/^B[A-Za-z0-9_-]{86}$/);
    expect(first.vapid.subject).toBe('mailto:notifications@elan.fr');
    expect(first.isJobsEnabled).toBe(true);
    const secrets = JSON.parse(readFileSync(path.join(DATA_DIR, 'secrets.json'), 'utf8'));
    expect(secrets.vapidPublicKey).toBe(first.vapid.publicKey);
    expect(loadConfig({ DATA_DIR }).vapid).toEqual(first.vapid);
  });

  it('VAPID_* et JOBS de l’environnement ; erreurs en français', () => {
    const keys = generateVapidKeys();
    const config = loadConfig({
      DATA_DIR: dataDir(),
      VAPID_PUBLIC_KEY: keys.publicKey,
      VAPID_PRIVATE_KEY: keys.privateKey,
      VAPID_SUBJECT: 'https://elan.exemple.fr',
      JOBS: 'off',
    });
    expect(config.vapid).toEqual({ ...keys, subject: 'https://elan.exemple.fr' });
    expect(config.isJobsEnabled).toBe(false);
    expect(() => loadConfig({ DATA_DIR: dataDir(), VAPID_PUBLIC_KEY: keys.publicKey })).toThrow(
      /VAPID_PUBLIC_KEY et VAPID_PRIVATE_KEY se donnent ensemble/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), JOBS: 'peut-être' })).toThrow(
      /JOBS doit valoir on ou off/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), VAPID_SUBJECT: 'elan' })).toThrow(
      /VAPID_SUBJECT doit être/,
    );
  });

  it('READ_CACHE : on par défaut, off sur demande, autre chose refusé en français', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).isReadCacheEnabled).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir(), READ_CACHE: 'off' }).isReadCacheEnabled).toBe(false);
    expect(() => loadConfig({ DATA_DIR: dataDir(), READ_CACHE: 'non' })).toThrow(
      /READ_CACHE doit valoir on ou off/,
    );
  });
});

describe('configuration : hôte social séparé (spec §7)', () => {
  it('ELAN_ONLY=social et CORS_ORIGIN ; l’hôte social autorise par défaut le web de npm start', () => {
    expect(loadConfig({ DATA_DIR: dataDir() })).toMatchObject({ only: undefined, corsOrigins: [] });
    expect(loadConfig({ DATA_DIR: dataDir(), ELAN_ONLY: 'social' })).toMatchObject({
      only: 'social',
      corsOrigins: ['http://127.0.0.1:3000', 'http://localhost:3000'],
    });
    expect(
      loadConfig({ DATA_DIR: dataDir(), CORS_ORIGIN: 'https://elan.exemple.fr, http://localhost:5173' })
        .corsOrigins,
    ).toEqual(['https://elan.exemple.fr', 'http://localhost:5173']);
    expect(() => loadConfig({ DATA_DIR: dataDir(), ELAN_ONLY: 'web' })).toThrow(
      /ELAN_ONLY ne peut valoir que social/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), CORS_ORIGIN: 'elan.fr/' })).toThrow(
      /CORS_ORIGIN : des origines/,
    );
  });

  it('les origines absolues de VITE_API_URL et VITE_SOCIAL_API_URL entrent dans la CSP', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).apiOrigins).toEqual([]);
    expect(
      loadConfig({
        DATA_DIR: dataDir(),
        VITE_API_URL: '/api',
        VITE_SOCIAL_API_URL: 'https://Social.Exemple.fr:8443/api/',
      }).apiOrigins,
    ).toEqual(['https://social.exemple.fr:8443']);
    expect(() => loadConfig({ DATA_DIR: dataDir(), VITE_SOCIAL_API_URL: 'social' })).toThrow(
      /VITE_SOCIAL_API_URL : un chemin \(\/api\) ou une adresse http\(s\):\/\/…/,
    );
  });
});

describe('configuration : proxy de confiance', () => {
  it('TRUST_PROXY : un nombre de sauts ou des adresses, jamais « tout croire »', () => {
    const trustOf = (TRUST_PROXY?: string) => loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY }).trustProxy;
    expect(trustOf()).toBe(false);
    expect(trustOf('0')).toBe(false);
    expect(trustOf('1')).toBe(1);
    expect(trustOf('2')).toBe(2);
    expect(trustOf('10.0.0.1, 192.168.0.0/16,::1, fd00::/8,loopback')).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    for (const bad of ['true', '-1', '1.5', 'proxy.local', '10.0.0.1/40', '10.0.0', '10.0.0.1,', '*']) {
      expect(() => trustOf(bad), bad).toThrow(
        /TRUST_PROXY : 0, un nombre de proxys \(1, 2…\) ou des adresses IP \/ plages CIDR/,
      );
    }
  });
});

describe('configuration : droits des fichiers', () => {
  it('crée DATA_DIR en 0700 et remet secrets.json en 0600 à chaque démarrage', () => {
    const DATA_DIR = path.join(dataDir(), 'elan-data');
    loadConfig({ DATA_DIR });
    expect(statSync(DATA_DIR).mode & 0o777).toBe(0o700);
    const secrets = path.join(DATA_DIR, 'secrets.json');
    expect(statSync(secrets).mode & 0o777).toBe(0o600);
    chmodSync(secrets, 0o644);
    loadConfig({ DATA_DIR });
    expect(statSync(secrets).mode & 0o777).toBe(0o600);
  });

  it('le dossier des photos est créé en 0700, chaque photo en 0600', async () => {
    const DATA_DIR = dataDir();
    const name = `${'a'.repeat(32)}.webp`;
    await diskPhotoStorage(DATA_DIR).save(name, Buffer.from('photo'));
    expect(statSync(path.join(DATA_DIR, 'uploads')).mode & 0o777).toBe(0o700);
    expect(statSync(path.join(DATA_DIR, 'uploads', name)).mode & 0o777).toBe(0o600);
  });
});

describe('configuration : push en boucle locale (décision 026)', () => {
  it('ELAN_TEST_PUSH_LOOPBACK n’est accepté que sous NODE_ENV=test', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).isTestPushLoopback).toBe(false);
    expect(
      loadConfig({ DATA_DIR: dataDir(), ELAN_TEST_PUSH_LOOPBACK: '1', NODE_ENV: 'test' }).isTestPushLoopback,
    ).toBe(true);
    for (const NODE_ENV of [undefined, 'production', 'development']) {
      expect(() => loadConfig({ DATA_DIR: dataDir(), ELAN_TEST_PUSH_LOOPBACK: '1', NODE_ENV })).toThrow(
        /ELAN_TEST_PUSH_LOOPBACK sert aux tests seulement/,
      );
    }
  });
});

describe('configuration : pannes et exploitation (décision 030)', () => {
  it('défauts : métriques éteintes, 10 s par requête SQL, 503 au-delà d’une seconde de retard de la boucle', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config.metricsToken).toBeUndefined();
    expect(config.statementTimeoutMs).toBe(10_000);
    expect(config.overload).toEqual({ maxEventLoopDelayMs: 1000, maxHeapUsedBytes: undefined });
  });

  it('METRICS_TOKEN, DB_STATEMENT_TIMEOUT_MS, OVERLOAD_* de l’environnement ; erreurs en français', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      METRICS_TOKEN: 'un-jeton-assez-long',
      DB_STATEMENT_TIMEOUT_MS: '2500',
      OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
      OVERLOAD_MAX_HEAP_USED_MB: '512',
    });
    expect(config.metricsToken).toBe('un-jeton-assez-long');
    expect(config.statementTimeoutMs).toBe(2500);
    expect(config.overload).toEqual({ maxEventLoopDelayMs: 0, maxHeapUsedBytes: 512 * 1024 * 1024 });
    expect(() => loadConfig({ DATA_DIR: dataDir(), METRICS_TOKEN: 'court' })).toThrow(
      /METRICS_TOKEN doit contenir au moins 16 caractères/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), DB_STATEMENT_TIMEOUT_MS: 'dix' })).toThrow(
      /DB_STATEMENT_TIMEOUT_MS doit être un nombre de millisecondes/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '-1' })).toThrow(
      /OVERLOAD_MAX_EVENT_LOOP_DELAY_MS doit être positif/,
    );
  });

  it('REQUEST_TIMEOUT_MS : 120 s par défaut, réglable, jamais « sans limite »', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).requestTimeoutMs).toBe(120_000);
    expect(loadConfig({ DATA_DIR: dataDir(), REQUEST_TIMEOUT_MS: '30000' }).requestTimeoutMs).toBe(30_000);
    expect(() => loadConfig({ DATA_DIR: dataDir(), REQUEST_TIMEOUT_MS: '0' })).toThrow(
      /REQUEST_TIMEOUT_MS doit valoir au moins 1000/,
    );
  });
});
