import { existsSync } from 'node:fs';
import path from 'node:path';
import { MESSAGES, UPLOAD_MESSAGES } from '@elan/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, unzip } from '../../../test/account-fixtures.ts';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { createTestClock } from '../../../test/clock.ts';
import { expectFailure } from '../../../test/expect-failure.ts';
import { registerMember } from '../../../test/factories.ts';
import { uploadPhoto } from '../../../test/photo-upload.ts';
import { type S3Store, startS3Store } from '../../../test/s3-store.ts';
import { uploads } from '../../db/schema/index.ts';
import { PHOTO_NAME } from './photo-storage.ts';
import { createPhotoStorage } from './photo-storage-choice.ts';
import { deleteUnattachedUploads } from './uploads.cleanup.ts';

/**
 * Decision 032: with the S3_* variables every photo goes to the bucket (s3rver here, a real
 * S3-compatible server over HTTP) and comes back only through Élan's signed links.
 */
type Member = Awaited<ReturnType<typeof registerMember>>;
const HOUR = 60 * 60 * 1000;
const clock = createTestClock('2026-03-02T09:00:00Z');
let store: S3Store;
let ctx: TestContext;
let jpeg: Buffer;
beforeAll(async () => {
  store = await startS3Store();
  ctx = await buildTestApp({ now: clock.now, objectStorage: store.objectStorage });
  jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366cc' } })
    .jpeg()
    .toBuffer();
});
afterAll(async () => {
  await ctx.close();
  await store.close();
});

const keyOf = (name: string) => `uploads/${name}`;

const upload = (who: Member) => uploadPhoto(ctx.app, who, jpeg);
async function uploaded(who: Member) {
  const response = await upload(who);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { url: string; name: string };
}
async function saveCompletion(who: Member, photoUrl: string) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/completions',
    headers: who.auth,
    payload: { session_title: 'Séance libre', duration_minutes: 30, photo_url: photoUrl },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: number; photo_url: string };
}
const names = async (member: Member) =>
  (await ctx.db.select({ name: uploads.name }).from(uploads).where(eq(uploads.user_id, member.user.id)))
    .map((row) => row.name)
    .sort();

describe('photos dans un bucket compatible S3', () => {
  it('l’envoi écrit l’objet (WebP) dans le bucket, rien sous DATA_DIR ; les liens signés le servent', async () => {
    const member = await registerMember(ctx.app);
    const photo = await uploaded(member);
    expect(await store.keys()).toContain(keyOf(photo.name));
    const object = await store.read(keyOf(photo.name));
    expect(object.contentType).toBe('image/webp');
    expect(object.bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(existsSync(path.join(ctx.dataDir, 'uploads'))).toBe(false);

    // The uploader's preview, then the completion's own link: the object's bytes, Élan's headers.
    for (const url of [photo.url, (await saveCompletion(member, photo.url)).photo_url]) {
      const served = await ctx.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
      expect(served.headers['content-security-policy']).toBe("default-src 'none'");
      expect(served.rawPayload.equals(object.bytes)).toBe(true);
    }
  });

  it('supprimer la photo supprime l’objet ; son lien répond 404', async () => {
    const member = await registerMember(ctx.app);
    const photo = await uploaded(member);
    const completion = await saveCompletion(member, photo.url);
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/uploads/session-photo/${photo.name}`,
      headers: member.auth,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await store.exists(keyOf(photo.name))).toBe(false);
    expectFailure(await ctx.app.inject({ method: 'GET', url: completion.photo_url }), 404, MESSAGES.notFound);
  });

  it('le nettoyage horaire supprime les objets non rattachés après 24 h (séance supprimée comprise)', async () => {
    const member = await registerMember(ctx.app);
    const storage = createPhotoStorage({ dataDir: ctx.dataDir, objectStorage: store.objectStorage });
    const kept = await uploaded(member);
    const orphan = await uploaded(member);
    const ofDeleted = await uploaded(member);
    await saveCompletion(member, kept.url);
    const deleted = await saveCompletion(member, ofDeleted.url);
    const gone = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/completions/${deleted.id}`,
      headers: member.auth,
    });
    expect(gone.statusCode, gone.body).toBe(200);

    clock.advance(23 * HOUR);
    await deleteUnattachedUploads(ctx.db, storage, clock.now());
    for (const photo of [kept, orphan, ofDeleted]) expect(await store.exists(keyOf(photo.name))).toBe(true);

    clock.advance(2 * HOUR);
    expect(await deleteUnattachedUploads(ctx.db, storage, clock.now())).toBeGreaterThanOrEqual(2);
    expect(await store.exists(keyOf(orphan.name))).toBe(false);
    expect(await store.exists(keyOf(ofDeleted.name))).toBe(false);
    expect(await store.exists(keyOf(kept.name))).toBe(true);
    expect(await names(member)).toEqual([kept.name]);
  });

  it('l’export ZIP contient la photo du bucket, l’import l’y copie ; effacer le compte supprime ses objets', async () => {
    const member = await registerMember(ctx.app);
    const photo = await uploaded(member);
    await saveCompletion(member, photo.url);
    const exported = await ctx.app.inject({
      method: 'GET',
      url: `/api/users/${member.user.id}/export`,
      headers: member.auth,
    });
    expect(exported.statusCode).toBe(200);
    const files = await unzip(exported.rawPayload);
    const object = await store.read(keyOf(photo.name));
    expect(files.get(`photos/${photo.name}`)?.equals(object.bytes)).toBe(true);
    expect(JSON.parse(files.get('manifest.json')?.toString() ?? '{}').photos).toBe(1);

    // Brought back into another account: a copy under a new name, in the bucket too.
    const newcomer = await registerMember(ctx.app);
    const keysBeforeImport = await store.keys();
    const archive = multipart('file', 'elan.zip', exported.rawPayload, 'application/zip');
    const imported = await ctx.app.inject({
      method: 'POST',
      url: `/api/users/${newcomer.user.id}/import`,
      headers: { ...newcomer.auth, ...archive.headers },
      payload: archive.payload,
    });
    expect(imported.statusCode, imported.body).toBe(200);
    const copies = await names(newcomer);
    expect(copies).toEqual([expect.stringMatching(PHOTO_NAME)]);
    const [copy = ''] = copies;
    expect(copy).not.toBe(photo.name);
    // The one object the import added to the bucket is that copy: the same picture, re-encoded as an
    // upload is (decision 057: nothing of the archive's bytes is stored as sent).
    expect((await store.keys()).filter((key) => !keysBeforeImport.includes(key))).toEqual([keyOf(copy)]);
    const copied = await store.read(keyOf(copy));
    expect(copied.contentType).toBe('image/webp');
    const [original, reencoded] = await Promise.all([
      sharp(object.bytes).metadata(),
      sharp(copied.bytes).metadata(),
    ]);
    expect({ format: reencoded.format, width: reencoded.width, height: reencoded.height }).toEqual({
      format: 'webp',
      width: original.width,
      height: original.height,
    });

    const erased = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/users/${member.user.id}`,
      headers: member.auth,
      payload: { password: member.password },
    });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(await store.exists(keyOf(photo.name))).toBe(false);
  });

  // Last: the store stays down afterwards.
  it('bucket injoignable : 503 en français, rien d’enregistré, jamais une 500', async () => {
    const member = await registerMember(ctx.app);
    const photo = await uploaded(member);
    await store.stop();
    expectFailure(await upload(member), 503, UPLOAD_MESSAGES.storageUnavailable);
    expect(await names(member)).toEqual([photo.name]);
    expectFailure(
      await ctx.app.inject({ method: 'GET', url: photo.url }),
      503,
      UPLOAD_MESSAGES.storageUnavailable,
    );
  });
});
