import { open as openFile } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { accountFileEntryTooLarge, MESSAGES } from '@elan/domain';
import { JSONParser } from '@streamparser/json';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { AppError } from '../../lib/app-error.ts';
import { PHOTO_NAME } from '../uploads/photo-storage.ts';
import { type ArrayReader, MANIFEST_BYTES } from './account-file.ts';

/** Bounds of an archive (decision 028): what a real export stays far below, a zip bomb does not. */
export const ZIP_LIMITS = {
  uploadBytes: 500 * 1024 * 1024,
  totalUncompressed: 1024 * 1024 * 1024,
  entries: 20_000,
  photoBytes: 10 * 1024 * 1024,
} as const;

const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', MESSAGES.accountFileTooLarge);
const corrupt = () => new AppError('BAD_REQUEST', MESSAGES.accountFileCorrupt);
const notElan = () => new AppError('BAD_REQUEST', MESSAGES.accountFileNotElan);

export type OpenedArchive = {
  /** `manifest.json`, parsed (undefined when absent or not JSON). */
  manifest: unknown;
  /** Streams one JSON file's top-level array to `onRow`, row by row (decision 057). */
  readArray: ArrayReader;
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

/**
 * One JSON file's top-level array, inflated and parsed a chunk at a time: each element goes to
 * `onRow` as soon as it is complete and is not kept by the parser. Inflating stops at the first
 * refused row, or once past `limit` bytes (413 naming the file), so a file of twenty million `{}`
 * costs one chunk, not twenty million objects; between chunks the event loop serves other requests.
 */
async function streamArray(stream: Readable, name: string, limit: number, onRow: (value: unknown) => void) {
  const parser = new JSONParser({ paths: ['$.*'], keepStack: false });
  let failure: unknown;
  let isArray: boolean | undefined;
  parser.onValue = ({ value, key }) => {
    if (failure !== undefined) return;
    try {
      if (typeof key !== 'number') throw notElan();
      onRow(value);
    } catch (error) {
      failure = error;
    }
  };
  parser.onError = (error) => {
    failure ??= error;
  };
  let size = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > limit) throw new AppError('PAYLOAD_TOO_LARGE', accountFileEntryTooLarge(name, limit));
      if (isArray === undefined) {
        const first = chunk.toString('latin1').trimStart();
        if (first) isArray = first.startsWith('[');
        if (isArray === false) throw notElan();
      }
      try {
        parser.write(chunk);
      } catch {
        failure ??= notElan();
      }
      if (failure !== undefined) break;
    }
    if (failure === undefined && !parser.isEnded)
      try {
        parser.end();
      } catch {
        failure ??= notElan();
      }
  } catch (error) {
    // Our own refusals as they are; a broken deflate stream is a corrupt archive.
    failure ??= error instanceof AppError ? error : corrupt();
  } finally {
    stream.destroy();
  }
  if (failure === undefined && isArray !== true) failure = notElan();
  if (failure !== undefined) throw failure instanceof AppError ? failure : notElan();
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
 * is inflated (entry count, declared sizes — yauzl then refuses an entry bigger than declared).
 * Nothing else is read yet: the JSON files are streamed one at a time by `readArray`, photos by
 * `readPhoto`. Unknown entries are ignored.
 */
export async function openArchive(file: string): Promise<OpenedArchive> {
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
    const named = new Map<string, Entry>();
    const photos = new Map<string, Entry>();
    for (const entry of entries) {
      if (entry.fileName.startsWith('photos/') && PHOTO_NAME.test(entry.fileName.slice(7)))
        photos.set(entry.fileName.slice(7), entry);
      else if (entry.fileName.endsWith('.json')) named.set(entry.fileName, entry);
    }
    let manifest: unknown;
    const head = named.get('manifest.json');
    if (head) {
      if (head.uncompressedSize > MANIFEST_BYTES)
        throw new AppError('PAYLOAD_TOO_LARGE', accountFileEntryTooLarge('manifest.json', MANIFEST_BYTES));
      const bytes = await readAll(await openStream(zip, head), MANIFEST_BYTES).catch((error) => {
        throw error instanceof AppError ? error : corrupt();
      });
      try {
        manifest = JSON.parse(bytes.toString('utf8'));
      } catch {
        throw notElan();
      }
    }
    return {
      manifest,
      async readArray(name, limit, onRow) {
        const entry = named.get(name);
        if (!entry) return 'absent';
        // The declared size first: a file announced past its bound is not inflated at all.
        if (entry.uncompressedSize > limit)
          throw new AppError('PAYLOAD_TOO_LARGE', accountFileEntryTooLarge(name, limit));
        await streamArray(await openStream(zip, entry), name, limit, onRow);
        return 'read';
      },
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
