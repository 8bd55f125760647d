import { lazyWithPreload } from '#web/lib/lazy-with-preload.ts';
import type { ScreenRoute } from '#web/lib/screen-route.ts';

/** The screens of this feature (routes.tsx gathers every feature's); each page is its own chunk (ADR 0019). */
export const routes: readonly ScreenRoute[] = [
  {
    path: '/locations',
    access: 'signed-in',
    component: lazyWithPreload(() => import('./pages/locations-page.tsx').then((m) => m.LocationsPage)),
    words: ['locations'],
  },
  {
    path: '/location/:guid',
    access: 'signed-in',
    component: lazyWithPreload(() =>
      import('./pages/location-detail-page.tsx').then((m) => m.LocationDetailPage),
    ),
  },
  {
    path: '/edit-location/:guid',
    access: 'signed-in',
    component: lazyWithPreload(() =>
      import('./pages/edit-location-page.tsx').then((m) => m.EditLocationPage),
    ),
  },
  {
    path: '/add-location',
    access: 'signed-in',
    component: lazyWithPreload(() => import('./pages/add-location-page.tsx').then((m) => m.AddLocationPage)),
  },
];
