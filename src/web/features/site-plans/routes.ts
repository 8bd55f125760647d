import { lazyWithPreload } from '#web/lib/lazy-with-preload.ts';
import type { ScreenRoute } from '#web/lib/screen-route.ts';

/** The screens of this feature (routes.tsx gathers every feature's); each page is its own chunk (ADR 0019). */
export const routes: readonly ScreenRoute[] = [
  {
    path: '/plans',
    access: 'signed-in',
    component: lazyWithPreload(() => import('./pages/plan-page.tsx').then((m) => m.PlanPage)),
    // The activity feed's words say the pins' last visits ('2 hours ago').
    words: ['sitePlans', 'activity'],
  },
  {
    path: '/plans/:guid/pins',
    access: 'signed-in',
    component: lazyWithPreload(() => import('./pages/pin-editor-page.tsx').then((m) => m.PinEditorPage)),
    words: ['sitePlans'],
  },
  {
    path: '/plans/:guid/calibration',
    access: 'signed-in',
    component: lazyWithPreload(() => import('./pages/calibration-page.tsx').then((m) => m.CalibrationPage)),
    words: ['sitePlans'],
  },
];
