import type { User } from '@elan/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubBrowser } from '../test/fake-browser.ts';
import { MEMBER } from '../test/member.ts';
import {
  clearStoredSession,
  memberStorageKey,
  readStoredSession,
  storeSession,
  storeUser,
} from './auth-storage.ts';

/** A coach with a height and a weight: every field of the stored member read back. */
const USER = { ...MEMBER, id: 3, role: 'coach', height_cm: 180, weight_kg: 75 } satisfies User;

describe('auth-storage', () => {
  let browser: ReturnType<typeof stubBrowser>;

  beforeEach(() => {
    browser = stubBrowser();
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('range le jeton (texte) et le membre (JSON) sous les clés token et user', () => {
    storeSession({ token: 'abc', user: USER });
    expect(browser.localStorage.getItem('token')).toBe('abc');
    expect(JSON.parse(browser.localStorage.getItem('user') ?? 'null')).toEqual(USER);
    expect(readStoredSession()).toEqual({ token: 'abc', user: USER });
  });

  it("n'est une session que si les deux existent", () => {
    browser.localStorage.setItem('token', 'abc');
    expect(readStoredSession()).toBeNull();
    browser.localStorage.clear();
    browser.localStorage.setItem('user', JSON.stringify(USER));
    expect(readStoredSession()).toBeNull();
  });

  it('ignore un membre illisible', () => {
    browser.localStorage.setItem('token', 'abc');
    browser.localStorage.setItem('user', '{pas du json');
    expect(readStoredSession()).toBeNull();
    browser.localStorage.setItem('user', JSON.stringify({ id: '3' }));
    expect(readStoredSession()).toBeNull();
  });

  it('met à jour le membre et efface tout à la déconnexion', () => {
    storeSession({ token: 'abc', user: USER });
    storeUser({ ...USER, first_name: 'Lucas' });
    expect(readStoredSession()?.user.first_name).toBe('Lucas');
    clearStoredSession();
    expect(browser.localStorage.length).toBe(0);
    expect(readStoredSession()).toBeNull();
  });

  it('à la déconnexion, efface aussi toute clé elan: (séance en cours, clés d’idempotence)', () => {
    storeSession({ token: 'abc', user: USER });
    const keys = [
      memberStorageKey('player', 3, 'rich', 12),
      memberStorageKey('player', 3, 'linear', 12),
      memberStorageKey('completion-key', 3, 'run-1'),
      // Written by an earlier version, before keys carried the member.
      'elan:player:rich:12',
    ];
    for (const key of keys) browser.localStorage.setItem(key, '{}');
    browser.localStorage.setItem('autre-application', 'garde-moi');

    clearStoredSession();
    expect(keys.map((key) => browser.localStorage.getItem(key))).toEqual([null, null, null, null]);
    expect(browser.localStorage.getItem('autre-application')).toBe('garde-moi');
    expect(browser.localStorage.length).toBe(1);
  });

  it('une clé de membre porte son id', () => {
    expect(memberStorageKey('player', 3, 'rich', 12)).toBe('elan:player:3:rich:12');
  });
});
