import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { UPLOAD_MESSAGES } from '@elan/domain';
import type { ObjectStorage } from '../../config.ts';
import { AppError } from '../../lib/app-error.ts';
import { PHOTO_NAME, type PhotoStorage } from './photo-storage.ts';

/** The bucket's folder for photos: the same `uploads/` as on disk, so a bucket may hold more. */
const KEY_PREFIX = 'uploads/';

/** An unanswered store must not hold a request (or the upload's transaction) for long. */
const CONNECTION_TIMEOUT_MS = 3_000;
const REQUEST_TIMEOUT_MS = 15_000;

/** 404 from the store: the object is not there (NoSuchKey, or a HEAD-style bare 404). */
function isMissing(error: unknown): boolean {
  const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return failure.name === 'NoSuchKey' || failure.$metadata?.httpStatusCode === 404;
}

/** Any other failure of the store is an outage to the member: 503 in French, logged by the handler. */
function unavailable(error: unknown): AppError {
  return Object.assign(new AppError('SERVICE_UNAVAILABLE', UPLOAD_MESSAGES.storageUnavailable), {
    cause: error,
  });
}

/**
 * Photos in an S3-compatible bucket (decision 032), behind the same three calls as the disk.
 * The bucket stays private: Élan reads each object and streams it under its own signed link and
 * headers, so no bucket URL ever reaches a browser. Path-style addressing (`endpoint/bucket/key`)
 * works on every S3-compatible store; checksums only where an operation requires one, since
 * several stores (s3rver, older MinIO) reject the SDK's default CRC32 trailers.
 */
export function objectPhotoStorage(settings: ObjectStorage): PhotoStorage {
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 2,
    requestHandler: { connectionTimeout: CONNECTION_TIMEOUT_MS, requestTimeout: REQUEST_TIMEOUT_MS },
  });
  const keyOf = (name: string) => {
    if (!PHOTO_NAME.test(name)) throw new Error('invalid photo name');
    return `${KEY_PREFIX}${name}`;
  };
  const target = (name: string) => ({ Bucket: settings.bucket, Key: keyOf(name) });

  return {
    async save(name, bytes) {
      const command = new PutObjectCommand({ ...target(name), Body: bytes, ContentType: 'image/webp' });
      await client.send(command).catch((error: unknown) => {
        throw unavailable(error);
      });
    },
    async open(name) {
      if (!PHOTO_NAME.test(name)) return undefined;
      try {
        const { Body } = await client.send(new GetObjectCommand(target(name)));
        return Body instanceof Readable ? Body : undefined;
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw unavailable(error);
      }
    },
    async remove(name) {
      // Deleting a missing key succeeds on S3: a second removal is a no-op, as on disk.
      await client.send(new DeleteObjectCommand(target(name))).catch((error: unknown) => {
        throw unavailable(error);
      });
    },
  };
}
