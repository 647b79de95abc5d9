import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { generateVapidKeys } from './modules/push/web-push-sender.ts';

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
