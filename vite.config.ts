import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { pwaOptions } from './src/web/lib/offline/pwa-options.ts';

const api = 'http://127.0.0.1:5000';

// The SPA: index.html at the project root, sources in src/web, output in dist/web (served by the server).
export default defineConfig({
  plugins: [react(), tailwindcss(), VitePWA(pwaOptions)],
  publicDir: 'src/web/public',
  build: {
    outDir: 'dist/web',
    assetsDir: 'assets',
    emptyOutDir: true,
    sourcemap: true,
    // React, Radix, TanStack Query and zod together are about 160 kB gzipped; warn only past that.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: a separate chunk stays cached across releases.
        codeSplitting: { groups: [{ name: 'vendor', test: /[\\/]node_modules[\\/]/ }] },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: api, changeOrigin: false },
      '/img': { target: api, changeOrigin: false },
    },
  },
});
