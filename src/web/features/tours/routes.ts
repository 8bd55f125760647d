import { lazyWithPreload } from '#web/lib/lazy-with-preload.ts';
import type { ScreenRoute } from '#web/lib/screen-route.ts';

/** The screens of this feature (routes.tsx gathers every feature's); each page is its own chunk (ADR 0019). */
export const routes: readonly ScreenRoute[] = [
  {
    path: '/tour-runs/:guid',
    access: 'signed-in',
    component: lazyWithPreload(() => import('./runs/pages/tour-run-page.tsx').then((m) => m.TourRunPage)),
  },
  {
    path: '/tour-exceptions',
    access: 'signed-in',
    component: lazyWithPreload(() =>
      import('./reports/pages/tour-exceptions-page.tsx').then((m) => m.TourExceptionsPage),
    ),
  },
];
