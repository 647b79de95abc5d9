import { UPLOAD_LIMITS } from '@elan/domain';
import type { Database } from '../../db/client.ts';
import { photoRemover, type QueuePhotoRemoval } from './photo-removal.ts';
import type { PhotoStorage } from './photo-storage.ts';
import { uploadsRepository as repo } from './uploads.repository.ts';

/** Photos one clean-up pass deletes at most (the next pass takes the rest). */
const CLEANUP_BATCH = 500;

/**
 * Deletes the photos sent more than 24 h before `now` that no completion shows (rows in one
 * transaction, then their files: one that cannot be removed goes to `queue`, retried there);
 * answers how many. The job queue runs it hourly; tests call it with their clock.
 */
export async function deleteUnattachedUploads(
  db: Database,
  storage: PhotoStorage,
  now: Date,
  retry: { queue?: QueuePhotoRemoval; log?: (message: string) => void } = {},
): Promise<number> {
  const before = new Date(now.getTime() - UPLOAD_LIMITS.unattachedTtlMs);
  const names = await db.transaction((tx) => repo.deleteUnattached(tx, before, CLEANUP_BATCH));
  await photoRemover(storage, { queue: retry.queue, log: retry.log ?? console.error })(names);
  return names.length;
}
