import type { VitePWAOptions } from 'vite-plugin-pwa';
import { en as landing } from '../../features/landing/locales/landing.ts';

/** Theme colours: the marine blue of the logo and header, on the app's white background. */
export const THEME_COLOR = '#0b4f8a';
export const BACKGROUND_COLOR = '#ffffff';

/**
 * The installable PWA (ADR 0021). Workbox precaches the app shell (HTML, hashed bundles, icons);
 * navigations fall back to index.html so every SPA route opens offline, but never /api or /img,
 * which always go to the network. A new version waits (no skipWaiting) and takes over on the next
 * open, or when the guard taps "Reload" on the update strip (decision 0034), so a shift is never
 * reloaded under the guard's thumb; queued writes live in IndexedDB and
 * are untouched by the swap. The page registers the worker itself with workbox-window.
 */
export const pwaOptions: Partial<VitePWAOptions> = {
  strategies: 'generateSW',
  registerType: 'prompt',
  injectRegister: false,
  filename: 'sw.js',
  manifestFilename: 'manifest.webmanifest',
  includeAssets: ['favicon.svg', 'icons/apple-touch-icon-180.png'],
  manifest: {
    id: '/',
    name: 'Dockwatch',
    short_name: 'Dockwatch',
    // The manifest has one language: the landing page's English tagline, from the catalogue.
    description: landing.tagline,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,wasm}'],
    // Source maps are for debugging, not for the phone's cache. The meter reading suggestions'
    // engine and model (about 6 MB, ADR 0038) are cached when a meter screen first asks for them.
    globIgnores: ['**/*.map', 'assets/ocr-*/**'],
    runtimeCaching: [
      {
        // A site plan's picture (issue 34): kept once seen, so a tour's plan shows in airplane
        // mode. A plan's image never changes under its guid (a new one is a new photo); signing
        // out empties this cache with the others (sign-out.ts).
        urlPattern: ({ url, sameOrigin }) =>
          sameOrigin && url.pathname.startsWith('/img/') && url.searchParams.get('plan') === '1',
        handler: 'CacheFirst',
        options: { cacheName: 'site-plans', expiration: { maxEntries: 40 } },
      },
      {
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/ocr-'),
        handler: 'CacheFirst',
        options: {
          cacheName: 'ocr-engine',
          // One folder of four files a version; an old folder's files go as a new one comes.
          expiration: { maxEntries: 8 },
        },
      },
    ],
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/img\//],
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    skipWaiting: false,
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
  },
};
