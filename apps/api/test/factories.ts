import { randomBytes } from 'node:crypto';
import type { AuthResult } from '@elan/domain';
import type { App } from '../src/app.ts';

let counter = 0;

/** A distinct client address per call, so rate limits of one test never bleed into another. */
export function randomIp(): string {
  const bytes = randomBytes(3);
  return `10.${bytes[0]}.${bytes[1]}.${bytes[2]}`;
}

export function newMemberInput(
  overrides: Partial<Record<'email' | 'password' | 'first_name' | 'last_name', string>> = {},
) {
  counter += 1;
  return {
    email: `membre${counter}.${randomBytes(4).toString('hex')}@exemple.fr`,
    password: 'motdepasse-solide',
    first_name: 'Camille',
    last_name: 'Durand',
    ...overrides,
  };
}

/** Registers a member through the API, as the login fixture of the browser tests does. */
export async function registerMember(app: App, overrides: Parameters<typeof newMemberInput>[0] = {}) {
  const input = newMemberInput(overrides);
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: input,
    remoteAddress: randomIp(),
  });
  if (response.statusCode !== 201)
    throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  const { data } = response.json() as { data: AuthResult };
  return { ...data, password: input.password, auth: { authorization: `Bearer ${data.token}` } };
}
