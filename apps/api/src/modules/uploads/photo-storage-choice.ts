import type { Config } from '../../config.ts';
import { objectPhotoStorage } from './photo-object-storage.ts';
import { diskPhotoStorage, type PhotoStorage } from './photo-storage.ts';

/** The one storage every photo goes through: the S3_* bucket when configured, else DATA_DIR/uploads. */
export function createPhotoStorage(config: Pick<Config, 'dataDir'> & Partial<Pick<Config, 'objectStorage'>>) {
  const storage: PhotoStorage = config.objectStorage
    ? objectPhotoStorage(config.objectStorage)
    : diskPhotoStorage(config.dataDir);
  return storage;
}
