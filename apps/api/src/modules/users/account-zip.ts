import { open as openFile } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { MESSAGES } from '@elan/domain';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { AppError } from '../../lib/app-error.ts';
import { PHOTO_NAME } from '../uploads/photo-storage.ts';

/** Bounds of an archive (decision 028): what a real export stays far below, a zip bomb does not. */
export const ZIP_LIMITS = {
  uploadBytes: 500 * 1024 * 1024,
  totalUncompressed: 1024 * 1024 * 1024,
  entries: 20_000,
  jsonBytes: 64 * 1024 * 1024,
  photoBytes: 10 * 1024 * 1024,
} as const;

const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', MESSAGES.accountFileTooLarge);
const corrupt = () => new AppError('BAD_REQUEST', MESSAGES.accountFileCorrupt);
const notElan = () => new AppError('BAD_REQUEST', MESSAGES.accountFileNotElan);

export type OpenedArchive = {
  /** The JSON files, parsed, by name. */
  json: Map<string, unknown>;
  /** `photos/<name>` entries, read only when a completion being added needs them. */
  readPhoto: (name: string) => Promise<Buffer | undefined>;
  close: () => void;
};

async function readAll(stream: Readable, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) {
      stream.destroy();
      throw tooLarge();
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

const openStream = (zip: ZipFile, entry: Entry) =>
  new Promise<Readable>((resolve, reject) =>
    zip.openReadStream(entry, (error, stream) => (error ? reject(corrupt()) : resolve(stream))),
  );

/** A ZIP's first bytes: anything else is not an export at all (rather than a broken one). */
async function looksLikeZip(file: string): Promise<boolean> {
  const handle = await openFile(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(4), 0, 4, 0);
    return bytesRead === 4 && buffer.readUInt32LE(0) === 0x04034b50;
  } finally {
    await handle.close();
  }
}

/**
 * Opens an uploaded archive with its limits checked from the central directory before anything
 * is inflated (entry count, declared sizes — yauzl then refuses an entry bigger than declared),
 * and reads its JSON files. Unknown entries are ignored; photos wait for `readPhoto`.
 */
export async function openArchive(file: string, jsonFiles: ReadonlySet<string>): Promise<OpenedArchive> {
  if (!(await looksLikeZip(file))) throw notElan();
  const zip = await new Promise<ZipFile>((resolve, reject) =>
    yauzl.open(file, { lazyEntries: true, autoClose: false, validateEntrySizes: true }, (error, opened) =>
      error ? reject(corrupt()) : resolve(opened),
    ),
  );
  try {
    if (zip.entryCount > ZIP_LIMITS.entries) throw tooLarge();
    const entries = await new Promise<Entry[]>((resolve, reject) => {
      const found: Entry[] = [];
      let total = 0;
      zip.on('entry', (entry: Entry) => {
        total += entry.uncompressedSize;
        if (total > ZIP_LIMITS.totalUncompressed) return reject(tooLarge());
        found.push(entry);
        zip.readEntry();
      });
      zip.on('end', () => resolve(found));
      zip.on('error', () => reject(corrupt()));
      zip.readEntry();
    });
    const json = new Map<string, unknown>();
    const photos = new Map<string, Entry>();
    for (const entry of entries) {
      if (jsonFiles.has(entry.fileName)) {
        if (entry.uncompressedSize > ZIP_LIMITS.jsonBytes) throw tooLarge();
        const bytes = await readAll(await openStream(zip, entry), ZIP_LIMITS.jsonBytes).catch((error) => {
          throw error instanceof AppError ? error : corrupt();
        });
        try {
          json.set(entry.fileName, JSON.parse(bytes.toString('utf8')));
        } catch {
          throw notElan();
        }
      } else if (entry.fileName.startsWith('photos/') && PHOTO_NAME.test(entry.fileName.slice(7))) {
        photos.set(entry.fileName.slice(7), entry);
      }
    }
    return {
      json,
      async readPhoto(name) {
        const entry = photos.get(name);
        if (!entry || entry.uncompressedSize > ZIP_LIMITS.photoBytes) return undefined;
        return readAll(await openStream(zip, entry), ZIP_LIMITS.photoBytes).catch(() => undefined);
      },
      close: () => zip.close(),
    };
  } catch (error) {
    zip.close();
    throw error;
  }
}
