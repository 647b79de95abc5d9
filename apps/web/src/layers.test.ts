import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The web app's layers (docs/architecture.md, Web): app/ composes the features; a feature reaches
 * another one only through its public entry, `features/<name>/index.ts`; lib/, components/, hooks/
 * and config/ sit below the features and import none of them, nor app/. Test files may reach
 * anywhere (a test checks one module against another's insides). Decision 055.
 */

/** Source files relative to src/, posix separators, mapped to their text. */
type SourceTree = Record<string, string>;

const GROUND = ['lib', 'components', 'hooks', 'config'];
const isTest = (file: string) => /\.test\.tsx?$/.test(file);
const featureOf = (file: string) => /^features\/([^/]+)\//.exec(file)?.[1];

/** Every relative import of a file (static, `import type`, `export … from` and `import()`), resolved. */
function importsOf(file: string, source: string): string[] {
  const { importedFiles } = ts.preProcessFile(source, true, true);
  return importedFiles
    .map(({ fileName }) => fileName)
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => {
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
      // A folder import means its index.ts.
      return /\.[cm]?[jt]sx?$/.test(target) ? target : `${target}/index.ts`;
    });
}

function boundaryViolations(tree: SourceTree): string[] {
  return Object.entries(tree)
    .filter(([file]) => !isTest(file))
    .flatMap(([file, source]) =>
      importsOf(file, source).flatMap((target) => {
        const layer = file.split('/')[0] ?? '';
        const targetLayer = target.split('/')[0];
        const feature = featureOf(file);
        const targetFeature = featureOf(target);
        if (GROUND.includes(layer) && (targetLayer === 'features' || targetLayer === 'app'))
          return [`${file} → ${target}: ${layer}/ sits below the features and app/`];
        if (feature && targetLayer === 'app') return [`${file} → ${target}: a feature does not import app/`];
        if (
          feature &&
          targetFeature &&
          targetFeature !== feature &&
          target !== `features/${targetFeature}/index.ts`
        )
          return [`${file} → ${target}: go through features/${targetFeature}/index.ts`];
        return [];
      }),
    );
}

/** Loops in a graph, each named by the nodes it goes through. */
function loopsIn(edges: Map<string, string[]>): string[][] {
  const loops: string[][] = [];
  const done = new Set<string>();
  const visit = (node: string, trail: string[]) => {
    const at = trail.indexOf(node);
    if (at >= 0) {
      loops.push(trail.slice(at));
      return;
    }
    if (done.has(node)) return;
    for (const target of edges.get(node) ?? []) visit(target, [...trail, node]);
    done.add(node);
  };
  for (const node of edges.keys()) visit(node, []);
  return loops;
}

const nonTestEntries = (tree: SourceTree) => Object.entries(tree).filter(([file]) => !isTest(file));

/** Import loops between files (tests left out). */
function importLoops(tree: SourceTree): string[][] {
  return loopsIn(
    new Map(
      nonTestEntries(tree).map(([file, source]) => [
        file,
        importsOf(file, source).filter((target) => target in tree),
      ]),
    ),
  );
}

/** Features that import each other, through any of their files (tests left out). */
function featureLoops(tree: SourceTree): string[][] {
  const edges = new Map<string, string[]>();
  for (const [file, source] of nonTestEntries(tree)) {
    const feature = featureOf(file);
    if (!feature) continue;
    const targets = importsOf(file, source)
      .map(featureOf)
      .filter((target): target is string => target !== undefined && target !== feature);
    edges.set(feature, [...new Set([...(edges.get(feature) ?? []), ...targets])]);
  }
  return loopsIn(edges);
}

const sourceRoot = path.dirname(fileURLToPath(import.meta.url));

function readTree(directory: string): SourceTree {
  return Object.fromEntries(
    readdirSync(directory).flatMap((name) => {
      const file = path.join(directory, name);
      if (statSync(file).isDirectory()) return Object.entries(readTree(file));
      if (!/\.tsx?$/.test(name)) return [];
      return [[path.relative(sourceRoot, file).split(path.sep).join('/'), readFileSync(file, 'utf8')]];
    }),
  );
}

describe('les couches du web', () => {
  it('refuse a feature that reaches into another one past its index.ts', () => {
    const tree: SourceTree = {
      'features/exercises/components/exercise-page.tsx': [
        "import { Instructions } from '../../player/components/how-to-dialog.tsx';",
        "import type { Panel } from '../../body/index.ts';",
        "const late = () => import('../../body/components/panel.tsx');",
        "import { format } from '../exercise-format.ts';",
      ].join('\n'),
    };
    expect(boundaryViolations(tree)).toEqual([
      'features/exercises/components/exercise-page.tsx → features/player/components/how-to-dialog.tsx: go through features/player/index.ts',
      'features/exercises/components/exercise-page.tsx → features/body/components/panel.tsx: go through features/body/index.ts',
    ]);
  });

  it('refuse lib/, components/, hooks/ or config/ importing a feature or app/, and a feature importing app/', () => {
    const tree: SourceTree = {
      'lib/query-client.ts': "import { currentUserQueryOptions } from '../features/auth/index.ts';",
      'components/ui/card.tsx': "import { router } from '../../app/router.tsx';",
      'features/auth/auth-provider.tsx': "import { router } from '../../app/router.tsx';",
      'lib/query-client.test.ts': "import { x } from '../features/auth/api/get-current-user.ts';",
    };
    expect(boundaryViolations(tree)).toEqual([
      'lib/query-client.ts → features/auth/index.ts: lib/ sits below the features and app/',
      'components/ui/card.tsx → app/router.tsx: components/ sits below the features and app/',
      'features/auth/auth-provider.tsx → app/router.tsx: a feature does not import app/',
    ]);
  });

  it('finds an import loop, type imports included', () => {
    const tree: SourceTree = {
      'features/badges/a.ts': "import type { B } from './b.ts';",
      'features/badges/b.ts': "import { a } from './a.ts';",
      'features/badges/c.ts': "import { a } from './a.ts';",
    };
    expect(importLoops(tree)).toEqual([['features/badges/a.ts', 'features/badges/b.ts']]);
  });

  it('finds two features that import each other', () => {
    const tree: SourceTree = {
      'features/completions/use-summary-completion.ts':
        "import { useQueuedCompletion } from '../offline/index.ts';",
      'features/offline/queue-completion.ts': "import { createCompletion } from '../completions/index.ts';",
      'features/offline/use-keep-sessions-offline.ts':
        "import { sessionsQueryOptions } from '../programs/index.ts';",
    };
    expect(featureLoops(tree)).toEqual([['completions', 'offline']]);
  });

  const tree = readTree(sourceRoot);

  it('src/ keeps its layers: every cross-feature import goes through an index.ts', () => {
    expect(boundaryViolations(tree)).toEqual([]);
  });

  it('src/ has no import loop between files', () => {
    expect(importLoops(tree)).toEqual([]);
  });

  it('src/ has no two features importing each other', () => {
    expect(featureLoops(tree)).toEqual([]);
  });
});
