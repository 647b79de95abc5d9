import { accountFileEntryTooLarge, accountFileTooManyRows, MESSAGES } from '@elan/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, zipOf } from '../../../test/account-fixtures.ts';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { expectFailure } from '../../../test/expect-failure.ts';
import { registerMember } from '../../../test/factories.ts';
import type { Member } from '../../../test/social-helpers.ts';

let context: TestContext;

beforeAll(async () => {
  context = await buildTestApp();
});
afterAll(async () => context.close());

const manifest = JSON.stringify({ format: 'elan-export', version: 1 });

const importInto = (who: Member, bytes: Buffer) => {
  const body = multipart('file', 'elan.zip', bytes, 'application/zip');
  return context.app.inject({
    method: 'POST',
    url: `/api/users/${who.user.id}/import`,
    headers: { ...who.auth, ...body.headers },
    payload: body.payload,
  });
};

/**
 * Sends the archive and, while its import is in flight, asks GET /api/health again and again:
 * every answer must come (200) before the import's own, which is then returned.
 */
async function importWhileProbing(who: Member, bytes: Buffer) {
  let isDone = false;
  const importing = importInto(who, bytes).finally(() => {
    isDone = true;
  });
  const probes: number[] = [];
  do {
    const health = await context.app.inject({ method: 'GET', url: '/api/health' });
    if (!isDone) probes.push(health.statusCode);
    // A turn of the event loop between probes: the import's reads and writes get theirs.
    await new Promise((resolve) => setImmediate(resolve));
  } while (!isDone);
  const response = await importing;
  expect(probes.length).toBeGreaterThan(0);
  expect(probes.every((status) => status === 200)).toBe(true);
  return response;
}

/** `[{},{},…]`: twenty million empty objects, 60 MB that deflate to almost nothing. */
const emptyObjects = (count: number) => `[${'{},'.repeat(count - 1)}{}]`;

describe('POST /api/users/:id/import — bornes (décision 057)', () => {
  it('refuse vite, en français, une archive de fichiers JSON de 20 millions de {} sans bloquer le serveur', async () => {
    const bomb = Buffer.from(emptyObjects(20_000_000));
    // Files whose bound is small: refused from the size they declare, before anything is inflated.
    const everywhere = await zipOf({
      'manifest.json': manifest,
      'profile.json': bomb,
      'enrollments.json': bomb,
      'completions.json': bomb,
      'body_measurements.json': bomb,
    });
    expectFailure(
      await importWhileProbing(await registerMember(context.app), everywhere),
      413,
      accountFileEntryTooLarge('profile.json', 64 * 1024),
    );
    // A file large by nature (completions: 64 MB): read as a stream, refused at its first row.
    const streamed = await zipOf({ 'manifest.json': manifest, 'completions.json': bomb });
    expectFailure(
      await importWhileProbing(await registerMember(context.app), streamed),
      400,
      `${MESSAGES.accountFileNotElan} (completions.json invalide)`,
    );
  });

  it('refuse un fichier qui a plus de lignes qu’un export n’en contient', async () => {
    const exercise = { name: 'Tirage', type: 'force', muscle_group: 'Dos', category: 'Mes exercices' };
    const rows = Array.from({ length: 10_001 }, (_, index) => ({ ...exercise, name: `Tirage ${index}` }));
    const archive = await zipOf({ 'manifest.json': manifest, 'exercises.json': JSON.stringify(rows) });
    expectFailure(
      await importInto(await registerMember(context.app), archive),
      413,
      accountFileTooManyRows('exercises.json', 10_000),
    );
  });

  it('limite les imports d’un membre à 3 par heure, sans toucher les autres', async () => {
    const member = await registerMember(context.app);
    const other = await registerMember(context.app);
    const archive = await zipOf({ 'manifest.json': manifest });
    for (let attempt = 0; attempt < 3; attempt += 1)
      expect((await importInto(member, archive)).statusCode).toBe(200);
    const refused = await importInto(member, archive);
    expectFailure(refused, 429, MESSAGES.accountImportsPerHour);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await importInto(other, archive)).statusCode).toBe(200);
  });
});
