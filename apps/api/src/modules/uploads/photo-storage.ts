import { randomBytes } from 'node:crypto';
import { createReadStream, existsSync, mkdirSync } from 'node:fs';
import { rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** Names this server gives photos: 32 random hex characters and the extension. Nothing else is a photo. */
export const PHOTO_NAME = /^[a-f0-9]{32}\.webp$/;
export const PHOTO_URL_PREFIX = '/uploads/';

/**
 * Where photos live: DATA_DIR/uploads, or an S3-compatible bucket (photo-object-storage.ts),
 * chosen once from the configuration (photo-storage-choice.ts). `open` answers undefined for a
 * photo that is not there.
 */
export type PhotoStorage = {
  save: (name: string, bytes: Buffer) => Promise<void>;
  open: (name: string) => Promise<Readable | undefined>;
  remove: (name: string) => Promise<void>;
};

/**
 * Photos on disk under DATA_DIR/uploads. Every path is built from a name that matched
 * PHOTO_NAME, so nothing outside the folder can be reached.
 */
export function diskPhotoStorage(dataDir: string): PhotoStorage {
  const folder = path.join(dataDir, 'uploads');
  const fileOf = (name: string) => {
    if (!PHOTO_NAME.test(name)) throw new Error('invalid photo name');
    return path.join(folder, name);
  };
  return {
    async save(name, bytes) {
      const file = fileOf(name);
      mkdirSync(folder, { recursive: true, mode: 0o700 });
      // Written under a temporary name, then renamed: a full disk (ENOSPC) or a crash mid-write
      // leaves no partial photo under the real name, and the temporary file is removed (decision 030).
      const partial = path.join(folder, `.${name}.${randomBytes(4).toString('hex')}.partial`);
      try {
        await writeFile(partial, bytes, { mode: 0o600 });
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async open(name) {
      if (!PHOTO_NAME.test(name)) return undefined;
      const file = fileOf(name);
      return existsSync(file) ? createReadStream(file) : undefined;
    },
    async remove(name) {
      await rm(fileOf(name), { force: true });
    },
  };
}
