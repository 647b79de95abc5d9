import { MESSAGES } from '@elan/domain';
import { env } from '../config/env.ts';
import { PATHS } from '../config/paths.ts';
import { clearStoredSession, getStoredToken } from './auth-storage.ts';
import { claimEarlyRead } from './early-reads.ts';

/** Shown when the request never reached the server (offline, DNS, refused connection). */
export const NETWORK_ERROR_MESSAGE = 'Impossible de joindre le serveur. Vérifiez votre connexion.';

type ErrorBody = { error?: string | undefined; message?: string | undefined };

/** Any non-2xx answer, or a request that never got one (`status` 0). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  /** The envelope's `error` field: what the login screen shows. */
  readonly serverError: string | undefined;
  /** The envelope's `message` field: first choice of `getErrorMessage`. */
  readonly serverMessage: string | undefined;

  constructor(status: number, body?: ErrorBody, fallbackMessage: string = MESSAGES.genericError) {
    super(body?.message || body?.error || fallbackMessage);
    this.status = status;
    this.serverError = body?.error || undefined;
    this.serverMessage = body?.message || undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * Spec §8 error text order: the server's message field, else the error's own message,
 * else the string itself, else « Une erreur est survenue ».
 */
export function getErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  if (isRecord(error) && typeof error.message === 'string' && error.message.trim()) return error.message;
  if (typeof error === 'string' && error.trim()) return error;
  return MESSAGES.genericError;
}

/** Spec /login: the red box shows the server's `error` field, else « Une erreur est survenue ». */
export function getServerError(error: unknown): string {
  return error instanceof ApiError && error.serverError ? error.serverError : MESSAGES.genericError;
}

export type QueryValue = string | number | boolean | null | undefined;

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON, or as is for `FormData` (multipart uploads). */
  body?: unknown;
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  /** The request outlives the page (sent while it is hidden or closed). */
  keepalive?: boolean;
  headers?: Record<string, string>;
  /**
   * Login and register: no bearer header, and a 401 is an answer to show (wrong password),
   * not an expired session.
   */
  isPublic?: boolean;
};

export function buildUrl(baseUrl: string, path: string, query?: Record<string, QueryValue>): string {
  const url = `${baseUrl}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined) params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

/** CONTRACT: `{success: true, data}` gives `data`; anything else comes back as it is. */
export function unwrapEnvelope(payload: unknown): unknown {
  if (isRecord(payload) && payload.success === true && 'data' in payload) return payload.data;
  return payload;
}

function readErrorBody(payload: unknown): ErrorBody | undefined {
  if (!isRecord(payload)) return undefined;
  return {
    error: typeof payload.error === 'string' ? payload.error : undefined,
    message: typeof payload.message === 'string' ? payload.message : undefined,
  };
}

async function readPayload(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Spec §8: a 401 on any call clears the stored session and forces /login (a full load resets memory). */
function onSessionExpired(): void {
  clearStoredSession();
  if (typeof window === 'undefined') return;
  if (window.location.pathname !== PATHS.login) window.location.assign(PATHS.login);
}

function isAbortError(error: unknown): boolean {
  return isRecord(error) && error.name === 'AbortError';
}

/** The only `fetch` caller of the web app (STYLE §9). */
export function createApiClient(baseUrl: string) {
  async function send(path: string, options: RequestOptions): Promise<Response> {
    const { method = 'GET', body, query, signal, keepalive, isPublic = false } = options;
    const headers = new Headers({ Accept: 'application/json', ...options.headers });
    const isMultipart = typeof FormData !== 'undefined' && body instanceof FormData;
    let requestBody: BodyInit | undefined;
    if (isMultipart) requestBody = body;
    else if (body !== undefined) {
      requestBody = JSON.stringify(body);
      // Only with a body: Fastify rejects an empty body announced as JSON.
      headers.set('Content-Type', 'application/json');
    }
    const token = isPublic ? null : getStoredToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);

    const url = buildUrl(baseUrl, path, query);
    // A landing screen's first reads may already be under way from the entry (decision 043).
    const early = method === 'GET' && !options.headers ? claimEarlyRead(url, token) : undefined;
    try {
      if (early) return await early;
      return await fetch(url, {
        method,
        headers,
        body: requestBody,
        signal,
        ...(keepalive ? { keepalive } : {}),
      });
    } catch (error) {
      if (isAbortError(error)) throw error;
      throw new ApiError(0, undefined, NETWORK_ERROR_MESSAGE);
    }
  }

  /** A non-2xx answer as an ApiError (a 401 on a private call ends the session first). */
  async function fail(response: Response, isPublic: boolean): Promise<never> {
    const payload = await readPayload(response);
    if (response.status === 401 && !isPublic) onSessionExpired();
    throw new ApiError(response.status, readErrorBody(payload));
  }

  async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
    const response = await send(path, options);
    if (!response.ok) return fail(response, options.isPublic ?? false);
    return unwrapEnvelope(await readPayload(response)) as T;
  }

  type WithoutMethod = Omit<RequestOptions, 'method' | 'body'>;

  /** A file the server streams (the account's ZIP): the body as a Blob, errors as usual. */
  async function blob(path: string, options: WithoutMethod = {}): Promise<Blob> {
    const response = await send(path, { ...options, method: 'GET' });
    if (!response.ok) return fail(response, options.isPublic ?? false);
    return response.blob();
  }

  return {
    request,
    blob,
    get: <T>(path: string, options?: WithoutMethod) => request<T>(path, { ...options, method: 'GET' }),
    post: <T>(path: string, body?: unknown, options?: WithoutMethod) =>
      request<T>(path, { ...options, method: 'POST', body }),
    put: <T>(path: string, body?: unknown, options?: WithoutMethod) =>
      request<T>(path, { ...options, method: 'PUT', body }),
    patch: <T>(path: string, body?: unknown, options?: WithoutMethod) =>
      request<T>(path, { ...options, method: 'PATCH', body }),
    delete: <T>(path: string, options?: WithoutMethod) => request<T>(path, { ...options, method: 'DELETE' }),
  };
}

/** Main API (CONTRACT: `/api` by default). */
export const apiClient = createApiClient(env.apiUrl);

/** Social module (spec §7 "separate host"): `VITE_SOCIAL_API_URL`, else the main API base. */
export const socialApiClient = createApiClient(env.socialApiUrl);
