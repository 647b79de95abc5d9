import { MESSAGES, UPLOAD_LIMITS, UPLOAD_MESSAGES } from '@elan/domain';
import PQueue from 'p-queue';
import sharp from 'sharp';
import { AppError } from '../../lib/app-error.ts';

const MAX_EDGE = 1600;

// One libvips thread per image (two images at most decode at once) and no operation cache:
// decoded pixels are freed as soon as a photo is written, not kept for a later identical call.
sharp.concurrency(1);
sharp.cache(false);

/** An error that tells the client when to come back (`Retry-After`, in seconds). */
export class RetryLaterError extends AppError {
  constructor(
    code: 'SERVICE_UNAVAILABLE' | 'TOO_MANY_REQUESTS',
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(code, message);
  }
}

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

/**
 * Decoding is the costly part (CPU and the decoded pixels in memory): at most
 * `decodeConcurrency` images at once, `decodeMaxWaiting` more in line, any other is told to come
 * back (503 with Retry-After) rather than piling up memory.
 */
export function createDecodeQueue(
  concurrency: number = UPLOAD_LIMITS.decodeConcurrency,
  maxWaiting: number = UPLOAD_LIMITS.decodeMaxWaiting,
) {
  const queue = new PQueue({ concurrency });
  return {
    run<T>(task: () => Promise<T>): Promise<T> {
      if (queue.pending >= concurrency && queue.size >= maxWaiting) {
        throw new RetryLaterError(
          'SERVICE_UNAVAILABLE',
          UPLOAD_MESSAGES.busy,
          UPLOAD_LIMITS.busyRetryAfterSeconds,
        );
      }
      return queue.add(task);
    },
  };
}
export type DecodeQueue = ReturnType<typeof createDecodeQueue>;

/**
 * Re-encodes the photo (auto-rotated, at most 1600 px, WebP, every metadata field such as GPS
 * dropped) so what we store is never the bytes that were sent: a polyglot's trailing script or
 * comment does not survive. Only JPEG, PNG, WebP and HEIF are opened (never SVG, GIF or
 * anything a name claims); the declared size is read first and anything above
 * `maxInputPixels` is refused before a pixel is decoded.
 */
export async function encodePhoto(bytes: Buffer, queue: DecodeQueue): Promise<Buffer> {
  if (!sniffImage(bytes)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', MESSAGES.photoFormat);
  const options = { failOn: 'error', limitInputPixels: UPLOAD_LIMITS.maxInputPixels } as const;
  let size: { width?: number; height?: number };
  try {
    // Header only: no pixel is decoded here, so the declared size is read whatever it is.
    size = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', MESSAGES.photoFormat);
  }
  if (!size.width || !size.height) throw new AppError('UNSUPPORTED_MEDIA_TYPE', MESSAGES.photoFormat);
  if (size.width * size.height > UPLOAD_LIMITS.maxInputPixels)
    throw new AppError('PAYLOAD_TOO_LARGE', UPLOAD_MESSAGES.tooManyPixels);
  return queue.run(async () => {
    try {
      return await sharp(bytes, options)
        .rotate()
        .resize({ width: MAX_EDGE, height: MAX_EDGE, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer();
    } catch {
      // Corrupt, truncated, or a codec this build cannot decode (HEVC-coded HEIC).
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', MESSAGES.photoFormat);
    }
  });
}
