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
    const first = idempotencyKeyFor(7, 'run-1', { storage, now: 1_000 });
    expect(idempotencyKeyFor(7, 'run-1', { storage, now: 2_000 })).toBe(first);
    expect(idempotencyKeyFor(7, 'run-2', { storage, now: 3_000 })).not.toBe(first);
  });

  it('appartient au membre : rangée sous son id, jamais rendue à un autre', () => {
    const storage = memoryStorage();
    const mine = idempotencyKeyFor(7, 'run-1', { storage, now: 1_000 });
    expect(storage.key(0)).toBe('elan:completion-key:7:run-1');
    expect(idempotencyKeyFor(8, 'run-1', { storage, now: 2_000 })).not.toBe(mine);
  });

  it('oublie les clés de plus d’une semaine', () => {
    const storage = memoryStorage();
    const old = idempotencyKeyFor(7, 'run-1', { storage, now: 0 });
    idempotencyKeyFor(8, 'run-2', { storage, now: 8 * 24 * 60 * 60 * 1000 });
    expect(idempotencyKeyFor(7, 'run-1', { storage, now: 8 * 24 * 60 * 60 * 1000 })).not.toBe(old);
  });

  it('fonctionne sans stockage', () => {
    expect(idempotencyKeyFor(7, 'run-1', { storage: undefined })).toMatch(UUID);
  });
});
