import { Counter } from 'prom-client';
import type { PhotoStorage } from './photo-storage.ts';

/**
 * Photo files that could not be removed at the first try (the bucket away, a disk error), since
 * this process started: each was handed to the job queue. `GET /api/metrics` shows it, beside
 * `elan_jobs_queued{queue="photo-removal"}` for those still waiting.
 */
export const photoRemovalFailures = new Counter({
  name: 'elan_photo_removal_failures_total',
  help: 'Fichiers de photos non supprimés au premier essai, remis à la file de tâches',
  registers: [],
});

/** Hands photo names to the job queue (pg-boss `photo-removal`), which removes them, retrying. */
export type QueuePhotoRemoval = (names: string[]) => Promise<void>;

/** Removes the files of photos whose rows are already gone (their transaction committed). */
export type RemovePhotos = (names: string[]) => Promise<void>;

/**
 * A file that cannot be removed now is never left behind in silence: it is counted, logged and
 * queued; the queue retries until the storage answers again. Without a queue (a test app), it is
 * counted and logged.
 */
export function photoRemover(
  storage: PhotoStorage,
  options: { queue?: QueuePhotoRemoval; log: (message: string) => void },
): RemovePhotos {
  return async (names) => {
    const failed: string[] = [];
    await Promise.all(
      names.map((name) =>
        storage.remove(name).catch(() => {
          failed.push(name);
        }),
      ),
    );
    if (failed.length === 0) return;
    photoRemovalFailures.inc(failed.length);
    if (!options.queue) {
      options.log(
        `photos : ${failed.length} fichier(s) non supprimé(s) et aucune file de tâches pour réessayer`,
      );
      return;
    }
    try {
      await options.queue(failed);
      options.log(
        `photos : ${failed.length} fichier(s) non supprimé(s), suppression remise à la file de tâches`,
      );
    } catch (error) {
      options.log(
        `photos : ${failed.length} fichier(s) non supprimé(s), file de tâches injoignable (${(error as Error).message}) : ${failed.join(', ')}`,
      );
    }
  };
}
