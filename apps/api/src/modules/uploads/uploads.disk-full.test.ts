import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, statfsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { MESSAGES } from '@elan/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillMember, multipart } from '../../../test/account-fixtures.ts';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { expectFailure } from '../../../test/expect-failure.ts';
import { registerMember } from '../../../test/factories.ts';
import { uploadPhoto } from '../../../test/photo-upload.ts';
import { completions, uploads } from '../../db/schema/index.ts';

/**
 * Issue 16, faults: DATA_DIR's disk fills up. The photos' folder is a real 2 MB tmpfs, mounted
 * here (CI runs as root); a run that cannot mount fails, it is never skipped.
 */
type Member = Awaited<ReturnType<typeof registerMember>>;
let ctx: TestContext;
let folder: string;
let isMounted = false;
let member: Member;
let jpeg: Buffer;
/** A member's export (completions, one with a photo), to import once the disk is full. */
let archive: Buffer;

beforeAll(async () => {
  ctx = await buildTestApp();
  folder = path.join(ctx.dataDir, 'uploads');
  mkdirSync(folder, { mode: 0o700 });
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=2m,mode=0700', 'tmpfs', folder], { stdio: 'pipe' });
  } catch (error) {
    throw new Error(
      `disque plein : impossible de monter un tmpfs de 2 Mo sur ${folder} (ce test doit tourner en root, comme en CI) : ${String(error)}`,
    );
  }
  isMounted = true;
  member = await registerMember(ctx.app);
  const exporter = await registerMember(ctx.app);
  await fillMember(ctx.app, ctx.db, exporter, await registerMember(ctx.app));
  archive = (
    await ctx.app.inject({
      method: 'GET',
      url: `/api/users/${exporter.user.id}/export`,
      headers: exporter.auth,
    })
  ).rawPayload;
  // Noise does not compress: each photo takes real room.
  jpeg = await sharp(Buffer.from(Array.from({ length: 96 * 64 * 3 }, (_, index) => (index * 7919) % 251)), {
    raw: { width: 96, height: 64, channels: 3 },
  })
    .jpeg()
    .toBuffer();
});

afterAll(async () => {
  if (isMounted) execFileSync('umount', [folder]);
  await ctx?.close();
});

const upload = () => uploadPhoto(ctx.app, member, jpeg);

const storedNames = async (who = member) =>
  (await ctx.db.select({ name: uploads.name }).from(uploads).where(eq(uploads.user_id, who.user.id)))
    .map((row) => row.name)
    .sort();

/** Fills what is left of the tmpfs: the write stops at ENOSPC, as a real full disk does. */
function fillDisk() {
  try {
    writeFileSync(path.join(folder, 'remplissage'), Buffer.alloc(4 * 1024 * 1024, 1));
  } catch (error) {
    if ((error as { code?: string }).code !== 'ENOSPC') throw error;
  }
  expect(statfsSync(folder).bavail).toBe(0);
}

describe('disque plein sous DATA_DIR (issue 16, décision 030)', () => {
  it('photo refusée en 507 « Espace de stockage insuffisant », rien d’écrit à moitié, les lectures continuent', async () => {
    const first = await upload();
    expect(first.statusCode, first.body).toBe(201);
    const kept = first.json().data as { url: string; name: string };

    fillDisk();
    const refused = await upload();
    expectFailure(refused, 507, MESSAGES.storageFull);
    // No row names a missing file, no partial or temporary file is left.
    expect(await storedNames()).toEqual([kept.name]);
    expect(readdirSync(folder)).toContain(kept.name);
    expect(readdirSync(folder).filter((name) => !name.endsWith('.webp'))).toEqual(['remplissage']);
    const filesBefore = readdirSync(folder).length;

    // Reads keep working: the member, the readiness probe, the photo already stored.
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/users/me', headers: member.auth })).statusCode,
    ).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
    const photo = await ctx.app.inject({ method: 'GET', url: kept.url });
    expect(photo.statusCode).toBe(200);
    expect(photo.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(readdirSync(folder)).toHaveLength(filesBefore);

    // Room again: the next photo is taken, without a restart.
    rmSync(path.join(folder, 'remplissage'));
    const again = await upload();
    expect(again.statusCode, again.body).toBe(201);
    expect(await storedNames()).toHaveLength(2);
  });

  it('import de compte (photos copiées sous DATA_DIR) : 507, aucune séance ni photo ajoutée', async () => {
    fillDisk();
    const files = readdirSync(folder).sort();
    const importer = await registerMember(ctx.app);
    const body = multipart('file', 'elan.zip', archive, 'application/zip');
    const refused = await ctx.app.inject({
      method: 'POST',
      url: `/api/users/${importer.user.id}/import`,
      headers: { ...importer.auth, ...body.headers },
      payload: body.payload,
    });
    expectFailure(refused, 507, MESSAGES.storageFull);
    expect(await storedNames(importer)).toEqual([]);
    const imported = await ctx.db.select().from(completions).where(eq(completions.user_id, importer.user.id));
    expect(imported).toEqual([]);
    expect(readdirSync(folder).sort()).toEqual(files);
    rmSync(path.join(folder, 'remplissage'));
  });
});
