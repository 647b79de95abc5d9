import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

/** The PGlite that wrote every Élan database before 2026-11-25: its on-disk format, and no other. */
export const PGLITE_VERSION = '0.3.8';
const PGLITE_PACKAGE = '@electric-sql/pglite';

/** The part of PGlite this script uses (the package itself is installed on demand, untyped here). */
export type Pglite = {
  query: <Row>(sql: string, params?: unknown[]) => Promise<{ rows: Row[] }>;
  close: () => Promise<void>;
};
export type PgliteModule = { PGlite: { create: (dataDir: string) => Promise<Pglite> } };

export type MigrationSummary = {
  dataDir: string;
  backupDir: string;
  /** Rows copied per table of the `public` schema, in name order. */
  rows: { table: string; count: number }[];
  /** Migrations that the PGlite database had not yet received, applied after the copy. */
  laterMigrations: number;
};

const run = promisify(execFile);

/**
 * Installs PGlite 0.3.8 into a temporary folder (npm registry, nothing saved in the project:
 * Élan no longer depends on it) and loads it by file URL.
 */
export async function installPglite(folder: string): Promise<PgliteModule> {
  try {
    await run(
      'npm',
      [
        'install',
        '--no-save',
        '--no-package-lock',
        '--no-audit',
        '--no-fund',
        '--prefix',
        folder,
        `${PGLITE_PACKAGE}@${PGLITE_VERSION}`,
      ],
      { cwd: folder, maxBuffer: 8 * 1024 * 1024 },
    );
  } catch (error) {
    const failure = error as { stderr?: string; message: string };
    throw new Error(
      `Impossible d’installer ${PGLITE_PACKAGE}@${PGLITE_VERSION} depuis le registre npm, nécessaire pour lire l’ancienne base :\n${(failure.stderr || failure.message).trim()}`,
    );
  }
  const packageDir = path.join(folder, 'node_modules', PGLITE_PACKAGE);
  const { version } = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
    version: string;
  };
  if (version !== PGLITE_VERSION)
    throw new Error(`${PGLITE_PACKAGE} ${version} installé au lieu de ${PGLITE_VERSION}.`);
  return (await import(pathToFileURL(path.join(packageDir, 'dist', 'index.js')).href)) as PgliteModule;
}
