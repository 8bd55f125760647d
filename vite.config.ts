import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { ocrAssets } from './scripts/vite/ocr-assets.ts';
import { precompress } from './scripts/vite/precompress.ts';
import { buildsSchemas } from './scripts/vite/schema-modules.ts';
import { serviceWorkerPush } from './scripts/vite/service-worker-push.ts';
import { pwaOptions } from './src/web/lib/offline/pwa-options.ts';

const api = 'http://127.0.0.1:5000';
const push = serviceWorkerPush();
const pwa = { ...pwaOptions, workbox: { ...pwaOptions.workbox, importScripts: [push.url] } };

// The SPA: index.html at the project root, sources in src/web, output in dist/web (served by the server).
export default defineConfig({
  plugins: [react(), tailwindcss(), ocrAssets(), push.plugin, VitePWA(pwa), precompress()],
  publicDir: 'src/web/public',
  build: {
    outDir: 'dist/web',
    assetsDir: 'assets',
    emptyOutDir: true,
    sourcemap: true,
    // The shell chunk (React, TanStack Query, the app frame) is ~350 kB before compression.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        // ADR 0019: the shell is one chunk (what every screen needs, under the 150 KB gzip budget
        // checked by src/web/bundle-budget.api.test.ts); each page is its own lazy chunk; what pages
        // share goes into a few named chunks, so a page costs ~5 requests instead of ~35 tiny ones.
        codeSplitting: {
          groups: [
            { name: 'shell', tags: ['$initial'], priority: 10 },
            { name: 'icons', test: /[\\/]node_modules[\\/]lucide-react[\\/]/, priority: 5 },
            {
              name: 'forms',
              test: (id) =>
                /[\\/]node_modules[\\/](zod|react-hook-form|@hookform)[\\/]/.test(id) || buildsSchemas(id),
              // Only what builds schemas: the modules they use stay in 'common', which then never
              // imports 'forms' (scripts/vite/schema-modules.ts).
              includeDependenciesRecursively: false,
              minShareCount: 2,
              priority: 5,
            },
            { name: 'libs', test: /[\\/]node_modules[\\/]/, minShareCount: 2, priority: 4 },
            { name: 'common', test: /[\\/]src[\\/]/, minShareCount: 2, priority: 3 },
          ],
        },
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
