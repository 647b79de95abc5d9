import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';

/** The daily backups and `npm run backup` keep this many archives in DATA_DIR/backups. */
export const KEPT_BACKUPS = 7;

const ARCHIVE = /^elan-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.\d{3}Z\.tar\.gz$/;

export function backupsDir(dataDir: string) {
  return path.join(dataDir, 'backups');
}

/** `elan-2026-11-26T03-15-00.000Z.tar.gz`: names sort as their dates do. */
export function backupName(at: Date) {
  return `elan-${at.toISOString().replaceAll(':', '-')}.tar.gz`;
}

/** The finished archives of DATA_DIR/backups, oldest first (a `.partial` is never listed). */
export function listBackups(dataDir: string): string[] {
  const folder = backupsDir(dataDir);
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => ARCHIVE.test(name))
    .sort()
    .map((name) => path.join(folder, name));
}

export function newestBackup(dataDir: string): { file: string; size: number } | undefined {
  const file = listBackups(dataDir).at(-1);
  return file ? { file, size: statSync(file).size } : undefined;
}

/** Deletes all but the `keep` newest archives; answers what it deleted. */
export function pruneBackups(dataDir: string, keep = KEPT_BACKUPS): string[] {
  const stale = listBackups(dataDir).slice(0, -keep);
  for (const file of stale) rmSync(file, { force: true });
  return stale;
}
