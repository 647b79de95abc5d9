import { randomBytes } from 'node:crypto';
import { MESSAGES, UPLOAD_LIMITS, UPLOAD_MESSAGES } from '@elan/domain';
import type { Database, Transaction } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { createDecodeQueue, type DecodeQueue, encodePhoto, RetryLaterError } from './photo-encode.ts';
import type { PhotoLinkQuery, PhotoLinks } from './photo-links.ts';
import { photoRemover, type RemovePhotos } from './photo-removal.ts';
import { PHOTO_NAME, PHOTO_URL_PREFIX, type PhotoStorage } from './photo-storage.ts';
import { uploadsRepository as repo } from './uploads.repository.ts';

const HOUR_MS = 60 * 60 * 1000;

function photoUrl(name: string): string {
  return `${PHOTO_URL_PREFIX}${name}`;
}

type Usage = Awaited<ReturnType<typeof repo.usage>>;

/** Refuses a photo over the member's hour (429, Retry-After) or quota (413). */
function checkUsage(usage: Usage, now: Date, incomingBytes: number, hourly = true) {
  if (hourly && usage.recent >= UPLOAD_LIMITS.perHour) {
    const freedAt = (usage.oldestRecent?.getTime() ?? now.getTime()) + HOUR_MS;
    const seconds = Math.max(1, Math.ceil((freedAt - now.getTime()) / 1000));
    throw new RetryLaterError('TOO_MANY_REQUESTS', UPLOAD_MESSAGES.hourlyLimit, seconds);
  }
  if (usage.bytes + incomingBytes > UPLOAD_LIMITS.quotaBytes)
    throw new AppError('PAYLOAD_TOO_LARGE', UPLOAD_MESSAGES.quotaFull);
}

/**
 * A photo that did not come through the upload route (an account import, decision 057) held to
 * the same rules, in the caller's transaction: re-encoded by `encodePhoto` (format sniffed, 50
 * megapixels at most, stored bytes never the sent ones), then the member's quota checked under
 * the lock on the member, recorded and written. Answers the stored name; throws the upload's own
 * French refusals. The hour's 20 uploads do not apply: a member's own archive brings back every
 * photo it holds, and imports themselves are 3 an hour (decision 057).
 */
async function storeCheckedPhoto(
  tx: Transaction,
  storage: PhotoStorage,
  decodeQueue: DecodeQueue,
  userId: number,
  bytes: Buffer,
  at: Date,
): Promise<string> {
  const encoded = await encodePhoto(bytes, decodeQueue);
  await repo.lockMember(tx, userId);
  checkUsage(await repo.usage(tx, userId, new Date(at.getTime() - HOUR_MS)), at, encoded.length, false);
  const name = `${randomBytes(16).toString('hex')}.webp`;
  await repo.insert(tx, name, userId, encoded.length, at);
  await storage.save(name, encoded);
  return name;
}

export function createUploadsService(
  db: Database,
  storage: PhotoStorage,
  links: PhotoLinks,
  options: { now?: () => Date; decodeQueue?: DecodeQueue; removePhotos?: RemovePhotos } = {},
) {
  const removePhotos = options.removePhotos ?? photoRemover(storage, { log: console.error });
  const now = options.now ?? (() => new Date());
  const decodeQueue = options.decodeQueue ?? createDecodeQueue();
  return {
    /** A photo an account import brings (decision 057): an upload's rules, in the import's transaction. */
    storeImportedPhoto: (tx: Transaction, userId: number, bytes: Buffer) =>
      storeCheckedPhoto(tx, storage, decodeQueue, userId, bytes, now()),

    /**
     * The member's hour and quota are checked before any decoding (cheap refusals first), the
     * photo is re-encoded in the bounded queue, then checked again and recorded under a lock on
     * the member, so parallel uploads cannot exceed either bound.
     */
    async saveSessionPhoto(userId: number, bytes: Buffer) {
      checkUsage(await repo.usage(db, userId, new Date(now().getTime() - HOUR_MS)), now(), 0);
      const encoded = await encodePhoto(bytes, decodeQueue);
      const name = `${randomBytes(16).toString('hex')}.webp`;
      try {
        await db.transaction(async (tx) => {
          await repo.lockMember(tx, userId);
          const at = now();
          checkUsage(await repo.usage(tx, userId, new Date(at.getTime() - HOUR_MS)), at, encoded.length);
          await repo.insert(tx, name, userId, encoded.length, at);
          // Written inside the transaction: a failed write (a full disk: 507) stores no row.
          await storage.save(name, encoded);
        });
      } catch (error) {
        // A failed commit (the database gone, full) leaves no file that no row names (decision 030).
        await storage.remove(name).catch(() => undefined);
        throw error;
      }
      // The uploader's own preview link: the photo is attached to nothing yet (decision 027).
      return { url: links.sign(photoUrl(name), 'upload') ?? photoUrl(name), name };
    },

    /** Only the owner, only a name we issued; anything else is « not found », never a path. */
    async deleteSessionPhoto(userId: number, name: string) {
      if (!PHOTO_NAME.test(name) || !(await repo.isOwnedBy(db, name, userId))) {
        throw new AppError('NOT_FOUND', MESSAGES.notFound);
      }
      await db.transaction(async (tx) => {
        await repo.detachFromCompletions(tx, photoUrl(name), userId);
        await repo.delete(tx, name);
      });
      // The row is gone: a file that cannot be removed now is queued, never an error (decision 030).
      await removePhotos([name]);
      return { name };
    },

    /** A URL we issued (signed or not) for the member's own photo, as a completion stores it. */
    async ownPhotoUrl(userId: number, url: string): Promise<string | undefined> {
      const name = links.nameOf(url);
      return name && (await repo.isOwnedBy(db, name, userId)) ? photoUrl(name) : undefined;
    },

    /** A stored photo URL as a viewer allowed to see the completion receives it: signed. */
    completionPhotoUrl(completionId: number, storedUrl: string | null): string | null {
      return links.sign(storedUrl, { completionId });
    },

    /**
     * GET /uploads/{name}: a valid, unexpired link to a photo still shown by its completion (or
     * the uploader's preview of an upload that still exists); answers the seconds it may be cached.
     */
    async openLink(name: string, query: PhotoLinkQuery) {
      if (!PHOTO_NAME.test(name)) throw new AppError('NOT_FOUND', MESSAGES.notFound);
      const link = links.check(name, query);
      if (!link.ok) {
        throw new AppError(
          'FORBIDDEN',
          link.reason === 'expired' ? MESSAGES.photoLinkExpired : MESSAGES.photoLinkInvalid,
        );
      }
      const stillShown =
        link.scope === 'upload'
          ? await repo.exists(db, name)
          : await repo.isShownBy(db, link.scope.completionId, photoUrl(name));
      const stream = stillShown ? await storage.open(name) : undefined;
      if (!stream) throw new AppError('NOT_FOUND', MESSAGES.notFound);
      return { stream, maxAge: links.maxAge(link.expiresAt) };
    },
  };
}

export type UploadsService = ReturnType<typeof createUploadsService>;
