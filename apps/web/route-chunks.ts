import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Fewer, larger chunks for a signed-in first visit (issue 12, decision 035). Left to itself the
 * bundler makes one chunk per set of screens sharing a module, so /dashboard fetched 58 files,
 * most under 1 KB (an icon, a fetcher): over HTTP/1.1's six connections each costs a round trip.
 * - `app-shell`: what every signed-in screen loads anyway (React Query, the guard, the shell and
 *   what they import), one chunk instead of about twenty;
 * - `screens-shared`: small modules of the screens a member lands on (/dashboard, the installed
 *   app's start, and /programs) that other screens import too (icons, cards, fetchers, formats),
 *   one chunk;
 * - everything the entry and /login import statically stays where the bundler puts it, so
 *   /login's first download (its budget, 120 KB gzip) does not grow.
 * Larger shared modules and each screen's own code keep their automatic chunks.
 */

const webRoot = path.dirname(fileURLToPath(import.meta.url));
const source = (file: string) => path.join(webRoot, 'src', file);

/** A shared module at most this large (source bytes) joins `screens-shared`. */
const SMALL_MODULE_BYTES = 6 * 1024;
const LANDING_SCREENS = [source('app/routes/dashboard.tsx'), source('app/routes/programs.tsx')];
/** Libraries stay in their own chunks, but for the icons (one tiny module each). */
const isSharedCandidate = (id: string) => !id.includes('/node_modules/') || id.includes('/lucide-react/');

type ModuleInfo = { code: string | null; importedIds: string[]; dynamicallyImportedIds: string[] };
type Context = { getModuleInfo: (id: string) => ModuleInfo | null };

type Plan = {
  entryAndLogin: Set<string>;
  shell: Set<string>;
  landing: Set<string>;
  ownersOf: Map<string, Set<string>>;
};

/**
 * Two barrels re-export a whole library: following them would put every icon and every domain
 * module in every screen's graph. A module's imports are its own, minus a barrel, plus the files
 * that define the names it imports from that barrel.
 */
type Barrel = { suffix: string; specifier: string; read: (ctx: Context, id: string) => Map<string, string> };

const IMPORT_LIST = (specifier: string) =>
  new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*["']${specifier}["']`, 'g');
const NAMED_REEXPORT = /export\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;
const SIDE_EFFECT_IMPORT = /import\s*["']([^"']+)["']/g;
const STAR_REEXPORT = /export\s*\*\s*from\s*["']([^"']+)["']/g;
const DECLARED_EXPORT = /export\s+(?:async\s+)?(?:const|let|var|function\*?|class)\s+([\w$]+)/g;
const LISTED_EXPORT = /export\s*\{([^}]*)\}(?!\s*from)/g;

const namesOf = (list: string, side: 0 | 1) =>
  list.split(',').map((name) => name.trim().split(/\s+as\s+/)[side] ?? name.trim());

/** lucide-react: `export { default as Flame, … } from './icons/flame.mjs'`. */
function readNamedReExports(ctx: Context, id: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const [, names = '', file = ''] of ctx.getModuleInfo(id)?.code?.matchAll(NAMED_REEXPORT) ?? []) {
    for (const name of namesOf(names, 1)) files.set(name, path.resolve(path.dirname(id), file));
  }
  return files;
}

/** @elan/domain: `export * from './rules/format.ts'`, each file read for what it declares. */
function readStarReExports(ctx: Context, id: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const [, file = ''] of ctx.getModuleInfo(id)?.code?.matchAll(STAR_REEXPORT) ?? []) {
    const target = path.resolve(path.dirname(id), file);
    const code = ctx.getModuleInfo(target)?.code ?? '';
    for (const [, name = ''] of code.matchAll(DECLARED_EXPORT)) files.set(name, target);
    for (const [, names = ''] of code.matchAll(LISTED_EXPORT)) {
      for (const name of namesOf(names, 1)) files.set(name, target);
    }
  }
  return files;
}

const BARRELS: Barrel[] = [
  { suffix: '/lucide-react/dist/esm/lucide-react.mjs', specifier: 'lucide-react', read: readNamedReExports },
  { suffix: '/packages/domain/src/index.ts', specifier: '@elan/domain', read: readStarReExports },
];

function importsOf(ctx: Context, id: string, barrelFiles: Map<string, Map<string, string>>): string[] {
  const info = ctx.getModuleInfo(id);
  if (!info) return [];
  const filesOf = (barrelId: string, barrel: Barrel) => {
    const files = barrelFiles.get(barrelId) ?? barrel.read(ctx, barrelId);
    barrelFiles.set(barrelId, files);
    return files;
  };
  const ownBarrel = BARRELS.find((barrel) => id.endsWith(barrel.suffix));
  if (ownBarrel) {
    // What a barrel imports for its side effects (the Zod locale), not what it re-exports.
    return [...(info.code?.matchAll(SIDE_EFFECT_IMPORT) ?? [])].map(([, file = '']) =>
      path.resolve(path.dirname(id), file),
    );
  }
  const imports: string[] = [];
  for (const imported of info.importedIds) {
    const barrel = BARRELS.find((candidate) => imported.endsWith(candidate.suffix));
    if (!barrel) {
      imports.push(imported);
      continue;
    }
    imports.push(imported);
    const files = filesOf(imported, barrel);
    for (const [, names = ''] of info.code?.matchAll(IMPORT_LIST(barrel.specifier)) ?? []) {
      for (const name of namesOf(names, 0)) {
        const file = files.get(name);
        if (file) imports.push(file);
      }
    }
  }
  return imports;
}

function closure(ctx: Context, roots: string[], barrelFiles: Map<string, Map<string, string>>): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...importsOf(ctx, id, barrelFiles));
  }
  return seen;
}

function makePlan(ctx: Context): Plan {
  const barrelFiles = new Map<string, Map<string, string>>();
  const staticClosure = (roots: string[]) => closure(ctx, roots, barrelFiles);
  const entryAndLogin = staticClosure([source('main.tsx'), source('app/routes/login.tsx')]);
  const shellRoots = [source('app/layouts/query-layout.tsx'), source('app/layouts/protected-layout.tsx')];
  const shell = new Set([...staticClosure(shellRoots)].filter((id) => !entryAndLogin.has(id)));
  // Every module loaded through `import()` starts a closure: a screen, a modal, the schemas.
  const dynamicRoots = new Set<string>();
  for (const id of staticClosure([source('main.tsx')])) {
    for (const target of ctx.getModuleInfo(id)?.dynamicallyImportedIds ?? []) dynamicRoots.add(target);
  }
  // Screens import more lazily loaded code: follow dynamic imports until no new root appears.
  for (const root of dynamicRoots) {
    for (const id of staticClosure([root])) {
      for (const target of ctx.getModuleInfo(id)?.dynamicallyImportedIds ?? []) dynamicRoots.add(target);
    }
  }
  const ownersOf = new Map<string, Set<string>>();
  for (const root of dynamicRoots) {
    if (shellRoots.includes(root)) continue;
    for (const id of staticClosure([root])) {
      const owners = ownersOf.get(id) ?? new Set<string>();
      owners.add(root);
      ownersOf.set(id, owners);
    }
  }
  return { entryAndLogin, shell, landing: staticClosure(LANDING_SCREENS), ownersOf };
}

let plan: Plan | undefined;

/** `output.codeSplitting.groups[].name`: the group of a module, or null for the bundler's own choice. */
export function routeChunkName(id: string, ctx: Context): string | null {
  plan ??= makePlan(ctx);
  if (plan.entryAndLogin.has(id)) return null;
  if (plan.shell.has(id)) return 'app-shell';
  if (!plan.landing.has(id) || !isSharedCandidate(id)) return null;
  const owners = plan.ownersOf.get(id)?.size ?? 0;
  const size = ctx.getModuleInfo(id)?.code?.length ?? Number.POSITIVE_INFINITY;
  return owners >= 2 && size <= SMALL_MODULE_BYTES ? 'screens-shared' : null;
}
