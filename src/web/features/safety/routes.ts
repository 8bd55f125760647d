import { lazyWithPreload } from '#web/lib/lazy-with-preload.ts';
import type { ScreenRoute } from '#web/lib/screen-route.ts';

/** The screens of this feature (routes.tsx gathers every feature's); each page is its own chunk (ADR 0019). */
export const routes: readonly ScreenRoute[] = [
  {
    path: '/alerts/:guid',
    access: 'signed-in',
    component: lazyWithPreload(() => import('./alerts/pages/alert-page.tsx').then((m) => m.AlertPage)),
    words: ['safety'],
  },
];
