/**
 * The web app's configuration, read once. Nothing else reads `import.meta.env` (STYLE §7).
 * CONTRACT: the API base defaults to the same-origin `/api`; the social base defaults to the API base
 * (the social module may be served from its own host, spec §7).
 */
export type WebEnv = {
  apiUrl: string;
  socialApiUrl: string;
  isDevelopment: boolean;
  /**
   * Served by `vite` (mode `development`), not built. Unlike `DEV`, a build run with NODE_ENV
   * other than production (inside a test runner) still says false.
   */
  isDevServer: boolean;
};

type RawEnv = {
  VITE_API_URL?: string | undefined;
  VITE_SOCIAL_API_URL?: string | undefined;
  DEV?: boolean | undefined;
  MODE?: string | undefined;
};

const DEFAULT_API_URL = '/api';

/** A base URL is a same-origin path (`/api`) or an absolute http(s) URL; the trailing slash is dropped. */
function parseBaseUrl(name: string, value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  if (!trimmed) return undefined;
  const isPath = trimmed.startsWith('/');
  const isAbsolute = /^https?:\/\/[^/]+/i.test(trimmed);
  if (!isPath && !isAbsolute) {
    throw new Error(
      `${name} invalide : « ${trimmed} ». Indiquez un chemin (/api) ou une adresse http(s)://…`,
    );
  }
  return trimmed.replace(/\/+$/, '');
}

export function parseEnv(raw: RawEnv): WebEnv {
  const apiUrl = parseBaseUrl('VITE_API_URL', raw.VITE_API_URL) ?? DEFAULT_API_URL;
  const socialApiUrl = parseBaseUrl('VITE_SOCIAL_API_URL', raw.VITE_SOCIAL_API_URL) ?? apiUrl;
  return { apiUrl, socialApiUrl, isDevelopment: raw.DEV === true, isDevServer: raw.MODE === 'development' };
}

export const env: WebEnv = parseEnv(import.meta.env);
