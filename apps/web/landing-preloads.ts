import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * The landing screens' route chunks, named for the server before the entry asks for them (issue
 * 12, decision 049). A first visit of /dashboard used to fetch the entry, run it, and only then ask
 * for the three lazy routes it matches (the data layer, the signed-in shell, the screen) and what
 * they import: a round trip and the entry's evaluation before the screen's code even left the
 * server. The build writes `route-preloads.json`, `{ "/dashboard": ["/assets/…js", …] }`, and the
 * server adds them to that page's HTML as `<link rel="modulepreload">`, fetched in parallel with
 * the entry.
 */
const webRoot = path.dirname(fileURLToPath(import.meta.url));
const source = (file: string) => path.join(webRoot, 'src', file);

/** The lazy route modules each landing page matches, outermost first (src/app/router.tsx). */
const LANDING_PAGES: Record<string, string[]> = {
  '/dashboard': [
    'app/layouts/query-layout.tsx',
    'app/layouts/protected-layout.tsx',
    'app/routes/dashboard.tsx',
  ],
  '/programs': [
    'app/layouts/query-layout.tsx',
    'app/layouts/protected-layout.tsx',
    'app/routes/programs.tsx',
  ],
};

export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

type Chunk = {
  type: 'chunk';
  fileName: string;
  imports: string[];
  moduleIds: string[];
  isEntry: boolean;
};
type Output = Chunk | { type: 'asset' };

export function landingPreloads(): Plugin {
  return {
    name: 'elan:landing-preloads',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle as Record<string, Output>).filter(
        (item): item is Chunk => item.type === 'chunk',
      );
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (roots: Chunk[]) => {
        const files = new Set<string>();
        const visit = (chunk: Chunk) => {
          if (files.has(chunk.fileName)) return;
          files.add(chunk.fileName);
          for (const file of chunk.imports) {
            const imported = byFile.get(file);
            if (imported) visit(imported);
          }
        };
        roots.forEach(visit);
        return files;
      };
      // What index.html already loads: the entry and its static imports.
      const loaded = closure(chunks.filter((chunk) => chunk.isEntry));
      const pages: Record<string, string[]> = {};
      for (const [page, modules] of Object.entries(LANDING_PAGES)) {
        const roots = modules.map((module) => {
          // The chunk holding the module: its own, or a group of route-chunks.ts (the app shell).
          const chunk = chunks.find((item) => item.moduleIds.includes(source(module)));
          if (!chunk) throw new Error(`landing-preloads: no chunk for ${module}`);
          return chunk;
        });
        pages[page] = [...closure(roots)].filter((file) => !loaded.has(file)).map((file) => `/${file}`);
      }
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PRELOADS_FILE,
        source: `${JSON.stringify(pages, null, 2)}\n`,
      });
    },
  };
}
