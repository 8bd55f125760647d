import { lazyWithPreload } from '#web/lib/lazy-with-preload.ts';
import type { ScreenRoute } from '#web/lib/screen-route.ts';

/** The screens of this feature (routes.tsx gathers every feature's); each page is its own chunk (ADR 0019). */
export const routes: readonly ScreenRoute[] = [
  {
    path: '/meter-reads',
    access: 'signed-in',
    component: lazyWithPreload(() => import('./pages/meter-reads-page.tsx').then((m) => m.MeterReadsPage)),
  },
  {
    path: '/record-meter/:locationGuid/:meterType',
    access: 'public',
    component: lazyWithPreload(() => import('./pages/record-meter-page.tsx').then((m) => m.RecordMeterPage)),
  },
];
