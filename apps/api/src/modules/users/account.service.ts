import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type AccountImportResult, MESSAGES } from '@elan/domain';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { verifyPassword } from '../auth/auth.service.ts';
import type { RemovePhotos } from '../uploads/photo-removal.ts';
import type { PhotoStorage } from '../uploads/photo-storage.ts';
import { accountRepository } from './account.repository.ts';
import { exportArchive } from './account-export.ts';
import { readAccountFile } from './account-file.ts';
import { type AfterImportHook, importAccount, type StorePhoto } from './account-import.ts';
import { openArchive } from './account-zip.ts';
import { usersRepository } from './users.repository.ts';

type AccountOptions = {
  storage: PhotoStorage;
  /** Removes files whose rows are gone; what fails is queued for a retry (photo-removal.ts). */
  removePhotos: RemovePhotos;
  /** An imported photo held to an upload's rules (the uploads service's `storeImportedPhoto`). */
  storePhoto: StorePhoto;
  afterImport: AfterImportHook[];
  now: () => Date;
  onExportError: (error: unknown) => void;
};

/** The member's own account, or 403 for anyone else (as PUT /users/{id} answers). */
async function ownAccount(db: Database, actorId: number, targetId: number) {
  if (actorId !== targetId) throw AppError.forbidden();
  const row = await usersRepository.findById(db, targetId);
  if (!row) throw new AppError('UNAUTHORIZED', MESSAGES.invalidToken);
  return row;
}

/** Issue 15 data rights (decision 028): take one's data away, bring it back, or erase it. */
export function createAccountService(db: Database, options: AccountOptions) {
  return {
    async export(actorId: number, targetId: number) {
      const row = await ownAccount(db, actorId, targetId);
      const at = options.now();
      return {
        filename: `elan-export-${row.username}-${at.toISOString().slice(0, 10)}.zip`,
        stream: exportArchive(db, options.storage, row, at, options.onExportError),
      };
    },

    /**
     * Reads the uploaded archive from `upload` (saved to a private temporary folder first, so
     * that yauzl reads it from disk within its limits), then writes it in one transaction.
     */
    async import(
      actorId: number,
      targetId: number,
      save: (file: string) => Promise<void>,
    ): Promise<AccountImportResult> {
      await ownAccount(db, actorId, targetId);
      const folder = await mkdtemp(path.join(tmpdir(), 'elan-import-'));
      const saved: string[] = [];
      try {
        const file = path.join(folder, 'archive.zip');
        await save(file);
        const archive = await openArchive(file);
        try {
          // One file at a time, row by row: only the checked rows are kept (decision 057).
          const content = await readAccountFile(archive.manifest, archive.readArray);
          return await db.transaction((tx) =>
            importAccount(
              tx,
              targetId,
              content,
              { read: archive.readPhoto, store: options.storePhoto, saved },
              options.afterImport,
            ),
          );
        } finally {
          archive.close();
        }
      } catch (error) {
        // Photos written for a transaction that did not commit are not kept.
        await Promise.all(saved.map((name) => options.storage.remove(name).catch(() => undefined)));
        throw error;
      } finally {
        await rm(folder, { recursive: true, force: true });
      }
    },

    /**
     * Deletes the member and every row that references them in one transaction (most by the
     * schema's cascades; the set log first, as it restricts the deletion of their own exercises),
     * then their photo files. Their tokens die with the row: the next request answers 401.
     */
    async delete(actorId: number, targetId: number, password: string) {
      const row = await ownAccount(db, actorId, targetId);
      if (row.is_system || !(await verifyPassword(row.password_hash, password)))
        throw new AppError('FORBIDDEN', MESSAGES.passwordWrong);
      const photos = await db.transaction(async (tx) => {
        await accountRepository.lockMember(tx, targetId);
        const names = await accountRepository.deleteUploads(tx, targetId);
        await accountRepository.deleteSetLog(tx, targetId);
        await accountRepository.deleteLinesOfOwnExercises(tx, targetId);
        await accountRepository.deleteMember(tx, targetId);
        return names;
      });
      await options.removePhotos(photos);
      return { id: targetId };
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
