import { createRequire } from 'node:module';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { landingPreloads } from './landing-preloads.ts';
import { routeChunkName } from './route-chunks.ts';

// The API runs on its own port in development; `npm start` serves both from one origin.
const backend = { target: 'http://127.0.0.1:3000', changeOrigin: true };
const apiProxy = { '/api': backend, '/uploads': backend };

/** Text files the server sends precompressed (`@fastify/static` preCompressed). */
const TEXT_ASSETS = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;

/**
 * React Router publishes its development build under the `import` condition; `vite build` takes
 * the production one (the same code, its development warnings compiled out; decision 035).
 */
function reactRouterProductionBuild(): Plugin {
  const dist = path.join(
    path.dirname(createRequire(import.meta.url).resolve('react-router')),
    '..',
    'production',
  );
  return {
    name: 'elan:react-router-production',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: path.join(dist, 'index.mjs') },
          { find: /^react-router\/dom$/, replacement: path.join(dist, 'dom-export.mjs') },
        ],
      },
    }),
  };
}

export default defineConfig({
  plugins: [
    reactRouterProductionBuild(),
    react(),
    tailwindcss(),
    // One service worker (src/sw.ts): the pushes, the precached shell, the training reads and the
    // outbox's Background Sync. It waits for the member's « Recharger » (registerType prompt).
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectRegister: false,
      registerType: 'prompt',
      includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png', 'icons/badge-96.png'],
      injectManifest: {
        // woff2: the brand typeface (decision 080), its Latin file alone, so the app offline keeps its type.
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,woff2}'],
        // The share card's font and other large files are fetched on demand, not on install.
        maximumFileSizeToCacheInBytes: 600 * 1024,
      },
      manifest: {
        id: '/',
        name: 'Élan',
        short_name: 'Élan',
        description: 'Bouge mieux, vis mieux.',
        lang: 'fr',
        dir: 'ltr',
        start_url: '/dashboard',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: '#FF6B35',
        background_color: '#FBF8F5',
        categories: ['health', 'fitness', 'sports'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
        shortcuts: [
          {
            name: 'Séance du jour',
            short_name: 'Séance',
            description: 'L’agenda du jour et sa prochaine séance',
            url: '/dashboard#agenda',
            icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
          },
          {
            name: 'Cercle',
            short_name: 'Cercle',
            description: 'Le cercle d’amis et leur activité',
            url: '/feed',
            icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
          },
        ],
      },
      devOptions: { enabled: true, type: 'module' },
    }),
    // The landing screens' chunks, named for the server to preload (decision 049).
    landingPreloads(),
    // The worker is left plain: the browser reads it for updates, and the update test rewrites it.
    compression({
      algorithms: ['gzip', 'brotliCompress'],
      include: TEXT_ASSETS,
      exclude: [/sw\.js$/],
      threshold: 1024,
    }),
  ],
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Every browser Élan supports preloads modules itself: no polyfill in the entry (issue 12 budget).
    modulePreload: { polyfill: false },
    rollupOptions: {
      // A signed-in first visit fetches a few chunks rather than dozens (route-chunks.ts, decision 035).
      output: {
        codeSplitting: { groups: [{ name: routeChunkName, includeDependenciesRecursively: false }] },
      },
      // @elan/domain only declares constants, rules and schemas: what a chunk does not use can go,
      // so the first load does not carry every Zod schema (the French Zod locale is the one side effect).
      treeshake: {
        moduleSideEffects: (id) => !id.includes('/packages/domain/') || id.endsWith('zod-locale.ts'),
      },
    },
  },
});
