import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Storage sits below the modules (docs/architecture.md): `db/` and `lib/` import nothing of what
 * stands on them — the modules, plugins, jobs, the cluster, the seeds, `app.ts`, `server.ts`.
 * Test files are left out as importers. Decision 056.
 */

/** Source files relative to src/, posix separators, mapped to their text. */
type SourceTree = Record<string, string>;

const GROUND = ['db', 'lib'];
const ABOVE = ['modules', 'plugins', 'jobs', 'cluster', 'seed', 'app.ts', 'server.ts'];

function upwardImports(tree: SourceTree): string[] {
  return Object.entries(tree)
    .filter(([file]) => GROUND.includes(file.split('/')[0] ?? '') && !file.endsWith('.test.ts'))
    .flatMap(([file, source]) =>
      ts
        .preProcessFile(source, true, true)
        .importedFiles.map(({ fileName }) => fileName)
        .filter((specifier) => specifier.startsWith('.'))
        .map((specifier) => path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier)))
        .filter((target) => ABOVE.includes(target.split('/')[0] ?? ''))
        .map((target) => `${file} → ${target}`),
    );
}

const sourceRoot = path.dirname(fileURLToPath(import.meta.url));

function readTree(directory: string): SourceTree {
  return Object.fromEntries(
    readdirSync(directory).flatMap((name) => {
      const file = path.join(directory, name);
      if (statSync(file).isDirectory()) return Object.entries(readTree(file));
      if (!name.endsWith('.ts')) return [];
      return [[path.relative(sourceRoot, file).split(path.sep).join('/'), readFileSync(file, 'utf8')]];
    }),
  );
}

describe('les couches de l’API', () => {
  it('refuse db/ or lib/ importing a module, a plugin or the seeds', () => {
    const tree: SourceTree = {
      'db/seed/demo.ts': [
        "import { ARGON2_OPTIONS } from '../../modules/auth/auth.service.ts';",
        "import type { Database } from '../client.ts';",
      ].join('\n'),
      'lib/faults.ts': "const late = () => import('../plugins/errors.ts');",
      'db/seed/demo.test.ts': "import { createBadgesService } from '../../modules/badges/badges.service.ts';",
      'seed/demo.ts': "import { ARGON2_OPTIONS } from '../modules/auth/auth.service.ts';",
    };
    expect(upwardImports(tree)).toEqual([
      'db/seed/demo.ts → modules/auth/auth.service.ts',
      'lib/faults.ts → plugins/errors.ts',
    ]);
  });

  it('src/: db/ and lib/ import nothing above them', () => {
    expect(upwardImports(readTree(sourceRoot))).toEqual([]);
  });
});
