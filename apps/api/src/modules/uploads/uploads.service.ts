import { randomBytes } from 'node:crypto';
import { MESSAGES } from '@elan/domain';
import sharp from 'sharp';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { PhotoLinkQuery, PhotoLinks } from './photo-links.ts';
import { PHOTO_NAME, PHOTO_URL_PREFIX, type PhotoStorage } from './photo-storage.ts';
import { uploadsRepository as repo } from './uploads.repository.ts';

export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
const MAX_EDGE = 1600;

/** What the first bytes say the file is; the name and declared type are never trusted. */
function sniffImage(bytes: Buffer): 'jpeg' | 'png' | 'webp' | 'heif' | undefined {
  if (bytes.length < 12) return undefined;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  if (bytes.toString('latin1', 4, 8) === 'ftyp') {
    const brand = bytes.toString('latin1', 8, 12);
    if (['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1', 'avif'].includes(brand))
      return 'heif';
  }
  return undefined;
}

function photoUrl(name: string): string {
  return `${PHOTO_URL_PREFIX}${name}`;
}

export function createUploadsService(db: Database, storage: PhotoStorage, links: PhotoLinks) {
  return {
    /**
     * Re-encodes the photo (auto-rotated, at most 1600 px, WebP, every metadata field such as
     * GPS dropped) so what we serve is never the bytes that were sent.
     */
    async saveSessionPhoto(userId: number, bytes: Buffer) {
      if (!sniffImage(bytes)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', MESSAGES.photoFormat);
      let encoded: Buffer;
      try {
        encoded = await sharp(bytes, { failOn: 'error', limitInputPixels: 60_000_000 })
          .rotate()
          .resize({ width: MAX_EDGE, height: MAX_EDGE, fit: 'inside', withoutEnlargement: true })
          .webp({ quality: 82 })
          .toBuffer();
      } catch {
        // Corrupt, truncated, or a codec this build cannot decode (HEVC-coded HEIC).
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', MESSAGES.photoFormat);
      }
      const name = `${randomBytes(16).toString('hex')}.webp`;
      await storage.save(name, encoded);
      await repo.insert(db, name, userId);
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
      await storage.remove(name);
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
      const stream = stillShown ? storage.open(name) : undefined;
      if (!stream) throw new AppError('NOT_FOUND', MESSAGES.notFound);
      return { stream, maxAge: links.maxAge(link.expiresAt) };
    },
  };
}

export type UploadsService = ReturnType<typeof createUploadsService>;
