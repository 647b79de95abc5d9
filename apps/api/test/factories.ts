import { randomBytes } from 'node:crypto';
import type { AuthResult, Program } from '@elan/domain';
import type { App } from '../src/app.ts';
import type { Database } from '../src/db/client.ts';
import { completions } from '../src/db/schema/index.ts';

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

/** Member's completion written straight to the table (the completions API comes with the player). */
export async function insertCompletion(
  db: Database,
  values: {
    user_id: number;
    /** Both null: a free session (« Séance libre »). */
    program_id: number | null;
    session_id: number | null;
    completed_at?: Date;
    duration_minutes?: number;
  },
) {
  const [row] = await db
    .insert(completions)
    .values({
      program_title: 'Programme',
      session_title: 'Séance',
      duration_minutes: 30,
      ...values,
    })
    .returning();
  return row;
}

export type AuthHeaders = { authorization: string };

/** Creates a programme through the API with one main session of `exerciseIds`. */
export async function createProgram(
  app: App,
  auth: AuthHeaders,
  overrides: Record<string, unknown> = {},
  exerciseIds: number[] = [1, 2],
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/programs',
    headers: auth,
    payload: {
      title: 'Mon programme',
      description: 'Trois fois par semaine',
      goal: 'Force',
      difficulty_level: 'intermediate',
      duration_weeks: 6,
      exercises: exerciseIds.map((exercise_id) => ({ exercise_id, sets: 4, reps: 10, rest_time_sec: 90 })),
      ...overrides,
    },
  });
  if (response.statusCode !== 201) throw new Error(`create program failed: ${response.body}`);
  return (response.json() as { data: Program }).data;
}
