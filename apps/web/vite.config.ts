import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

// The API runs on its own port in development; `npm start` serves both from one origin.
const backend = { target: 'http://127.0.0.1:3000', changeOrigin: true };
const apiProxy = { '/api': backend, '/uploads': backend };

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    // The service worker (src/sw.ts) shows pushes; the PWA issue completes the manifest and precache.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectRegister: false,
      injectManifest: { injectionPoint: undefined },
      manifest: {
        name: 'Élan',
        short_name: 'Élan',
        description: 'Bouge mieux, vis mieux.',
        lang: 'fr',
        start_url: '/dashboard',
        scope: '/',
        display: 'standalone',
        theme_color: '#FF6B35',
        background_color: '#ffffff',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        ],
      },
      devOptions: { enabled: true, type: 'module' },
    }),
  ],
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rollupOptions: {
      // @elan/domain only declares constants, rules and schemas: what a chunk does not use can go,
      // so the first load does not carry every Zod schema (the French Zod locale is the one side effect).
      treeshake: {
        moduleSideEffects: (id) => !id.includes('/packages/domain/') || id.endsWith('zod-locale.ts'),
      },
    },
  },
});
