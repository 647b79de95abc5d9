import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API runs on its own port in development; `npm start` serves both from one origin.
const backend = { target: 'http://127.0.0.1:3000', changeOrigin: true };
const apiProxy = { '/api': backend, '/uploads': backend };

export default defineConfig({
  plugins: [react(), tailwindcss()],
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
