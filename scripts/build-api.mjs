// Bundles the API server (our TypeScript, @elan/domain included) into apps/api/dist/server.mjs
// when the bundle is missing or older than any of its sources, so that `npm start` runs plain
// JavaScript: no TypeScript loader at start, a restart healthy sooner. Packages stay external.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const API_BUNDLE = path.join(root, 'apps/api/dist/server.mjs');
const sources = ['apps/api/src', 'apps/api/package.json', 'packages/domain/src', 'package-lock.json'].map(
  (entry) => path.join(root, entry),
);

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const child of readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

/** Workspace packages are TypeScript sources: bundled. Everything from node_modules: imported. */
const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@elan/') ? undefined : { path: args.path, external: true },
    );
  },
};

export async function buildApiIfStale() {
  const isStale =
    !existsSync(API_BUNDLE) || Math.max(...sources.map(newestMtime)) > statSync(API_BUNDLE).mtimeMs;
  if (!isStale) return false;
  // Loaded only to rebuild: a fresh bundle starts without it.
  const { build } = await import('esbuild');
  await build({
    entryPoints: [path.join(root, 'apps/api/src/server.ts')],
    outfile: API_BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    plugins: [externalPackages],
    logLevel: 'warning',
  });
  return true;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildApiIfStale();
