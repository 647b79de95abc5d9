import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import type { AuthResult } from '@elan/domain';

/** Calls over real HTTP (servers listening on a port), as the web app at `origin` makes them. */
export function httpClient(origin: string) {
  async function http<T>(base: string, method: string, path: string, token?: string, body?: object) {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        origin,
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    return {
      status: response.status,
      headers: response.headers,
      json: (await response.json()) as { data: T },
    };
  }

  /** A new member registered on the server at `base`. */
  const register = async (base: string, first_name: string) =>
    (
      await http<AuthResult>(base, 'POST', '/api/auth/register', undefined, {
        email: `${first_name.toLowerCase()}.${randomBytes(3).toString('hex')}@exemple.fr`,
        password: 'motdepasse-solide',
        first_name,
        last_name: 'Hôte',
      })
    ).json.data;

  return { http, register };
}

/** A TCP port free on loopback right now (for a child server's PORT). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
