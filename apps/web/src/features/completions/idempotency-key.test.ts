import { describe, expect, it } from 'vitest';
import { idempotencyKeyFor, newIdempotencyKey } from './idempotency-key.ts';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    key: (index: number) => [...values.keys()][index] ?? null,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('clé d’idempotence de la séance', () => {
  it('est un UUID v4', () => {
    expect(newIdempotencyKey()).toMatch(UUID);
  });

  it('reste la même pour une même séance, même après un rechargement', () => {
    const storage = memoryStorage();
    const first = idempotencyKeyFor('run-1', { storage, now: 1_000 });
    expect(idempotencyKeyFor('run-1', { storage, now: 2_000 })).toBe(first);
    expect(idempotencyKeyFor('run-2', { storage, now: 3_000 })).not.toBe(first);
  });

  it('oublie les clés de plus d’une semaine', () => {
    const storage = memoryStorage();
    const old = idempotencyKeyFor('run-1', { storage, now: 0 });
    idempotencyKeyFor('run-2', { storage, now: 8 * 24 * 60 * 60 * 1000 });
    expect(idempotencyKeyFor('run-1', { storage, now: 8 * 24 * 60 * 60 * 1000 })).not.toBe(old);
  });

  it('fonctionne sans stockage', () => {
    expect(idempotencyKeyFor('run-1', { storage: undefined })).toMatch(UUID);
  });
});
