import { MESSAGES } from '@elan/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubBrowser } from '../test/fake-browser.ts';
import { MEMBER } from '../test/member.ts';
import {
  ApiError,
  buildUrl,
  createApiClient,
  getErrorMessage,
  getServerError,
  NETWORK_ERROR_MESSAGE,
  unwrapEnvelope,
} from './api-client.ts';

describe('getErrorMessage (spec §8 order)', () => {
  it("prend d'abord le champ message du serveur", () => {
    const error = new ApiError(409, { error: 'Erreur brute', message: 'Cet email est déjà utilisé' });
    expect(getErrorMessage(error)).toBe('Cet email est déjà utilisé');
  });

  it("sinon le message propre de l'erreur", () => {
    expect(getErrorMessage(new Error('Quelque chose a cassé'))).toBe('Quelque chose a cassé');
    expect(getErrorMessage(new ApiError(0, undefined, NETWORK_ERROR_MESSAGE))).toBe(NETWORK_ERROR_MESSAGE);
  });

  it('sinon la chaîne elle-même', () => {
    expect(getErrorMessage('Déjà inscrit')).toBe('Déjà inscrit');
  });

  it('sinon « Une erreur est survenue »', () => {
    for (const value of [undefined, null, '', '   ', 42, {}, new Error('')]) {
      expect(getErrorMessage(value)).toBe('Une erreur est survenue');
    }
  });

  it("une ApiError sans corps retombe sur le texte générique, jamais sur un code d'état", () => {
    expect(getErrorMessage(new ApiError(502))).toBe(MESSAGES.genericError);
  });
});

describe('getServerError (écran /login)', () => {
  it('lit le champ error du serveur, sinon « Une erreur est survenue »', () => {
    expect(getServerError(new ApiError(401, { error: 'Email ou mot de passe incorrect' }))).toBe(
      'Email ou mot de passe incorrect',
    );
    expect(getServerError(new ApiError(500))).toBe(MESSAGES.genericError);
    expect(getServerError(new ApiError(0, undefined, NETWORK_ERROR_MESSAGE))).toBe(MESSAGES.genericError);
    expect(getServerError(new Error('boom'))).toBe(MESSAGES.genericError);
  });
});

describe('buildUrl', () => {
  it('joint la base et le chemin, et ignore les paramètres vides', () => {
    expect(buildUrl('/api', '/programs')).toBe('/api/programs');
    expect(buildUrl('/api', 'programs')).toBe('/api/programs');
    expect(
      buildUrl('https://social.example', '/social/feed', { limit: 50, offset: 0, q: undefined, x: null }),
    ).toBe('https://social.example/social/feed?limit=50&offset=0');
    expect(buildUrl('/api', '/programs', { created_by: undefined })).toBe('/api/programs');
  });
});

describe('unwrapEnvelope', () => {
  it("rend data d'une enveloppe, le reste tel quel", () => {
    expect(unwrapEnvelope({ success: true, data: [1, 2] })).toEqual([1, 2]);
    expect(unwrapEnvelope({ success: true, data: null })).toBeNull();
    expect(unwrapEnvelope({ publicKey: 'abc' })).toEqual({ publicKey: 'abc' });
    expect(unwrapEnvelope(undefined)).toBeUndefined();
  });
});

describe('createApiClient', () => {
  const fetchMock = vi.fn<typeof fetch>();
  let browser: ReturnType<typeof stubBrowser>;

  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

  const lastRequest = () => {
    const [url, init] = fetchMock.mock.calls.at(-1) ?? [];
    return { url, init, headers: new Headers(init?.headers) };
  };

  beforeEach(() => {
    browser = stubBrowser('/dashboard');
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('envoie le jeton en bearer et rend data', async () => {
    browser.localStorage.setItem('token', 'abc.def');
    fetchMock.mockResolvedValue(json(200, { success: true, data: { id: 7 } }));
    const client = createApiClient('/api');

    await expect(client.get('/programs/7')).resolves.toEqual({ id: 7 });
    const { url, init, headers } = lastRequest();
    expect(url).toBe('/api/programs/7');
    expect(init?.method).toBe('GET');
    expect(headers.get('Authorization')).toBe('Bearer abc.def');
    // No body, no JSON Content-Type (Fastify refuses an empty JSON body).
    expect(headers.get('Content-Type')).toBeNull();
  });

  it('envoie le corps en JSON', async () => {
    fetchMock.mockResolvedValue(json(201, { success: true, data: { id: 1 } }));
    await createApiClient('/api').post('/enrollments', { program_id: 3 });
    const { init, headers } = lastRequest();
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"program_id":3}');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('Authorization')).toBeNull();
  });

  it('garde la requête en vie après la page quand on le demande (keepalive), pas sinon', async () => {
    fetchMock.mockImplementation(async () => json(200, { success: true, data: {} }));
    const client = createApiClient('/api');
    await client.put('/completions/4', { notes: null }, { keepalive: true });
    expect(lastRequest().init?.keepalive).toBe(true);
    await client.put('/completions/4', { notes: null });
    expect(lastRequest().init?.keepalive).toBeUndefined();
  });

  it('lève une ApiError avec le statut et le message du serveur', async () => {
    fetchMock.mockResolvedValue(
      json(404, { success: false, error: 'Programme non trouvé', message: 'Programme non trouvé' }),
    );
    const error = await createApiClient('/api')
      .get('/programs/999')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 404,
      message: 'Programme non trouvé',
      serverError: 'Programme non trouvé',
    });
    expect(browser.assign).not.toHaveBeenCalled();
  });

  it('un 401 efface la session, la progression du membre, et renvoie vers /login', async () => {
    browser.localStorage.setItem('token', 'expired');
    browser.localStorage.setItem('user', JSON.stringify(MEMBER));
    browser.localStorage.setItem('elan:player:1:rich:4', '{}');
    browser.localStorage.setItem('elan:completion-key:1:run-1', '{}');
    fetchMock.mockResolvedValue(
      json(401, { success: false, error: 'Session expirée', message: 'Session expirée' }),
    );

    await expect(createApiClient('/api').get('/users/me')).rejects.toMatchObject({ status: 401 });
    expect(browser.localStorage.getItem('token')).toBeNull();
    expect(browser.localStorage.getItem('user')).toBeNull();
    expect(browser.localStorage.length).toBe(0);
    expect(browser.assign).toHaveBeenCalledWith('/login');
  });

  it('un 401 sur /login même efface la session sans recharger la page', async () => {
    browser = stubBrowser('/login');
    browser.localStorage.setItem('token', 'expired');
    fetchMock.mockResolvedValue(json(401, { success: false, error: 'x', message: 'x' }));

    await expect(createApiClient('/api').get('/push/notifications')).rejects.toBeInstanceOf(ApiError);
    expect(browser.localStorage.getItem('token')).toBeNull();
    expect(browser.assign).not.toHaveBeenCalled();
  });

  it("un 401 d'un appel public (login, register) est une réponse à montrer, pas une session expirée", async () => {
    browser.localStorage.setItem('token', 'old');
    browser.localStorage.setItem('user', JSON.stringify(MEMBER));
    fetchMock.mockResolvedValue(
      json(401, {
        success: false,
        error: 'Email ou mot de passe incorrect',
        message: 'Email ou mot de passe incorrect',
      }),
    );

    const error = await createApiClient('/api')
      .post('/auth/login', { email: 'a@b.fr', password: 'x' }, { isPublic: true })
      .catch((caught: unknown) => caught);
    expect(getServerError(error)).toBe('Email ou mot de passe incorrect');
    expect(lastRequest().headers.get('Authorization')).toBeNull();
    expect(browser.localStorage.getItem('token')).toBe('old');
    expect(browser.assign).not.toHaveBeenCalled();
  });

  it('une panne réseau devient une ApiError de statut 0 en français', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await createApiClient('/api')
      .get('/programs')
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 0, message: NETWORK_ERROR_MESSAGE });
  });

  it('laisse passer une annulation telle quelle', async () => {
    const abort = new DOMException('Aborted', 'AbortError');
    fetchMock.mockRejectedValue(abort);
    await expect(createApiClient('/api').get('/programs')).rejects.toBe(abort);
  });

  it('accepte une réponse vide (204)', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(createApiClient('/api').delete('/enrollments/3')).resolves.toBeUndefined();
  });

  it('une erreur sans corps JSON garde son statut et un texte générique', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad Gateway</html>', { status: 502 }));
    const error = await createApiClient('/api')
      .get('/programs')
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 502, message: MESSAGES.genericError });
  });
});
