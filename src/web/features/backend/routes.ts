import { lazyWithPreload } from '#web/lib/lazy-with-preload.ts';
import type { ScreenRoute } from '#web/lib/screen-route.ts';

/** The screens of this feature (routes.tsx gathers every feature's); each page is its own chunk (ADR 0019). */
export const routes: readonly ScreenRoute[] = [
  {
    path: '/backend',
    access: 'signed-in',
    component: lazyWithPreload(() => import('./pages/backend-page.tsx').then((m) => m.BackendPage)),
  },
  {
    path: '/backend/location-name-fixer',
    access: 'signed-in',
    component: lazyWithPreload(() =>
      import('./pages/location-name-fixer-page.tsx').then((m) => m.LocationNameFixerPage),
    ),
  },
];
