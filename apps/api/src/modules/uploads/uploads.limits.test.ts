import { existsSync } from 'node:fs';
import path from 'node:path';
import { MESSAGES, UPLOAD_LIMITS, UPLOAD_MESSAGES } from '@elan/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { createTestClock } from '../../../test/clock.ts';
import { expectFailure } from '../../../test/expect-failure.ts';
import { registerMember } from '../../../test/factories.ts';
import { uploadPhoto } from '../../../test/photo-upload.ts';
import { uploads } from '../../db/schema/index.ts';
import { createDecodeQueue, RetryLaterError } from './photo-encode.ts';
import { diskPhotoStorage } from './photo-storage.ts';
import { deleteUnattachedUploads } from './uploads.cleanup.ts';

type Member = Awaited<ReturnType<typeof registerMember>>;
const HOUR = 60 * 60 * 1000;
const clock = createTestClock('2026-03-02T09:00:00Z');
// One image at a time and none waiting: a test holds the slot to see the 503.
const decodeQueue = createDecodeQueue(1, 0);
let ctx: TestContext;
let jpeg: Buffer;
beforeAll(async () => {
  ctx = await buildTestApp({ now: clock.now, decodeQueue });
  jpeg = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#2bb673' } })
    .jpeg()
    .toBuffer();
});
afterAll(() => ctx.close());

const upload = (who: Member) => uploadPhoto(ctx.app, who, jpeg);
const uploaded = async (who: Member) => {
  const response = await upload(who);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { url: string; name: string };
};
const storedCount = async (member: Member) =>
  (await ctx.db.select({ name: uploads.name }).from(uploads).where(eq(uploads.user_id, member.user.id)))
    .length;

describe('décodage borné', () => {
  it('file d’attente : au plus N à la fois, M en attente, au-delà une erreur 503 à réessayer', async () => {
    const queue = createDecodeQueue(2, 1);
    const releases: (() => void)[] = [];
    const task = () => new Promise<string>((resolve) => releases.push(() => resolve('fait')));
    const running = [queue.run(task), queue.run(task), queue.run(task)];
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(releases).toHaveLength(2);
    expect(() => queue.run(task)).toThrow(RetryLaterError);
    for (let i = 0; i < 3; i += 1) {
      releases.shift()?.();
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(await Promise.all(running)).toEqual(['fait', 'fait', 'fait']);
    await expect(queue.run(async () => 'de nouveau')).resolves.toBe('de nouveau');
  });

  it('décodage saturé : 503 en français avec Retry-After, rien de stocké ; puis accepté', async () => {
    const member = await registerMember(ctx.app);
    let release = () => {};
    const held = decodeQueue.run(() => new Promise<void>((resolve) => (release = resolve)));
    const busy = await upload(member);
    expectFailure(busy, 503, UPLOAD_MESSAGES.busy);
    expect(busy.headers['retry-after']).toBe(String(UPLOAD_LIMITS.busyRetryAfterSeconds));
    expect(await storedCount(member)).toBe(0);
    release();
    await held;
    await uploaded(member);
  });
});

describe('limites par membre', () => {
  it('20 photos par heure glissante : la 21e en 429 avec Retry-After, de nouveau permis une heure après', async () => {
    const member = await registerMember(ctx.app);
    for (let i = 0; i < UPLOAD_LIMITS.perHour; i += 1) {
      await uploaded(member);
      clock.advance(60 * 1000);
    }
    const refused = await upload(member);
    expectFailure(refused, 429, UPLOAD_MESSAGES.hourlyLimit);
    // The first photo of the window leaves it 40 minutes from now.
    expect(refused.headers['retry-after']).toBe(String(40 * 60));
    expect(await storedCount(member)).toBe(UPLOAD_LIMITS.perHour);
    clock.advance(40 * 60 * 1000);
    await uploaded(member);
    // Others are not held by this member's hour.
    await uploaded(await registerMember(ctx.app));
  });

  it('quota de 500 Mo : 413 en français quand la photo ne tient plus, permis après suppression', async () => {
    const member = await registerMember(ctx.app);
    await ctx.db.insert(uploads).values({
      name: `${'a'.repeat(31)}${member.user.id % 10}.webp`,
      user_id: member.user.id,
      bytes: UPLOAD_LIMITS.quotaBytes - 10,
      created_at: new Date(clock.now().getTime() - 48 * HOUR),
    });
    expectFailure(await upload(member), 413, UPLOAD_MESSAGES.quotaFull);
    expect(await storedCount(member)).toBe(1);
    await ctx.db.delete(uploads).where(eq(uploads.user_id, member.user.id));
    await uploaded(member);
  });
});

describe('photos jamais rattachées à une séance', () => {
  it('supprimées (ligne et fichier) 24 h après l’envoi ; celle d’une séance reste', async () => {
    const member = await registerMember(ctx.app);
    const storage = diskPhotoStorage(ctx.dataDir);
    const kept = await uploaded(member);
    const orphan = await uploaded(member);
    const saved = await ctx.app.inject({
      method: 'POST',
      url: '/api/completions',
      headers: member.auth,
      payload: { session_title: 'Séance libre', duration_minutes: 30, photo_url: kept.url },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const onDisk = (name: string) => existsSync(path.join(ctx.dataDir, 'uploads', name));

    const names = async () =>
      (await ctx.db.select({ name: uploads.name }).from(uploads).where(eq(uploads.user_id, member.user.id)))
        .map((row) => row.name)
        .sort();

    clock.advance(23 * HOUR);
    await deleteUnattachedUploads(ctx.db, storage, clock.now());
    expect(await names()).toEqual([kept.name, orphan.name].sort());
    expect(onDisk(orphan.name)).toBe(true);

    clock.advance(2 * HOUR);
    expect(await deleteUnattachedUploads(ctx.db, storage, clock.now())).toBeGreaterThanOrEqual(1);
    expect(onDisk(orphan.name)).toBe(false);
    expect(onDisk(kept.name)).toBe(true);
    const left = await ctx.db
      .select({ name: uploads.name })
      .from(uploads)
      .where(eq(uploads.user_id, member.user.id));
    expect(left.map((row) => row.name)).toEqual([kept.name]);
    expectFailure(
      await ctx.app.inject({
        method: 'DELETE',
        url: `/api/uploads/session-photo/${orphan.name}`,
        headers: member.auth,
      }),
      404,
      MESSAGES.notFound,
    );
    // A second pass finds nothing more of this member's.
    await deleteUnattachedUploads(ctx.db, storage, clock.now());
    expect(onDisk(kept.name)).toBe(true);
  });
});
