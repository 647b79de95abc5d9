import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubBrowser } from '../test/fake-browser.ts';
import { MEMBER } from '../test/member.ts';
import { ApiError } from './api-client.ts';
import { clearStoredSession, storeSession } from './auth-storage.ts';
import { keptOnDevice, MAX_KEPT_READS } from './kept-reads.ts';

const SESSION = { id: 7, title: 'Session principale', program_id: 2, program_title: 'Sous-sol' };
const offline = () => Promise.reject(new ApiError(0));

function signInAs(id: number) {
  storeSession({ token: `jeton-${id}`, user: { ...MEMBER, id } });
}

describe('lectures gardées sur l’appareil', () => {
  let localStorage: Storage;
  beforeEach(() => {
    ({ localStorage } = stubBrowser('/session/7'));
    signInAs(3);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('rend la réponse du réseau, puis la même sans réseau', async () => {
    await expect(keptOnDevice('/sessions/7', () => Promise.resolve(SESSION))).resolves.toEqual(SESSION);
    await expect(keptOnDevice('/sessions/7', offline)).resolves.toEqual(SESSION);
    // An error of the server (5xx) also falls back on it.
    await expect(keptOnDevice('/sessions/7', () => Promise.reject(new ApiError(503)))).resolves.toEqual(
      SESSION,
    );
  });

  it('sans copie gardée, l’échec du réseau reste un échec', async () => {
    await expect(keptOnDevice('/sessions/8', offline)).rejects.toMatchObject({ status: 0 });
  });

  it('le verdict du serveur (404) passe, et la copie est oubliée', async () => {
    await keptOnDevice('/sessions/7', () => Promise.resolve(SESSION));
    await expect(keptOnDevice('/sessions/7', () => Promise.reject(new ApiError(404)))).rejects.toMatchObject({
      status: 404,
    });
    await expect(keptOnDevice('/sessions/7', offline)).rejects.toMatchObject({ status: 0 });
  });

  it('une annulation rejette telle quelle', async () => {
    await keptOnDevice('/sessions/7', () => Promise.resolve(SESSION));
    const aborted = new DOMException('annulé', 'AbortError');
    await expect(keptOnDevice('/sessions/7', () => Promise.reject(aborted))).rejects.toBe(aborted);
  });

  it('un autre membre ne lit pas la copie, et la déconnexion l’efface', async () => {
    await keptOnDevice('/sessions/7', () => Promise.resolve(SESSION));
    signInAs(4);
    await expect(keptOnDevice('/sessions/7', offline)).rejects.toMatchObject({ status: 0 });
    clearStoredSession();
    expect(localStorage.length).toBe(0);
  });

  it(`garde au plus ${MAX_KEPT_READS} réponses par membre, les plus anciennes partent`, async () => {
    let clock = 1_760_000_000_000;
    vi.spyOn(Date, 'now').mockImplementation(() => clock++);
    for (let id = 1; id <= MAX_KEPT_READS + 5; id += 1) {
      await keptOnDevice(`/sessions/${id}`, () => Promise.resolve({ ...SESSION, id }));
    }
    // The session and the user, plus the kept answers.
    expect(localStorage.length).toBe(2 + MAX_KEPT_READS);
    await expect(keptOnDevice('/sessions/5', offline)).rejects.toMatchObject({ status: 0 });
    await expect(keptOnDevice('/sessions/6', offline)).resolves.toMatchObject({ id: 6 });
    vi.restoreAllMocks();
  });
});
