import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'elan-config-s3-'));
const S3 = {
  S3_ENDPOINT: 'http://127.0.0.1:9000',
  S3_BUCKET: 'elan-photos',
  S3_ACCESS_KEY: 'elan',
  S3_SECRET_KEY: 'secret-de-test',
};

describe('configuration : photos dans un bucket S3 (décision 032)', () => {
  it('aucune variable : DATA_DIR/uploads ; les quatre : le bucket, région us-east-1 par défaut', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).objectStorage).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dataDir(), ...S3 }).objectStorage).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'elan-photos',
      accessKeyId: 'elan',
      secretAccessKey: 'secret-de-test',
      region: 'us-east-1',
    });
    expect(loadConfig({ DATA_DIR: dataDir(), ...S3, S3_REGION: 'fr-par' }).objectStorage?.region).toBe(
      'fr-par',
    );
  });

  it('les quatre ensemble ou aucune : le message nomme celles qui manquent', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...S3, S3_SECRET_KEY: '' })).toThrow(
      'Configuration invalide :\n  - S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY et S3_SECRET_KEY se donnent ensemble (ou aucune) : il manque S3_SECRET_KEY',
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), S3_ENDPOINT: S3.S3_ENDPOINT })).toThrow(
      /il manque S3_BUCKET, S3_ACCESS_KEY, S3_SECRET_KEY$/,
    );
  });

  it('adresse et nom de bucket invalides : en français', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...S3, S3_ENDPOINT: 'minio:9000' })).toThrow(
      /S3_ENDPOINT : une adresse http\(s\):\/\/hôte\[:port\]/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...S3, S3_BUCKET: 'Elan_Photos' })).toThrow(
      /S3_BUCKET : un nom de bucket S3/,
    );
  });
});
